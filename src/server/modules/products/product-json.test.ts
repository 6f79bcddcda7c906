/**
 * product-json.ts against product-shape.ts: the database's JSON of a product is, character for
 * character, JSON.stringify(toApiProduct(row)) of the same row, for products of every kind:
 * text with quotes, backslashes, control characters and scripts past ASCII; prices with and
 * without paise, MRPs above and at the price, both 0; odd and even pack sizes; a photo or
 * none; salts or none; times with microseconds; every schedule. The row keeps that JSON but its
 * category (written by a trigger, migration 2026-12-04-001): so also after every field is
 * updated, after its category is renamed, and for products written before the migration.
 */
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { migrateToLatest, migratorHere } from '../../db/migrate';
import { insertCategory } from '../../testing/catalogue-fixtures';
import { createTestApp, openTestDatabase, type TestApp } from '../../testing/test-app';
import { findProductJsonByIds, findProductsByIds, insertProducts } from './products.repository';
import { toApiProduct } from './product-shape';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const awkward = fc.constantFrom(
  '',
  'Crocin "Advance"',
  'back\\slash',
  'tab\there',
  'line\nbreak',
  '\u0001\u001f\u007f',
  'मात्रा ₹',
  '💊 pill',
  '\u2028',
  'é',
);
const words = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 8 }).map((text) => text.replace(/\0/g, '')),
      awkward,
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((parts) => parts.join(' '));
/** Paise as rupees with two decimals. */
const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
const instant = fc
  .tuple(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), fc.integer({ min: 0, max: 999 }))
  .map(([ms, micro]) => `${new Date(ms).toISOString().slice(0, -1)}${String(micro).padStart(3, '0')}Z`);
const salt = fc.record({ name: words, strength: fc.oneof(fc.constant(''), words) });
const product = fc.record({
  name: words,
  description: words,
  // The MRP is never below the price (a check): at it, above it, or both 0.
  prices: fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 999_999 })).map(([price, over]) => [price, price + over]),
    fc.constant([0, 0]),
  ),
  quantity: fc.integer({ min: 0, max: 100_000 }),
  shipping: fc.boolean(),
  photo: fc.option(fc.tuple(fc.stringMatching(/^[a-z0-9]{6,12}$/), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }))),
  manufacturer: words,
  pack_size: words,
  units_per_pack: fc.integer({ min: 1, max: 1000 }),
  dosage_form: fc.constantFrom('tablet', 'capsule', 'syrup', 'other'),
  composition: fc.array(salt, { maxLength: 3 }),
  schedule: fc.constantFrom('OTC', 'G', 'H', 'H1'),
  hsn_code: fc.constantFrom('3004', '30049099'),
  gst_rate: fc.constantFrom(0, 5, 18),
  storage: fc.option(words),
  country_of_origin: words,
  expires_on: fc.option(fc.tuple(fc.integer({ min: 2024, max: 2040 }), fc.integer({ min: 1, max: 12 }))),
  max_per_order: fc.integer({ min: 1, max: 100 }),
  created_at: instant,
  updated_at: instant,
});

type GeneratedProduct = typeof product extends fc.Arbitrary<infer P> ? P : never;

/** The row values of a generated product (the database's columns, prices as rupees). */
function rowOf({ prices: [price, mrp], photo, expires_on, composition, ...fields }: GeneratedProduct) {
  return {
    ...fields,
    price: rupees(price),
    mrp: rupees(mrp),
    photo_version: photo?.[0] ?? null,
    photo_width: photo?.[1] ?? null,
    photo_height: photo?.[2] ?? null,
    composition: JSON.stringify(composition),
    expires_on: expires_on ? `${expires_on[0]}-${String(expires_on[1]).padStart(2, '0')}-01` : null,
  };
}

/** The database's JSON of each of `ids` equals JSON.stringify(toApiProduct(row)) of its row. */
async function expectSameJson(db: Kysely<Database>, ids: string[]) {
  const fromRows = new Map((await findProductsByIds(db, ids)).map((row) => [row.id, JSON.stringify(toApiProduct(row))]));
  const fromDatabase = await findProductJsonByIds(db, ids);
  expect(ids.map((id) => fromDatabase.get(id))).toEqual(ids.map((id) => fromRows.get(id)));
}

it('makes the JSON toApiProduct makes, character for character, for products of every kind, as written and as updated', async () => {
  const category = await insertCategory(t.app, 'Pain "Relief" \\ मात्रा');
  let made = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(product, product), { minLength: 1, maxLength: 20 }), async (pairs) => {
      const ids = await insertProducts(
        t.app.db,
        pairs.map(([first]) => ({ ...rowOf(first), slug: `product-${++made}`, category_id: category.id })),
      );
      await expectSameJson(t.app.db, ids);
      // Every field updated (but created_at, which nothing updates): the kept JSON is remade from the row as it now is.
      for (const [i, [, second]] of pairs.entries()) {
        const { created_at: _, ...update } = rowOf(second);
        await t.app.db.updateTable('products').set(update).where('id', '=', ids[i]).execute();
      }
      await expectSameJson(t.app.db, ids);
      // The salts in another order (a jsonb update alone).
      await sql`UPDATE products SET composition = (SELECT coalesce(jsonb_agg(salt ORDER BY n DESC), '[]')
        FROM jsonb_array_elements(composition) WITH ORDINALITY AS salts(salt, n)) WHERE id = ANY(${ids}::uuid[])`.execute(t.app.db);
      await expectSameJson(t.app.db, ids);
    }),
    { numRuns: 40 },
  );
  // The times kept their microseconds, which both sides must drop alike.
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM products WHERE extract(microseconds FROM created_at)::int % 1000 <> 0`.execute(t.app.db);
  expect(rows[0].n).toBeGreaterThan(0);
});

it("shows a category's new name in its products' JSON, which are not rewritten", async () => {
  const category = await insertCategory(t.app, 'Ayurveda');
  const [id] = await insertProducts(t.app.db, [
    { ...rowOf(fc.sample(product, { numRuns: 1, seed: 7 })[0]), slug: 'renamed-category-product', category_id: category.id },
  ]);
  const version = async () =>
    (await sql<{ xmin: string }>`SELECT xmin::text FROM products WHERE id = ${id}`.execute(t.app.db)).rows[0].xmin;
  const before = await version();
  await t.app.db
    .updateTable('categories')
    .set({ name: 'Ayurveda "& Herbal"', slug: 'ayurveda-herbal' })
    .where('id', '=', category.id)
    .execute();
  await expectSameJson(t.app.db, [id]);
  expect(JSON.parse((await findProductJsonByIds(t.app.db, [id])).get(id)!).category).toEqual({
    _id: category.id,
    name: 'Ayurveda "& Herbal"',
    slug: 'ayurveda-herbal',
  });
  expect(await version()).toBe(before);
});

it('keeps the JSON of products that were there before the migration, and of those written after it', async () => {
  const { handle, dispose } = await openTestDatabase();
  try {
    const { db } = handle;
    const migrator = await migratorHere(db);
    expect((await migrator.migrateTo('2026-12-03-001-composition-json')).error).toBeUndefined();
    const { id: categoryId } = await db
      .insertInto('categories')
      .values({ name: 'Pain Relief', slug: 'pain' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = fc
      .sample(product, { numRuns: 30, seed: 1 })
      .map((generated, i) => ({ ...rowOf(generated), slug: `old-${i}`, category_id: categoryId }));
    const oldIds = await insertProducts(db, old);

    await migrateToLatest(db);

    await expectSameJson(db, oldIds);
    const newIds = await insertProducts(
      db,
      fc
        .sample(product, { numRuns: 10, seed: 2 })
        .map((generated, i) => ({ ...rowOf(generated), slug: `new-${i}`, category_id: categoryId })),
    );
    await expectSameJson(db, newIds);
    // And back: the migration before it reads its salts' JSON from its generated column again.
    expect((await migrator.migrateTo('2026-12-03-001-composition-json')).error).toBeUndefined();
    const { rows: salts } = await sql<{ composition_json: string }>`SELECT composition_json FROM products WHERE id = ${oldIds[0]}`.execute(
      db,
    );
    expect(JSON.parse(salts[0].composition_json)).toEqual(JSON.parse(old[0].composition));
  } finally {
    await dispose();
  }
});

it('answers only the products that exist', async () => {
  expect((await findProductJsonByIds(t.app.db, ['00000000-0000-4000-8000-000000000000'])).size).toBe(0);
});
