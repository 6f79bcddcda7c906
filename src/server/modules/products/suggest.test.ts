import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from '../../../shared/catalogue';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { eventually } from '../../testing/eventually';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { categoriesMatching } from '../categories/categories.repository';
import { textMatch } from './search-query';

// Starting an embedded database takes a few seconds on a busy two-core machine.
jest.setTimeout(30_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const pain = await insertCategory(t.app, 'Pain Relief');
  const cold = await insertCategory(t.app, 'Cold & Flu');
  await insertCategory(t.app, 'Paediatric Care');
  await insertCategory(t.app, 'Parasite Control');
  await insertCategory(t.app, 'Para Pharmacy');
  await insertCategory(t.app, 'Paramedical Supplies');
  await insertProducts(t.app, [
    { name: 'Paracetamol 500 mg Tablet', description: 'Relieves fever.', categoryId: pain.id, price: 18.5, mrp: 20 },
    { name: 'Azithromycin 500 mg Tablet', description: 'An antibiotic.', categoryId: cold.id, schedule: 'H' },
    { name: 'Cold Relief Syrup', description: 'Contains paracetamol.', categoryId: cold.id },
  ]);
  await insertProducts(
    t.app,
    Array.from({ length: 10 }, (_, i) => ({ name: `Paracip ${i}`, categoryId: pain.id })),
  );
});
afterAll(() => t.close());

const suggest = (q: string) => t.app.inject({ url: `/api/v1/products/suggest?q=${encodeURIComponent(q)}` });

describe('suggestProducts', () => {
  it('finds products by the prefix of a word, name matches first, in the small shape', async () => {
    const res = await suggest('paracetam');
    expect(res.statusCode).toBe(200);
    const { products } = res.json();
    expect(products.map((p: { name: string }) => p.name)).toEqual(['Paracetamol 500 mg Tablet', 'Cold Relief Syrup']);
    expect(products[0]).toEqual({
      _id: expect.any(String),
      name: 'Paracetamol 500 mg Tablet',
      slug: expect.stringMatching(/^paracetamol-500-mg-tablet/),
      packSize: expect.any(String),
      price: 18.5,
      mrp: 20,
      rxRequired: false,
      photo: null,
    });
  });

  it('shows each product as its own page does, and a change to it soon after', async () => {
    const suggested = async () => (await suggest('para')).json().products as { slug: string; price: number }[];
    const pageOf = async (slug: string) => (await t.app.inject({ url: `/api/v1/products/get-product/${slug}` })).json().product;
    for (const product of await suggested()) {
      const { _id, name, slug, packSize, price, mrp, rxRequired, photo } = await pageOf(product.slug);
      expect(product).toEqual({ _id, name, slug, packSize, price, mrp, rxRequired, photo });
    }
    const [first] = await suggested();
    await t.app.db.updateTable('products').set({ price: '7.25' }).where('slug', '=', first.slug).execute();
    await eventually(async () => (await suggested()).find((p) => p.slug === first.slug)?.price, 7.25);
  });

  it('marks prescription medicines and matches the last word as a prefix', async () => {
    const { products } = (await suggest('azithromycin 50')).json();
    expect(products).toEqual([expect.objectContaining({ name: 'Azithromycin 500 mg Tablet', rxRequired: true })]);
  });

  it(`caps the lists at ${SUGGESTED_PRODUCTS} products and ${SUGGESTED_CATEGORIES} categories`, async () => {
    const body = (await suggest('para')).json();
    expect(body.products).toHaveLength(SUGGESTED_PRODUCTS);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Para Pharmacy', 'Paramedical Supplies', 'Parasite Control']);
  });

  it('lists the products the results page lists first, in its order', async () => {
    for (const q of ['para', 'paracetam', 'cold', 'tablet', '500', 'relie']) {
      const { products } = (await suggest(q)).json();
      const results = (await t.app.inject({ url: `/api/v1/products/search/${q}` })).json();
      const names = (list: { name: string }[]) => list.map((p) => p.name);
      expect([q, names(products)]).toEqual([q, names(results.slice(0, SUGGESTED_PRODUCTS))]);
    }
  });

  it('suggests categories by name, every word a prefix', async () => {
    const body = (await suggest('pain rel')).json();
    expect(body.categories).toEqual([{ _id: expect.any(String), name: 'Pain Relief', slug: expect.stringMatching(/^pain-relief/) }]);
  });

  it("matches categories in memory exactly as PostgreSQL's text search does", async () => {
    for (const name of ['Mom-Baby Care', 'COVID-19 Essentials', 'Eye/Ear Drops', "Women's Health", '5-in-1 Kits', 'Vitamins A.B.C']) {
      await insertCategory(t.app, name);
    }
    t.app.catalogueCache.invalidate(); // fixtures write past the API, as the database trigger's NOTIFY would announce
    const typed = [
      'mom',
      'mom-b',
      'baby ca',
      'covid 19',
      'covid-1',
      'eye ear',
      'ear/dr',
      'women',
      'women s',
      '5 in',
      'in 1',
      'vitamins a',
      'a.b',
      'c',
      'pa',
      'par',
      'col',
    ];
    let found = 0;
    for (const q of typed) {
      const text = textMatch(q)!;
      const fromSql = await categoriesMatching(t.app.db, text.any, SUGGESTED_CATEGORIES);
      const body = (await suggest(q.length > 1 ? q : `${q} `)).json();
      expect([q, body.categories.map((c: { name: string }) => c.name)]).toEqual([q, fromSql.map((c) => c.name)]);
      if (fromSql.length > 0) found += 1;
    }
    // Not only empty lists compared: PostgreSQL's parser keeps "Eye/Ear" (a path) and "-19" whole, so a few find nothing.
    expect(found).toBeGreaterThanOrEqual(10);
  });

  it('finds nothing, without an error, for text with nothing searchable in it', async () => {
    const res = await suggest("'; --");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: [], categories: [] });
  });

  it.each(['p', 'x'.repeat(101)])('refuses a q of the wrong length (%s)', async (q) => {
    const res = await suggest(q);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining("'q'") });
  });

  it('is served from the catalogue cache with an ETag, and a catalogue change is seen at once', async () => {
    const first = await suggest('ibup');
    expect(first.json().products).toEqual([]);
    const again = await t.app.inject({ url: '/api/v1/products/suggest?q=ibup', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const pain = await insertCategory(t.app, 'Ibuprofen Range');
    t.app.catalogueCache.invalidate(); // fixtures write past the API, as the database trigger's NOTIFY would announce
    expect((await suggest('ibup')).json().categories).toEqual([expect.objectContaining({ _id: pain.id })]);
  });
});
