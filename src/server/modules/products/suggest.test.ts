import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from '../../../shared/catalogue';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

  it('marks prescription medicines and matches the last word as a prefix', async () => {
    const { products } = (await suggest('azithromycin 50')).json();
    expect(products).toEqual([expect.objectContaining({ name: 'Azithromycin 500 mg Tablet', rxRequired: true })]);
  });

  it(`caps the lists at ${SUGGESTED_PRODUCTS} products and ${SUGGESTED_CATEGORIES} categories`, async () => {
    const body = (await suggest('para')).json();
    expect(body.products).toHaveLength(SUGGESTED_PRODUCTS);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Para Pharmacy', 'Paramedical Supplies', 'Parasite Control']);
  });

  it('suggests categories by name, every word a prefix', async () => {
    const body = (await suggest('pain rel')).json();
    expect(body.categories).toEqual([{ _id: expect.any(String), name: 'Pain Relief', slug: expect.stringMatching(/^pain-relief/) }]);
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
