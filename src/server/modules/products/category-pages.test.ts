/**
 * Filtered pages over several categories, or over a price band, come from the catalogue's
 * list order in memory while it matches the database, and from each category's index, merged,
 * in SQL otherwise: by either way, every page of every combination must equal a plain
 * newest-first OFFSET over the same filter, ties on creation time included, and past the last
 * page a page is empty. The total is the sum of each category's, kept per category: it must
 * equal a plain count. A price changed moves its product into or out of a band at once.
 */
import { sql } from 'kysely';
import { PRODUCTS_PER_PAGE } from '../../../shared/catalogue';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { countProducts, listProductJson } from './products.repository';
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

/** The filter's condition in plain SQL; no categories means any. */
function plainFilter(categoryIds: string[], band: [number, number] | undefined) {
  const inCategories = categoryIds.length > 0 ? sql`category_id IN (${sql.join(categoryIds)})` : sql`true`;
  return band ? sql`${inCategories} AND price BETWEEN ${band[0]} AND ${band[1]}` : inCategories;
}

async function byOffset(categoryIds: string[], band: [number, number] | undefined, offset: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM products WHERE ${plainFilter(categoryIds, band)}
    ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT ${PRODUCTS_PER_PAGE}`.execute(t.app.db);
  return rows.map((row) => row.id);
}

async function countOf(categoryIds: string[], band: [number, number] | undefined): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM products WHERE ${plainFilter(categoryIds, band)}`.execute(t.app.db);
  return Number(rows[0].n);
}

async function filterPage(checked: string[], band: readonly number[] | undefined, page: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products/product-filters',
    payload: { checked, radio: band ?? [], page },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { _id: string }[]; total: number }>();
}

const COMBINATIONS = [
  ['one category and a price band', [2], [10, 39]],
  ['two categories', [0, 1], undefined],
  ['three categories', [0, 1, 2], undefined],
  ['two categories and a price band', [1, 2], [20, 39]],
  ['three categories and a price band', [0, 1, 2], [40, 59]],
  ['a price band alone', [], [25, 44]],
] as const;

it.each(COMBINATIONS)('from SQL, every page of %s equals a plain OFFSET', async (_, which, band) => {
  const filter = { categoryIds: which.map((i) => categories[i]), price: band ? ([...band] as [number, number]) : undefined };
  const total = await countProducts(t.app.db, filter);
  expect(total).toBe(await countOf(filter.categoryIds, filter.price));
  for (let offset = 0; offset <= total; offset += PRODUCTS_PER_PAGE) {
    const page = await listProductJson(t.app.db, filter, { limit: PRODUCTS_PER_PAGE, offset }, total);
    const ids = page.map((json) => (JSON.parse(json) as { _id: string })._id);
    expect(ids).toEqual(await byOffset(filter.categoryIds, filter.price, offset));
  }
});

it('from memory, a changed price moves its product out of a band and into another at once', async () => {
  await t.app.searchIndex.rebuilt();
  const band: [number, number] = [10, 39];
  const [moved] = (await filterPage([categories[2]], band, 1)).products;
  await sql`UPDATE products SET price = 65, mrp = greatest(mrp, 65) WHERE id = ${moved._id}`.execute(t.app.db);
  // As the admin's form does after its write: this process drops its cached reads at once (on
  // PostgreSQL the NOTIFY of a write made outside the API arrives a moment later).
  t.app.catalogueCache.invalidate();
  const after = await filterPage([categories[2]], band, 1);
  expect(after.products.map((p) => p._id)).not.toContain(moved._id);
  expect(after.products.map((p) => p._id)).toEqual(await byOffset([categories[2]], band, 0));
  const dearer = await filterPage([categories[2]], [60, 69], 1);
  expect(dearer.products.map((p) => p._id)).toEqual(await byOffset([categories[2]], [60, 69], 0));
  expect(dearer.products.map((p) => p._id)).toContain(moved._id);
});

it.each(COMBINATIONS)('from memory, every page of %s equals a plain OFFSET', async (_, which, band) => {
  await t.app.searchIndex.rebuilt();
  expect(await t.app.searchIndex.freshOrder()).toBeDefined();
  const checked = which.map((i) => categories[i]);
  const { total } = await filterPage(checked, band, 1);
  expect(total).toBeGreaterThan(PRODUCTS_PER_PAGE);
  expect(total).toBe(await countOf(checked, band ? [...band] : undefined));
  for (let page = 1; page <= Math.ceil(total / PRODUCTS_PER_PAGE) + 1; page++) {
    const ids = (await filterPage(checked, band, page)).products.map((p) => p._id);
    expect(ids).toEqual(await byOffset(checked, band ? [...band] : undefined, (page - 1) * PRODUCTS_PER_PAGE));
  }
});
