/**
 * Fills an empty shop with a believable demo catalogue on first start: the demo categories
 * and over a hundred products with their medicine facts, each with a packshot drawn locally and
 * stored through the same re-encoding as uploads. Does nothing once any product exists, so a
 * real shop is never touched.
 */
import type { Kysely } from 'kysely';
import { slugify } from '../../shared/format';
import type { Database } from '../db/database';
import { insertCategory, listCategories } from '../modules/categories/categories.repository';
import { encodePhoto, type EncodedPhoto } from '../modules/photos/photo-pipeline';
import { photoColumns, savePhoto } from '../modules/photos/photos.repository';
import { hasAnyProduct, insertProducts } from '../modules/products/products.repository';
import { type DemoFacts, DEMO_FACTS } from './demo-facts';
import { packshotSvg } from './demo-packshot';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoCategory, type DemoProduct } from './demo-products';

export type SeedLog = { info(msg: string): void };

/** Images encoded at once: enough to keep two cores busy without holding many in memory. */
const PHOTO_BATCH = 4;
const HOUR = 60 * 60 * 1000;

/** Makes sure every demo category exists (matching names ignoring case); returns ids by name. */
export async function ensureDemoCategories(db: Kysely<Database>): Promise<Map<string, string>> {
  const existing = await listCategories(db);
  const byName = new Map(existing.map((c) => [c.name.toLowerCase(), c.id]));
  const slugs = new Set(existing.map((c) => c.slug));
  const missing = DEMO_CATEGORIES.filter((c) => !byName.has(c.name.toLowerCase())).map((c) => {
    let slug = slugify(c.name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(c.name)}-${n}`;
    slugs.add(slug);
    return { name: c.name, slug };
  });
  for (const values of missing) {
    const added = await insertCategory(db, values);
    byName.set(added.name.toLowerCase(), added.id);
  }
  return new Map(DEMO_CATEGORIES.map((c) => [c.name, byName.get(c.name.toLowerCase())!]));
}

type Entry = { category: DemoCategory; product: DemoProduct };

/** Round-robin over the categories, so "newest first" shows a mix rather than one category. */
function interleaved(): Entry[] {
  const lists = DEMO_CATEGORIES.map((category) => DEMO_PRODUCTS[category.name].map((product) => ({ category, product })));
  const longest = Math.max(...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) => lists.map((l) => l[i]).filter(Boolean)).flat();
}

function drawPhoto({ category, product }: Entry): Promise<EncodedPhoto> {
  const [name, pack, , , shape] = product;
  const svg = packshotSvg({
    name,
    pack,
    category: category.name,
    colour: category.colour,
    accent: category.accent,
    shape: shape ?? category.shape,
  });
  return encodePhoto(Buffer.from(svg));
}

async function drawAll(entries: Entry[]): Promise<EncodedPhoto[]> {
  const photos: EncodedPhoto[] = [];
  for (let i = 0; i < entries.length; i += PHOTO_BATCH) {
    photos.push(...(await Promise.all(entries.slice(i, i + PHOTO_BATCH).map(drawPhoto))));
  }
  return photos;
}

/** Stock between 20 and 500 that looks counted rather than random; shipping mostly on. */
const stockFor = (i: number) => 20 + ((i * 137) % 481);
const shipsFor = (i: number) => i % 9 !== 4;

/** An MRP at or up to a quarter above the price, in whole rupees, as packs print it. */
const MARKUPS = [0, 0.05, 0.1, 0.15, 0.2, 0.25];
const mrpFor = (price: number, i: number) => Math.max(price, Math.ceil(price * (1 + MARKUPS[i % MARKUPS.length])));

const STORAGE: Partial<Record<DemoFacts['form'], string>> = {
  tablet: 'Store below 30 °C, away from light and moisture',
  capsule: 'Store below 25 °C in a dry place',
  syrup: 'Store below 25 °C; do not freeze',
  suspension: 'Store below 25 °C; shake well before use; do not freeze',
  cream: 'Store below 25 °C; close the tube after use',
  gel: 'Store below 25 °C',
  ointment: 'Store below 30 °C',
  drops: 'Store below 25 °C; use within a month of opening',
};

/** Batches of medicines expire between 2027 and 2028; other goods carry no expiry here. */
function expiryFor(facts: DemoFacts, i: number): string | null {
  if (facts.hsn !== '3004') return null;
  const month = 2 + ((i * 5) % 22);
  return `${2027 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;
}

function factsOf(name: string): DemoFacts {
  const facts = DEMO_FACTS[name];
  if (!facts) throw new Error(`The demo product ${name} has no entry in demo-facts.ts`);
  return facts;
}

/** The medicine facts' columns of the i-th demo product. */
function factColumns(name: string, pack: string, price: number, i: number) {
  const facts = factsOf(name);
  return {
    mrp: mrpFor(price, i),
    manufacturer: facts.maker,
    pack_size: pack,
    units_per_pack: facts.units,
    dosage_form: facts.form,
    composition: JSON.stringify(facts.salts),
    schedule: facts.schedule,
    hsn_code: facts.hsn,
    gst_rate: facts.gst,
    storage: STORAGE[facts.form] ?? null,
    expires_on: expiryFor(facts, i),
  };
}

export async function seedDemoCatalogue(db: Kysely<Database>, log: SeedLog): Promise<void> {
  if (await hasAnyProduct(db)) return;
  const started = Date.now();
  const categoryIds = await ensureDemoCategories(db);
  const entries = interleaved();
  for (const { product } of entries) factsOf(product[0]); // a missing entry fails before any drawing
  const photos = await drawAll(entries);
  await db.transaction().execute(async (trx) => {
    const rows = entries.map(({ category, product: [name, pack, price, description] }, i) => ({
      name: `${name}, ${pack}`,
      slug: slugify(`${name} ${pack}`),
      description,
      price,
      quantity: stockFor(i),
      shipping: shipsFor(i),
      category_id: categoryIds.get(category.name)!,
      ...factColumns(name, pack, price, i),
      ...photoColumns(photos[i]),
      // The first entry is the oldest; one every few hours up to now.
      created_at: new Date(started - (entries.length - i) * 3 * HOUR),
    }));
    const ids = await insertProducts(trx, rows);
    for (const [i, id] of ids.entries()) await savePhoto(trx, id, photos[i]);
  });
  log.info(`Demo catalogue: ${entries.length} products in ${categoryIds.size} categories (${Date.now() - started} ms)`);
}
