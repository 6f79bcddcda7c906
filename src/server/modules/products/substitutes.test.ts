/**
 * getSubstitutes: the other brands of exactly the same composition (salts by name and strength,
 * regardless of order, case and spacing), in stock first, cheapest per unit first, at most 12,
 * each with its saving per unit against the product asked about.
 */
import { sql } from 'kysely';
import { insertCategory, insertProduct, insertProducts } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(30_000);

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await insertCategory(t.app, 'Pain Relief')).id;
});
afterAll(() => t.close());

type Substitute = { name: string; pricePerUnit: number; savingPercent: number; quantity: number };

async function substitutes(productId: string): Promise<Substitute[]> {
  const res = await t.app.inject({ url: `/api/v1/products/substitutes/${productId}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().products;
}

const AMOX_CLAV = [
  { name: 'Amoxicillin', strength: '500 mg' },
  { name: 'Clavulanic Acid', strength: '125 mg' },
];

describe('the equality rule', () => {
  it('matches salts regardless of order, case and spacing, and nothing else', async () => {
    const given = await insertProduct(t.app, { categoryId, name: 'Amoxiclav 625', price: 200, unitsPerPack: 10, composition: AMOX_CLAV });
    await insertProducts(t.app, [
      { categoryId, name: 'Reordered', price: 150, unitsPerPack: 10, composition: [AMOX_CLAV[1], AMOX_CLAV[0]] },
      {
        categoryId,
        name: 'Shouting',
        price: 180,
        unitsPerPack: 10,
        composition: [
          { name: 'AMOXICILLIN', strength: '500MG' },
          { name: 'clavulanic acid', strength: '125 mg' },
        ],
      },
      {
        categoryId,
        name: 'Spaced',
        price: 190,
        unitsPerPack: 10,
        composition: [
          { name: ' Amoxicillin', strength: '500  mg ' },
          { name: 'ClavulanicAcid', strength: '125mg' },
        ],
      },
      {
        categoryId,
        name: 'Other strength',
        price: 100,
        unitsPerPack: 10,
        composition: [{ name: 'Amoxicillin', strength: '250 mg' }, AMOX_CLAV[1]],
      },
      { categoryId, name: 'One salt only', price: 100, unitsPerPack: 10, composition: [AMOX_CLAV[0]] },
      {
        categoryId,
        name: 'An extra salt',
        price: 100,
        unitsPerPack: 10,
        composition: [...AMOX_CLAV, { name: 'Lactobacillus', strength: '60 million spores' }],
      },
    ]);
    expect((await substitutes(given.id)).map((p) => p.name)).toEqual(['Reordered', 'Shouting', 'Spaced']);
  });

  it('lists nothing for a product without a composition, even beside others without one', async () => {
    const device = await insertProduct(t.app, { categoryId, name: 'Digital Thermometer' });
    await insertProduct(t.app, { categoryId, name: 'Another Thermometer' });
    expect(await substitutes(device.id)).toEqual([]);
  });

  it('answers 404 for a product that does not exist, and 400 for an id that is not one', async () => {
    const missing = await t.app.inject({ url: '/api/v1/products/substitutes/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found' });
    expect((await t.app.inject({ url: '/api/v1/products/substitutes/not-an-id' })).statusCode).toBe(400);
  });
});

describe('order and saving', () => {
  const ZINC = [{ name: 'Zinc Gluconate', strength: '20 mg' }];

  it('lists in-stock brands first, then cheapest per unit, with the saving per unit in whole percent', async () => {
    const given = await insertProduct(t.app, { categoryId, name: 'Zincovit', price: 60, unitsPerPack: 15, composition: ZINC }); // ₹4 a tablet
    await insertProducts(t.app, [
      { categoryId, name: 'Dearer', price: 50, unitsPerPack: 10, composition: ZINC }, // ₹5: 25% dearer
      { categoryId, name: 'Cheapest but sold out', price: 10, unitsPerPack: 10, quantity: 0, composition: ZINC },
      { categoryId, name: 'Big pack', price: 90, unitsPerPack: 30, composition: ZINC }, // ₹3: 25% cheaper
      { categoryId, name: 'Odd pack', price: 35, unitsPerPack: 9, composition: ZINC }, // ₹3.89: 3% cheaper (2.78)
    ]);
    const found = await substitutes(given.id);
    expect(found.map((p) => [p.name, p.pricePerUnit, p.savingPercent])).toEqual([
      ['Big pack', 3, 25],
      ['Odd pack', 3.89, 3],
      ['Dearer', 5, -25],
      ['Cheapest but sold out', 1, 75],
    ]);
    expect(found.some((p) => p.name === 'Zincovit')).toBe(false);
  });

  it('lists at most 12, the cheapest', async () => {
    const key = [{ name: 'Cetirizine', strength: '10 mg' }];
    const given = await insertProduct(t.app, { categoryId, name: 'Allercet', price: 100, composition: key });
    await insertProducts(
      t.app,
      Array.from({ length: 15 }, (_, i) => ({ categoryId, name: `Brand ${String(i).padStart(2, '0')}`, price: 20 + i, composition: key })),
    );
    const found = await substitutes(given.id);
    expect(found.map((p) => p.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Brand ${String(i).padStart(2, '0')}`));
  });

  /** `count` brands of `key` named `label 00`, `label 01`…, priced from `from` rupees up, each with `quantity` in stock. */
  const brands = (key: { name: string; strength: string }[], count: number, from: number, label: string, quantity: number) =>
    Array.from({ length: count }, (_, i) => ({
      categoryId,
      name: `${label} ${String(i).padStart(2, '0')}`,
      price: from + i,
      quantity,
      composition: key,
    }));

  it('fills the list with in-stock brands before any sold-out one, however cheap', async () => {
    const key = [{ name: 'Levocetirizine', strength: '5 mg' }];
    const given = await insertProduct(t.app, { categoryId, name: 'Levocet', price: 100, composition: key });
    await insertProducts(t.app, [...brands(key, 3, 1, 'Sold out', 0), ...brands(key, 14, 50, 'In stock', 10)]);
    const found = await substitutes(given.id);
    expect(found.map((p) => p.name)).toEqual(Array.from({ length: 12 }, (_, i) => `In stock ${String(i).padStart(2, '0')}`));
  });

  it('follows a short in-stock list with the sold-out brands, cheapest first', async () => {
    const key = [{ name: 'Bilastine', strength: '20 mg' }];
    const given = await insertProduct(t.app, { categoryId, name: 'Bilasure', price: 100, composition: key });
    await insertProducts(t.app, [...brands(key, 15, 1, 'Sold out', 0), ...brands(key, 3, 50, 'In stock', 10)]);
    const found = await substitutes(given.id);
    expect(found.map((p) => p.name)).toEqual([
      'In stock 00',
      'In stock 01',
      'In stock 02',
      ...Array.from({ length: 9 }, (_, i) => `Sold out ${String(i).padStart(2, '0')}`),
    ]);
  });

  it('keeps stock out of every product index, so an order changing stock writes no index entry', async () => {
    // An UPDATE is heap-only (no index entries) only when no indexed column, expression or predicate changes.
    const { rows } = await sql<{ indexdef: string }>`
      SELECT pg_get_indexdef(indexrelid) AS indexdef FROM pg_index WHERE indrelid = 'products'::regclass`.execute(t.app.db);
    expect(rows.length).toBeGreaterThan(5);
    for (const { indexdef } of rows) expect(indexdef).not.toMatch(/\b(quantity|updated_at)\b/);
  });

  it('is a cached catalogue read: an ETag, and 304 for a client that has the answer', async () => {
    const key = [{ name: 'Fexofenadine', strength: '120 mg' }];
    const given = await insertProduct(t.app, { categoryId, name: 'Fexowel 120', price: 90, composition: key });
    await insertProduct(t.app, { categoryId, name: 'Allerfex 120', price: 80, composition: key });
    const url = `/api/v1/products/substitutes/${given.id}`;
    const first = await t.app.inject({ url });
    expect(first.headers.etag).toEqual(expect.any(String));
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sees a change of stock or composition at once (the cached answer is dropped)', async () => {
    const key = [{ name: 'Loratadine', strength: '10 mg' }];
    const given = await insertProduct(t.app, { categoryId, name: 'Lorfast', price: 50, composition: key });
    const other = await insertProduct(t.app, { categoryId, name: 'Loridin', price: 40, composition: key });
    expect((await substitutes(given.id)).map((p) => p.name)).toEqual(['Loridin']);
    await t.app.db.updateTable('products').set({ composition: '[]' }).where('id', '=', other.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the NOTIFY that drops the cache
    expect(await substitutes(given.id)).toEqual([]);
  });
});

describe('the answer', () => {
  it('carries each substitute as get-product answers it, plus its saving, in ASCII JSON', async () => {
    const key = [{ name: 'Ondansetron', strength: '4 mg' }];
    const given = await insertProduct(t.app, { categoryId, name: 'Emeset', price: 40, composition: key });
    const others = await insertProducts(t.app, [
      {
        categoryId,
        name: 'Vomikind — मुँह में घुलने वाली',
        description: 'Store below 25°C; ₹ per strip.',
        price: 30,
        mrp: 45,
        composition: key,
        photo: true,
      },
      { categoryId, name: 'Ondem MD', price: 44, schedule: 'H', expiresOn: '2028-06', composition: key },
    ]);
    const res = await t.app.inject({ url: `/api/v1/products/substitutes/${given.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toMatch(/^[\x20-\x7e]*$/);
    const asGetProduct = async (slug: string) =>
      (await t.app.inject({ url: `/api/v1/products/get-product/${slug}` })).json().product as Record<string, unknown>;
    const [cheaper, dearer] = others;
    expect(res.json()).toEqual({
      success: true,
      products: [
        { ...(await asGetProduct(cheaper.slug)), savingPercent: 25 },
        { ...(await asGetProduct(dearer.slug)), savingPercent: -10 },
      ],
    });
  });
});
