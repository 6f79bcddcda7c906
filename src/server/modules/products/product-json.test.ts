/**
 * product-json.ts against product-shape.ts: the database's JSON of a product is, character for
 * character, JSON.stringify(toApiProduct(row)) of the same row, for products of every kind:
 * text with quotes, backslashes, control characters and scripts past ASCII; prices with and
 * without paise, MRPs above and at the price, both 0; odd and even pack sizes; a photo or
 * none; salts or none; times with microseconds; every schedule.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { insertCategory } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
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

it('makes the JSON toApiProduct makes, character for character, for products of every kind', async () => {
  const category = await insertCategory(t.app, 'Pain "Relief" \\ मात्रा');
  let made = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(product, { minLength: 1, maxLength: 20 }), async (products) => {
      const ids = await insertProducts(
        t.app.db,
        products.map(({ prices: [price, mrp], photo, expires_on, composition, ...fields }) => ({
          ...fields,
          price: rupees(price),
          mrp: rupees(mrp),
          slug: `product-${++made}`,
          category_id: category.id,
          photo_version: photo?.[0] ?? null,
          photo_width: photo?.[1] ?? null,
          photo_height: photo?.[2] ?? null,
          composition: JSON.stringify(composition),
          expires_on: expires_on ? `${expires_on[0]}-${String(expires_on[1]).padStart(2, '0')}-01` : null,
        })),
      );
      const expectSame = async () => {
        const fromRows = new Map((await findProductsByIds(t.app.db, ids)).map((row) => [row.id, JSON.stringify(toApiProduct(row))]));
        const fromDatabase = await findProductJsonByIds(t.app.db, ids);
        expect(ids.map((id) => fromDatabase.get(id))).toEqual(ids.map((id) => fromRows.get(id)));
      };
      await expectSame();
      // The salts' JSON is a generated column: an update of the salts (here, their order reversed) must remake it.
      await sql`UPDATE products SET composition = (SELECT coalesce(jsonb_agg(salt ORDER BY n DESC), '[]')
        FROM jsonb_array_elements(composition) WITH ORDINALITY AS salts(salt, n)) WHERE id = ANY(${ids}::uuid[])`.execute(t.app.db);
      await expectSame();
    }),
    { numRuns: 60 },
  );
  // The times kept their microseconds, which both sides must drop alike.
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM products WHERE extract(microseconds FROM created_at)::int % 1000 <> 0`.execute(t.app.db);
  expect(rows[0].n).toBeGreaterThan(0);
});

it('answers only the products that exist', async () => {
  expect((await findProductJsonByIds(t.app.db, ['00000000-0000-4000-8000-000000000000'])).size).toBe(0);
});
