import { PRODUCTS_PER_PAGE } from '../../../shared/catalogue';
import { createCapturedApp, type CapturedApp } from '../../testing/captured-app';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { multipartBody } from '../../testing/multipart';
import { postOrder } from '../../testing/order-fixtures';
import { insertAdmin, insertUser } from '../../testing/test-app';
import { buildPageBoundaries, pageBoundaries } from './page-boundaries';
import { listProductJson } from './products.repository';

jest.setTimeout(60_000);

let t: CapturedApp;
let admin: string;
let categoryId: string;
/** A second category, its products interleaved in time with the first's. */
let other: { id: string; slug: string };

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
  other = await insertCategory(t.app, 'Other shelf');
  await insertProducts(
    t.app,
    Array.from({ length: 61 }, (_, i) => ({ categoryId: other.id, name: `Other ${i}`, createdAt: new Date(base + (i * 5 + 2) * 60_000) })),
  );
});
afterAll(() => t.close());

/** The newest-first ids at `offset` by a plain OFFSET (of one category's list when given): what every page must equal. */
async function byOffset(offset: number, limit: number, inCategory?: string): Promise<string[]> {
  let query = t.app.db.selectFrom('products').select('id');
  if (inCategory) query = query.where('category_id', '=', inCategory);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  return rows.map((row) => row.id);
}

/** How many times the server built the boundaries so far (its debug log says each time). */
const builds = () => t.logLines().filter((line) => line.msg === 'page boundaries built').length;
const total = async () => (await byOffset(0, 1_000_000)).length;
const ids = (products: { _id: string }[]) => products.map((p) => p._id);
/** The ids of a page of products' JSON (listProductJson). */
const idsOf = (page: string[]) => ids(page.map((json) => JSON.parse(json) as { _id: string }));

async function categoryPage(slug: string, page: number) {
  const res = await t.app.inject({ url: `/api/v1/products/product-category/${slug}?page=${page}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { _id: string }[]; total: number }>();
}

/** Every page of the `Other shelf` category, and one past its end, equals OFFSET over that category alone. */
async function expectEveryCategoryPageAsByOffset() {
  const count = (await byOffset(0, 1_000_000, other.id)).length;
  for (let page = 1; page <= Math.ceil(count / PRODUCTS_PER_PAGE) + 1; page++) {
    const body = await categoryPage(other.slug, page);
    expect(body.total).toBe(count);
    expect(ids(body.products)).toEqual(await byOffset((page - 1) * PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE, other.id));
  }
}

async function productList(page: number) {
  const res = await t.app.inject({ url: `/api/v1/products/product-list/${page}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { _id: string }[]; total: number }>();
}

/** Asks for a deep page until the boundaries (whose build that starts) are there. */
async function boundariesBuilt() {
  for (let i = 0; i < 100 && !pageBoundaries(t.app); i++) await new Promise((r) => setTimeout(r, 20));
  const boundaries = pageBoundaries(t.app);
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
          const page = await listProductJson(t.app.db, {}, { limit: perPage, offset }, count, boundaries);
          expect(idsOf(page)).toEqual(await byOffset(offset, perPage));
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
    expect(pageBoundaries(t.app)).toBeUndefined();
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

  it("keeps a category's own boundaries, whose pages equal OFFSET over that category", async () => {
    // Counted, not assumed: an earlier test deletes two products of the whole list, which may be this category's.
    const count = (await byOffset(0, 1_000_000, other.id)).length;
    const whole = await buildPageBoundaries(t.app.db, 24);
    const own = await buildPageBoundaries(t.app.db, 24, { categoryId: other.id });
    expect(own.categoryId).toBe(other.id);
    expect(own.count).toBe(Math.ceil(count / PRODUCTS_PER_PAGE));
    for (let offset = PRODUCTS_PER_PAGE; offset < count; offset += PRODUCTS_PER_PAGE) {
      const filter = { categoryIds: [other.id] };
      const page = await listProductJson(t.app.db, filter, { limit: PRODUCTS_PER_PAGE, offset }, count, own);
      expect(idsOf(page)).toEqual(await byOffset(offset, PRODUCTS_PER_PAGE, other.id));
      // The whole catalogue's boundaries are not this list's: they are ignored, and OFFSET answers.
      const ignoring = await listProductJson(t.app.db, filter, { limit: PRODUCTS_PER_PAGE, offset }, count, whole);
      expect(idsOf(ignoring)).toEqual(await byOffset(offset, PRODUCTS_PER_PAGE, other.id));
    }
    await categoryPage(other.slug, 2);
    for (let i = 0; i < 100 && !pageBoundaries(t.app, { categoryId: other.id }); i++) await new Promise((r) => setTimeout(r, 20));
    expect(pageBoundaries(t.app, { categoryId: other.id })?.ids.equals(own.ids)).toBe(true);
    await expectEveryCategoryPageAsByOffset();
  });

  it("rebuilds a category's boundaries when a product moves into it, and serves its pages right meanwhile", async () => {
    await categoryPage(other.slug, 2);
    for (let i = 0; i < 100 && !pageBoundaries(t.app, { categoryId: other.id }); i++) await new Promise((r) => setTimeout(r, 20));
    const before = pageBoundaries(t.app, { categoryId: other.id })!;
    const [moved] = await byOffset(30, 1, categoryId);
    const row = await t.app.db.selectFrom('products').selectAll().where('id', '=', moved).executeTakeFirstOrThrow();
    const form = {
      name: row.name,
      description: row.description,
      price: row.price,
      quantity: String(row.quantity),
      category: other.id,
      shipping: '1',
    };
    const { payload, headers } = await multipartBody(form);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/products/update-product/${moved}`,
      payload,
      headers: { ...headers, authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    await expectEveryCategoryPageAsByOffset();
    for (let i = 0; i < 100 && !pageBoundaries(t.app, { categoryId: other.id }); i++) await new Promise((r) => setTimeout(r, 20));
    const after = pageBoundaries(t.app, { categoryId: other.id })!;
    expect(after.version).not.toBe(before.version);
    await expectEveryCategoryPageAsByOffset();
  });

  it('keeps the boundaries through an order, which changes stock but not where any page starts', async () => {
    const kept = await boundariesBuilt();
    const before = builds();
    const shopper = await insertUser(t.app);
    const [productId] = await byOffset(100, 1);
    const order = await postOrder(t.app, shopper, [{ _id: productId }]);
    expect(order.statusCode).toBe(201);
    // A change of stock alone leaves them as they were: no check, no build.
    expect(pageBoundaries(t.app)).toBe(kept);
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
