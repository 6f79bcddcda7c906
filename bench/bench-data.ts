/**
 * The bench's database: PGlite in bench/.data/pglite-<n> (or the PostgreSQL of DATABASE_URL),
 * filled to n generated products by the project's own seed command, plus one product with a
 * photo (generated products have none) whose name holds a word no other product has.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { connectDatabase, type DatabaseTarget } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { ensureDemoCategories } from '../src/server/seed/demo-catalogue';
import { encodePhoto } from '../src/server/modules/photos/photo-pipeline';
import { photoColumns, savePhoto } from '../src/server/modules/photos/photos.repository';

const ROOT = path.resolve(__dirname, '..');
export const RARE_WORD = 'chyawanprash';
const PHOTO_SLUG = 'bench-chyawanprash-photo-sample';

export type BenchDatabase = { env: Record<string, string>; label: string };

export function benchDatabase(products: number): BenchDatabase {
  const url = process.env.DATABASE_URL;
  if (url) return { env: { DATABASE_URL: url }, label: 'postgres' };
  return { env: { DATA_DIR: path.join(ROOT, 'bench/.data', `pglite-${products}`) }, label: 'pglite' };
}

/** The bench's own connection: setting up and sampling a large catalogue, with no statement timeout (the server it starts has its own). */
export function targetOf(db: BenchDatabase): DatabaseTarget {
  return db.env.DATABASE_URL
    ? { kind: 'postgres', url: db.env.DATABASE_URL, statementTimeoutMs: 0 }
    : { kind: 'pglite', dataDir: db.env.DATA_DIR };
}

/** A packshot-like picture drawn locally, so the bench downloads nothing. */
function samplePicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">
    <rect width="1200" height="1200" fill="#f4f1ea"/><rect x="300" y="250" width="600" height="700" rx="40" fill="#c0392b"/>
    <text x="600" y="620" font-size="72" text-anchor="middle" fill="#fff" font-family="sans-serif">Chyawanprash</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Seeds up to `products` generated products (when short) and the photo product; returns the count. */
export async function prepareDatabase(db: BenchDatabase, products: number): Promise<number> {
  let handle = await connectDatabase(targetOf(db));
  await handle.exclusively('migrations', migrateToLatest);
  const count = async () =>
    Number(
      (
        await handle.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const missing = products - (await count());
  if (missing > 0) {
    await handle.close(); // the seed command takes the PGlite lock itself
    execFileSync(process.execPath, ['--import', 'tsx', 'src/server/seed/seed-cli.ts', '--products', String(missing)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...db.env },
    });
    handle = await connectDatabase(targetOf(db));
  }
  try {
    // The product row keeps its photo columns itself (savePhoto writes only product_photos); a
    // sample product left without them by an older bench gets them now.
    const existing = await handle.db
      .selectFrom('products')
      .select(['id', 'photo_version'])
      .where('slug', '=', PHOTO_SLUG)
      .executeTakeFirst();
    if (!existing?.photo_version) {
      const photo = await encodePhoto(await samplePicture());
      const categoryIds = await ensureDemoCategories(handle.db);
      const id =
        existing?.id ??
        (
          await handle.db
            .insertInto('products')
            .values({
              name: 'Dhanvantari Chyawanprash Photo Sample, jar of 500 g',
              slug: PHOTO_SLUG,
              description: 'Herbal jam with amla and ghee, for the benchmark photo.',
              price: 245,
              quantity: 1000,
              shipping: true,
              category_id: categoryIds.get('Ayurveda')!,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await handle.db.updateTable('products').set(photoColumns(photo)).where('id', '=', id).execute();
      await savePhoto(handle.db, id, photo);
    }
    return await count();
  } finally {
    await handle.close();
  }
}
