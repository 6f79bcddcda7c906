import { PRODUCTS_PER_PAGE } from '../../../shared/catalogue';
import { createCapturedApp, type CapturedApp } from '../../testing/captured-app';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { multipartBody } from '../../testing/multipart';
import { insertAdmin, insertUser } from '../../testing/test-app';
import { buildPageBoundaries, newestPageBoundaries } from './page-boundaries';
import { listProducts } from './products.repository';

jest.setTimeout(60_000);

let t: CapturedApp;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createCapturedApp({ logLevel: 'debug' });
  admin = (await insertAdmin(t.app)).token;
  categoryId = (await insertCategory(t.app, 'Paged')).id;
  // 290 products: not a whole number of pages; every fifth shares its creation time with the
  // one before, so the order's tie-break on id counts too.
  const base = Date.now() - 48 * 60 * 60_000;
  await insertProducts(
    t.app,
    Array.from({ length: 290 }, (_, i) => ({
      categoryId,
      name: `Paged ${i}`,
      createdAt: new Date(base + (i - (i % 5 === 4 ? 1 : 0)) * 60_000),
    })),
  );
});
afterAll(() => t.close());

/** The newest-first ids at `offset` by a plain OFFSET: what every page must equal. */
async function byOffset(offset: number, limit: number): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('products')
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** How many times the server built the boundaries so far (its debug log says each time). */
const builds = () => t.logLines().filter((line) => line.msg === 'page boundaries built').length;
const total = async () => (await byOffset(0, 1_000_000)).length;
const ids = (products: { _id: string }[]) => products.map((p) => p._id);

async function productList(page: number) {
  const res = await t.app.inject({ url: `/api/v1/products/product-list/${page}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { _id: string }[]; total: number }>();
}

/** Asks for a deep page until the boundaries (whose build that starts) are there. */
async function boundariesBuilt() {
  for (let i = 0; i < 100 && !newestPageBoundaries(t.app); i++) await new Promise((r) => setTimeout(r, 20));
  const boundaries = newestPageBoundaries(t.app);
  expect(boundaries).toBeDefined();
  return boundaries!;
}

async function expectEveryPageAsByOffset() {
  const count = await total();
  const pages = Math.ceil(count / PRODUCTS_PER_PAGE);
  for (let page = 1; page <= pages + 1; page++) {
    const body = await productList(page);
    expect(body.total).toBe(count);
    expect(ids(body.products)).toEqual(await byOffset((page - 1) * PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE));
  }
}

async function sendProduct(name: string) {
  const { payload, headers } = await multipartBody({
    name,
    description: 'New.',
    price: '10',
    quantity: '5',
    category: categoryId,
    shipping: '1',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products/create-product',
    payload,
    headers: { ...headers, authorization: admin },
  });
  expect(res.statusCode).toBe(201);
}

async function deleteProduct(id: string) {
  const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/products/delete-product/${id}`, headers: { authorization: admin } });
  expect(res.statusCode).toBe(200);
}

describe('the page-boundary index', () => {
  it('starts every page where a plain OFFSET does, built in one statement or in pieces, at any page size', async () => {
    const count = await total();
    for (const piece of [6000, 24, 12]) {
      const boundaries = await buildPageBoundaries(t.app.db, piece);
      expect(boundaries.count).toBe(Math.ceil(count / PRODUCTS_PER_PAGE));
      for (const perPage of [PRODUCTS_PER_PAGE, 5, 24, 100]) {
        for (let offset = perPage; offset < count + perPage; offset += perPage) {
          const rows = await listProducts(t.app.db, {}, { limit: perPage, offset }, count, boundaries);
          expect(rows.map((row) => row.id)).toEqual(await byOffset(offset, perPage));
        }
      }
    }
  });

  it('serves every product-list page as OFFSET would, before and after products are created and deleted', async () => {
    await productList(2);
    await boundariesBuilt();
    await expectEveryPageAsByOffset();

    await sendProduct('Fresh product');
    const [, second, third] = await byOffset(40, 3);
    await deleteProduct(second);
    await deleteProduct(third);
    // Dropped by the writes: pages go the OFFSET way while the next build runs, and are right either way.
    expect(newestPageBoundaries(t.app)).toBeUndefined();
    await expectEveryPageAsByOffset();
    const rebuilt = await boundariesBuilt();
    expect(rebuilt.count).toBe(Math.ceil((await total()) / PRODUCTS_PER_PAGE));
    await expectEveryPageAsByOffset();
  });

  it('answers an empty page past the end', async () => {
    const count = await total();
    await boundariesBuilt();
    expect((await productList(Math.ceil(count / PRODUCTS_PER_PAGE) + 1)).products).toEqual([]);
    expect((await productList(100_000)).products).toEqual([]);
  });

  it('keeps the boundaries through an order, which changes stock but not where any page starts', async () => {
    const kept = await boundariesBuilt();
    const before = builds();
    const shopper = await insertUser(t.app);
    const [productId] = await byOffset(100, 1);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: { authorization: shopper.token },
      payload: { cart: [{ _id: productId }], address: '12 MG Road', paymentMethod: 'COD' },
    });
    expect(order.statusCode).toBe(201);
    // The write set them aside: the next ask checks search_version, and they come back unbuilt.
    expect(newestPageBoundaries(t.app)).toBeUndefined();
    const after = await boundariesBuilt();
    expect(after.ids.equals(kept.ids)).toBe(true);
    expect(builds()).toBe(before);
    await expectEveryPageAsByOffset();
  });

  it('is built once when many first requests ask for deep pages at the same time', async () => {
    await sendProduct('Moves every page');
    const before = builds();
    const pages = Array.from({ length: 20 }, (_, i) => 2 + i);
    const answers = await Promise.all(pages.map(productList));
    for (const [i, page] of pages.entries()) {
      expect(ids(answers[i].products)).toEqual(await byOffset((page - 1) * PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE));
    }
    await boundariesBuilt();
    expect(builds() - before).toBe(1);
  });
});
