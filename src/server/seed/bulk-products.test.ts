/**
 * The bulk seed's products exercise what medicines need at scale: compositions shared by many
 * brands (substitutes), salts to search by, MRP never below the price, a mix of schedules.
 */
import { createTestApp, type TestApp } from '../testing/test-app';
import { COMPOSITIONS, insertGeneratedProducts } from './bulk-products';
import { ensureDemoCategories } from './demo-catalogue';

jest.setTimeout(30_000);

let t: TestApp;
const COUNT = 3000;

beforeAll(async () => {
  t = await createTestApp();
  await insertGeneratedProducts(t.app.db, COUNT, await ensureDemoCategories(t.app.db), () => {});
});
afterAll(() => t.close());

it('draws compositions from a few hundred, each shared by several brands, with schedules and MRPs', async () => {
  expect(COMPOSITIONS.length).toBeGreaterThanOrEqual(200);
  const rows = await t.app.db
    .selectFrom('products')
    .select([
      'composition_key',
      'schedule',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.sum<string>(eb.case().when('price', '>', eb.ref('mrp')).then(1).else(0).end()).as('above'),
    ])
    .groupBy(['composition_key', 'schedule'])
    .execute();
  const medicines = rows.filter((r) => r.composition_key !== '');
  expect(medicines.length).toBeGreaterThanOrEqual(200);
  expect(medicines.every((r) => Number(r.n) >= 5)).toBe(true);
  expect(rows.every((r) => Number(r.above) === 0)).toBe(true);
  expect(new Set(rows.map((r) => r.schedule))).toEqual(new Set(['OTC', 'H', 'H1']));
});

it('gives substitutes and salt search something to find', async () => {
  const products = (await t.app.inject({ url: '/api/v1/products/search/azithromycin%20500' })).json();
  expect(products.length).toBeGreaterThan(5);
  const substitutes = (await t.app.inject({ url: `/api/v1/products/substitutes/${products[0]._id}` })).json().products;
  expect(substitutes).toHaveLength(12);
  expect(
    substitutes.every((p: { composition: unknown }) => JSON.stringify(p.composition) === JSON.stringify(products[0].composition)),
  ).toBe(true);
});
