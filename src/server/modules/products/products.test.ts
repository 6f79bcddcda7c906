import { PRODUCTS_PER_PAGE, RELATED_LIMIT } from '../../../shared/catalogue';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { multipartBody, type FormFields } from '../../testing/multipart';
import { createTestApp, insertAdmin, insertUser, type TestApp } from '../../testing/test-app';

// Starting an embedded database takes a few seconds on a busy two-core machine.
jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let shopper: string;
let pain: { id: string; slug: string };
let vitamins: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertAdmin(t.app)).token;
  shopper = (await insertUser(t.app)).token;
  pain = await insertCategory(t.app, 'Pain Relief');
  vitamins = await insertCategory(t.app, 'Vitamins');
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function sendForm(method: 'POST' | 'PUT', url: string, fields: FormFields, token = admin) {
  const { payload, headers } = await multipartBody(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, authorization: token } });
}

const productFields = (overrides: Record<string, string> = {}): FormFields => ({
  name: 'Paracetamol 500 mg Tablet',
  description: 'Relieves fever and mild pain.',
  price: '19.5',
  quantity: '100',
  category: pain.id,
  shipping: '1',
  ...overrides,
});

const createProduct = (fields: FormFields, token = admin) => sendForm('POST', '/api/v1/products/create-product', fields, token);
const get = (url: string) => t.app.inject({ url });

describe('creating, reading, updating and deleting a product', () => {
  it('creates a product in the contract shape, with price as a number and no photo', async () => {
    const res = await createProduct(productFields());
    expect(res.statusCode).toBe(201);
    const { product, message } = res.json();
    expect(message).toBe('Product created');
    expect(product).toEqual({
      _id: expect.any(String),
      name: 'Paracetamol 500 mg Tablet',
      slug: 'paracetamol-500-mg-tablet',
      description: 'Relieves fever and mild pain.',
      price: 19.5,
      quantity: 100,
      shipping: true,
      category: { _id: pain.id, name: 'Pain Relief', slug: pain.slug },
      photo: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // The medicine facts' defaults for a form that sends none of them.
      mrp: 19.5,
      discountPercent: 0,
      manufacturer: '',
      packSize: '',
      unitsPerPack: 1,
      pricePerUnit: 19.5,
      dosageForm: 'other',
      composition: [],
      schedule: 'OTC',
      rxRequired: false,
      hsnCode: '3004',
      gstRate: 5,
      storage: null,
      countryOfOrigin: 'India',
      expiresOn: null,
      maxPerOrder: 10,
    });
    const read = await get(`/api/v1/products/get-product/${product.slug}`);
    expect(read.json()).toEqual({ success: true, product });
  });

  it('gives a second product of the same name a suffixed slug, and shipping false when absent', async () => {
    const { shipping, ...withoutShipping } = productFields({ name: 'PARACETAMOL 500 mg tablet' });
    expect(shipping).toBe('1');
    const { product } = (await createProduct(withoutShipping)).json();
    expect(product.slug).toBe('paracetamol-500-mg-tablet-2');
    expect(product.shipping).toBe(false);
  });

  it('updates fields, recomputes the slug on a new name and keeps it otherwise', async () => {
    const { product } = (await createProduct(productFields({ name: 'Ibuprofen 200 mg' }))).json();
    const url = `/api/v1/products/update-product/${product._id}`;
    const same = await sendForm('PUT', url, productFields({ name: 'Ibuprofen 200 mg', quantity: '0', shipping: 'false' }));
    expect(same.statusCode).toBe(200);
    expect(same.json().product).toMatchObject({ slug: 'ibuprofen-200-mg', quantity: 0, shipping: false });
    const renamed = await sendForm('PUT', url, productFields({ name: 'Ibuprofen 400 mg', price: '42', category: vitamins.id }));
    expect(renamed.json()).toMatchObject({
      success: true,
      message: 'Product updated',
      product: { slug: 'ibuprofen-400-mg', price: 42, category: { _id: vitamins.id, name: 'Vitamins' } },
    });
    expect((await get('/api/v1/products/get-product/ibuprofen-200-mg')).statusCode).toBe(404);
  });

  it('deletes a product, then answers 404 for it', async () => {
    const { product } = (await createProduct(productFields({ name: 'Short-lived' }))).json();
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/products/delete-product/${product._id}`, headers: { authorization: admin } });
    expect((await del()).json()).toEqual({ success: true, message: 'Product deleted' });
    expect((await del()).statusCode).toBe(404);
    expect((await get(`/api/v1/products/get-product/${product.slug}`)).statusCode).toBe(404);
  });
});

describe('refusals on product writes', () => {
  it('needs an administrator', async () => {
    expect((await createProduct(productFields(), '')).statusCode).toBe(401);
    expect((await createProduct(productFields(), shopper)).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/delete-product/${UNKNOWN_ID}`,
      headers: { authorization: shopper },
    });
    expect(del.statusCode).toBe(403);
  });

  it.each([
    [{ name: '   ' }, "'name'"],
    [{ description: ' ' }, "'description'"],
    [{ price: '-1' }, "'price'"],
    [{ price: 'cheap' }, "'price'"],
    [{ quantity: '0' }, "'quantity'"],
    [{ quantity: '2.5' }, "'quantity'"],
    [{ shipping: 'maybe' }, "'shipping'"],
    [{ category: 'pain' }, "'category'"],
    [{ category: UNKNOWN_ID }, "'category' does not exist"],
    [{ colour: 'red' }, "'colour'"],
  ])('refuses %j with 400 naming the field', async (overrides, named) => {
    const res = await createProduct(productFields(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(named);
  });

  it('refuses a form without a required field, and a JSON body', async () => {
    const { name, ...rest } = productFields();
    expect(name).toBeDefined();
    const res = await createProduct(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'name'");
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/create-product',
      headers: { authorization: admin },
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 when updating an unknown product', async () => {
    const res = await sendForm('PUT', `/api/v1/products/update-product/${UNKNOWN_ID}`, productFields());
    expect(res.statusCode).toBe(404);
  });
});

describe('catalogue pages, filters and related products', () => {
  let cat: { id: string; slug: string };
  let other: { id: string };
  let prices: number[];

  beforeAll(async () => {
    cat = await insertCategory(t.app, 'Paging');
    other = await insertCategory(t.app, 'Paging Other');
    prices = Array.from({ length: 30 }, (_, i) => i * 5); // 0, 5, ..., 145
    // Created after everything else in this file, a minute apart, so newest first is predictable.
    const base = Date.now() + 60_000;
    await insertProducts(
      t.app,
      prices.map((price, i) => ({
        name: `Paged ${i}`,
        price,
        categoryId: i % 3 === 0 ? other.id : cat.id,
        createdAt: new Date(base + i * 60_000),
      })),
    );
  });

  const filter = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/products/product-filters', payload: body });

  it('pages the whole catalogue newest first, and counts it', async () => {
    const total = (await get('/api/v1/products/product-count')).json().total;
    const first = (await get('/api/v1/products/product-list/1')).json();
    expect(first).toMatchObject({ success: true, total, page: 1, perPage: PRODUCTS_PER_PAGE });
    expect(first.products).toHaveLength(PRODUCTS_PER_PAGE);
    expect(first.products[0].name).toBe('Paged 29');
    const seen = [];
    for (let page = 1; page <= Math.ceil(total / PRODUCTS_PER_PAGE); page++) {
      seen.push(...(await get(`/api/v1/products/product-list/${page}`)).json().products.map((p: { _id: string }) => p._id));
    }
    expect(new Set(seen).size).toBe(total);
    const times = (await get('/api/v1/products/product-list/2')).json().products.map((p: { createdAt: string }) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('gives every page, the back half too (found from the oldest end), as its slice of the newest-first order', async () => {
    const all = await t.app.db.selectFrom('products').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    const pages = Math.ceil(all.length / PRODUCTS_PER_PAGE);
    for (const page of [2, Math.ceil(pages / 2), Math.ceil(pages / 2) + 1, pages - 1, pages]) {
      const { products } = (await get(`/api/v1/products/product-list/${page}`)).json();
      const slice = all.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE).map((p) => p.id);
      expect(products.map((p: { _id: string }) => p._id)).toEqual(slice);
    }
    const filtered = [];
    for (let page = 1; page <= 3; page++) filtered.push(...(await filter({ checked: [cat.id, other.id], page })).json().products);
    expect(filtered.map((p: { name: string }) => p.name)).toEqual(prices.map((_, i) => `Paged ${i}`).reverse());
  });

  it('answers an empty page far past the end, and 400 for page 0', async () => {
    const deep = (await get('/api/v1/products/product-list/9999')).json();
    expect(deep.products).toEqual([]);
    expect(deep.total).toBeGreaterThan(0);
    expect((await get('/api/v1/products/product-list/1000000')).json().products).toEqual([]);
    expect((await get('/api/v1/products/product-list/0')).statusCode).toBe(400);
    expect((await get('/api/v1/products/product-list/1000001')).statusCode).toBe(400);
    expect((await get('/api/v1/products/product-list/abc')).statusCode).toBe(400);
  });

  it('filters by category and an inclusive price band, with paging', async () => {
    const body = (await filter({ checked: [cat.id], radio: [20, 99] })).json();
    const expected = prices.filter((p, i) => i % 3 !== 0 && p >= 20 && p <= 99);
    expect(body.total).toBe(expected.length);
    expect(body.products.map((p: { price: number }) => p.price).sort((a: number, b: number) => a - b)).toEqual(expected);
    const both = (await filter({ checked: [cat.id, other.id], radio: [0, 19], page: 1 })).json();
    expect(both.products.map((p: { price: number }) => p.price).sort((a: number, b: number) => a - b)).toEqual([0, 5, 10, 15]);
    const page2 = (await filter({ checked: [cat.id, other.id], page: 2 })).json();
    expect(page2).toMatchObject({ total: 30, page: 2, perPage: PRODUCTS_PER_PAGE });
    expect(page2.products[0].name).toBe('Paged 17');
  });

  it('treats empty checked and radio as no filter', async () => {
    const all = (await filter({ checked: [], radio: [] })).json();
    expect(all.total).toBe((await get('/api/v1/products/product-count')).json().total);
  });

  it('refuses a half price band, min above max and a bad category id', async () => {
    const half = await filter({ radio: [20] });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe("'radio' must be empty or [min, max]");
    expect((await filter({ radio: [50, 10] })).statusCode).toBe(400);
    expect((await filter({ checked: ['x'] })).json().message).toContain("'checked[0]'");
  });

  it('lists related products of the category, never the product itself', async () => {
    const { products } = (await filter({ checked: [cat.id] })).json();
    const self = products[0];
    const res = (await get(`/api/v1/products/related-product/${self._id}/${cat.id}`)).json();
    expect(res.products).toHaveLength(RELATED_LIMIT);
    expect(res.products.map((p: { _id: string }) => p._id)).not.toContain(self._id);
    expect(res.products.every((p: { category: { _id: string } }) => p.category._id === cat.id)).toBe(true);
  });

  it("lists as related the category's newest, each as get-product shows it, and a product added since at once", async () => {
    const fresh = await insertCategory(t.app, 'Related Fresh');
    const made: { _id: string; slug: string }[] = [];
    for (let i = 0; i <= RELATED_LIMIT; i++) {
      made.push((await createProduct(productFields({ name: `Related ${i}`, category: fresh.id }))).json().product);
    }
    const related = async (product: { _id: string }) =>
      (await get(`/api/v1/products/related-product/${product._id}/${fresh.id}`)).json().products;
    const oldest = made[0];
    const newestFirst = [...made].reverse();
    const listed = await related(oldest);
    expect(listed).toEqual(
      await Promise.all(
        newestFirst.slice(0, RELATED_LIMIT).map(async (p) => (await get(`/api/v1/products/get-product/${p.slug}`)).json().product),
      ),
    );
    expect((await related(made[RELATED_LIMIT])).map((p: { _id: string }) => p._id)).toEqual(newestFirst.slice(1).map((p) => p._id));
    const added = (await createProduct(productFields({ name: 'Related Newcomer', category: fresh.id }))).json().product;
    expect((await related(oldest)).map((p: { _id: string }) => p._id)).toEqual(
      [added, ...newestFirst.slice(0, RELATED_LIMIT - 1)].map((p) => p._id),
    );
  });

  it("pages a category's products by slug, and answers 404 for an unknown slug", async () => {
    const res = (await get(`/api/v1/products/product-category/${cat.slug}?page=2`)).json();
    expect(res).toMatchObject({ success: true, category: { _id: cat.id, slug: cat.slug }, total: 20, page: 2, perPage: PRODUCTS_PER_PAGE });
    expect(res.products).toHaveLength(8);
    expect((await get('/api/v1/products/product-category/no-such-category')).statusCode).toBe(404);
  });

  it("shows a category's rename and removal on its pages at once", async () => {
    const moved = await insertCategory(t.app, 'Renamed Soon');
    expect((await get(`/api/v1/products/product-category/${moved.slug}`)).json().category.name).toBe('Renamed Soon');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/category/update-category/${moved.id}`,
      headers: { authorization: admin },
      payload: { name: 'Renamed Now' },
    });
    expect(renamed.statusCode).toBe(200);
    const { slug } = renamed.json().category;
    expect((await get(`/api/v1/products/product-category/${moved.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/products/product-category/${slug}`)).json().category).toMatchObject({ _id: moved.id, name: 'Renamed Now' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/category/delete-category/${moved.id}`,
      headers: { authorization: admin },
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/v1/products/product-category/${slug}`)).statusCode).toBe(404);
  });

  it('pages the admin list with perPage and a keyword', async () => {
    const res = (await get('/api/v1/products/get-product?perPage=5&page=2&keyword=paged')).json();
    expect(res).toMatchObject({ total: 30, page: 2, perPage: 5 });
    expect(res.products.map((p: { name: string }) => p.name)).toEqual(['Paged 24', 'Paged 23', 'Paged 22', 'Paged 21', 'Paged 20']);
    const defaults = (await get('/api/v1/products/get-product')).json();
    expect(defaults).toMatchObject({ page: 1, perPage: 24 });
    expect(defaults.products).toHaveLength(24);
    expect((await get('/api/v1/products/get-product?perPage=101')).statusCode).toBe(400);
    expect((await get('/api/v1/products/get-product?keyword=%21%21%21')).json().total).toBe(0);
  });
});
