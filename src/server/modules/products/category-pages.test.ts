/**
 * Filtered pages over several categories, or over one in a price band, come from each
 * category's index, merged: every page of every combination must equal a plain newest-first
 * OFFSET over the same filter, ties on creation time included, and past the last page a page
 * is empty. The total is the sum of
 * each category's, kept per category: it must equal a plain count.
 */
import { sql } from 'kysely';
import { PRODUCTS_PER_PAGE } from '../../../shared/catalogue';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

let t: TestApp;
const categories: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Merged A', 'Merged B', 'Merged C']) categories.push((await insertCategory(t.app, name)).id);
  const base = Date.now() - 48 * 60 * 60_000;
  // 150 products dealt round the three categories; every fourth shares its creation time with
  // the one before (often in another category); prices 10 to 69.
  await insertProducts(
    t.app,
    Array.from({ length: 150 }, (_, i) => ({
      categoryId: categories[(i * 7) % 3],
      name: `Merged ${i}`,
      price: 10 + ((i * 13) % 60),
      createdAt: new Date(base + (i - (i % 4 === 3 ? 1 : 0)) * 60_000),
    })),
  );
});
afterAll(() => t.close());

async function byOffset(categoryIds: string[], band: [number, number] | undefined, offset: number): Promise<string[]> {
  const inBand = band ? sql`AND price BETWEEN ${band[0]} AND ${band[1]}` : sql``;
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM products WHERE category_id IN (${sql.join(categoryIds)}) ${inBand}
    ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT ${PRODUCTS_PER_PAGE}`.execute(t.app.db);
  return rows.map((row) => row.id);
}

async function countOf(categoryIds: string[], band: [number, number] | undefined): Promise<number> {
  const inBand = band ? sql`AND price BETWEEN ${band[0]} AND ${band[1]}` : sql``;
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM products WHERE category_id IN (${sql.join(categoryIds)}) ${inBand}`.execute(t.app.db);
  return Number(rows[0].n);
}

it.each([
  ['one category and a price band', [2], [10, 39]],
  ['two categories', [0, 1], undefined],
  ['three categories', [0, 1, 2], undefined],
  ['two categories and a price band', [1, 2], [20, 39]],
  ['three categories and a price band', [0, 1, 2], [40, 59]],
] as const)('every page of %s equals a plain OFFSET', async (_, which, band) => {
  const checked = which.map((i) => categories[i]);
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products/product-filters',
    payload: { checked, radio: band ?? [], page: 1 },
  });
  const { total } = first.json<{ total: number }>();
  expect(total).toBeGreaterThan(PRODUCTS_PER_PAGE);
  expect(total).toBe(await countOf(checked, band ? [...band] : undefined));
  for (let page = 1; page <= Math.ceil(total / PRODUCTS_PER_PAGE) + 1; page++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/product-filters',
      payload: { checked, radio: band ?? [], page },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ products: { _id: string }[] }>().products.map((p) => p._id);
    expect(ids).toEqual(await byOffset(checked, band ? [...band] : undefined, (page - 1) * PRODUCTS_PER_PAGE));
  }
});
