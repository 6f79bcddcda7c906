import { SEARCH_LIMIT } from '../../../shared/catalogue';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { searchWords } from './search-query';

// Starting an embedded database takes a few seconds on a busy two-core machine.
jest.setTimeout(30_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const pain = await insertCategory(t.app, 'Pain Relief');
  const cold = await insertCategory(t.app, 'Cold & Flu');
  await insertProducts(t.app, [
    { name: 'Paracetamol 500 mg Tablet', description: 'Relieves fever and mild pain.', categoryId: pain.id },
    { name: 'Cold Relief Syrup', description: 'Contains paracetamol and phenylephrine for blocked noses.', categoryId: cold.id },
    { name: 'Paracetamol 650 mg Tablet', description: 'Stronger dose for high fever.', categoryId: pain.id },
    { name: 'Crocin Pain Relief', description: 'Caffeine with paracetamol, 500 mg per tablet.', categoryId: pain.id },
    { name: "Baby's Gripe Water", description: 'Soothes colic & "wind" in infants.', categoryId: cold.id },
    { name: 'Café Crème Lotion', description: 'Moisturiser — now 100% fragrance free.', categoryId: cold.id },
    { name: 'Everyday Balm', description: 'Soothes dry lips.', categoryId: cold.id },
  ]);
  await insertProducts(
    t.app,
    Array.from({ length: SEARCH_LIMIT + 5 }, (_, i) => ({ name: `Bulk Vitamin ${i}`, categoryId: cold.id })),
  );
});
afterAll(() => t.close());

async function search(keyword: string): Promise<{ name: string; slug: string }[]> {
  const res = await t.app.inject({ url: `/api/v1/products/search/${encodeURIComponent(keyword)}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const names = async (keyword: string) => (await search(keyword)).map((p) => p.name);

describe('search', () => {
  it('matches word prefixes case-insensitively in name and description', async () => {
    const found = await names('PARAC');
    expect(found).toHaveLength(4);
    expect(found).toEqual(expect.arrayContaining(['Paracetamol 500 mg Tablet', 'Cold Relief Syrup', 'Crocin Pain Relief']));
  });

  it('ranks name matches above description-only matches', async () => {
    const found = await names('paracetamol');
    expect(found.slice(0, 2).sort()).toEqual(['Paracetamol 500 mg Tablet', 'Paracetamol 650 mg Tablet']);
    expect(found.slice(2).sort()).toEqual(['Cold Relief Syrup', 'Crocin Pain Relief']);
  });

  it('ranks an older name match above more than a hundred newer description matches', async () => {
    // Each bulk product is newer and says "for everyday use" in its description.
    const found = await names('everyday');
    expect(found).toHaveLength(SEARCH_LIMIT);
    expect(found[0]).toBe('Everyday Balm');
    expect(found.slice(1).every((name) => name.startsWith('Bulk Vitamin'))).toBe(true);
  });

  it('requires every word, each as a prefix', async () => {
    expect((await names('para 500')).sort()).toEqual(['Crocin Pain Relief', 'Paracetamol 500 mg Tablet']);
    expect(await names('para 650 tab')).toEqual(['Paracetamol 650 mg Tablet']);
    expect(await names('paracetamol zzz')).toEqual([]);
  });

  it('returns products in the contract shape', async () => {
    const [product] = await search('gripe');
    expect(product).toMatchObject({ name: "Baby's Gripe Water", price: 50, category: { name: 'Cold & Flu' }, photo: null });
  });

  // A search's products are kept as JSON (the catalogue cache's pieces), not serialised by the route's schema.
  it('answers each product exactly as get-product does, asked afresh and again from kept pieces', async () => {
    for (const keyword of ['paracetamol', 'paracetamol tablet', 'paracetmol']) {
      const found = await search(keyword);
      expect(found.length).toBeGreaterThan(0);
      for (const product of found) {
        const res = await t.app.inject({ url: `/api/v1/products/get-product/${product.slug}` });
        expect(product).toEqual(res.json().product);
      }
    }
  });

  it.each([
    "baby's",
    '"wind"',
    'colic & wind',
    "'; DROP TABLE products; --",
    'a\\b',
    'para:*',
    '!(para | cold) & <->',
    '(((',
    '💊 para 💊',
    '%_%',
    'crème',
    '100%',
  ])('is safe for %j', async (keyword) => {
    await search(keyword);
  });

  it('finds words written with quotes, accents and symbols', async () => {
    expect(await names("baby's")).toEqual(["Baby's Gripe Water"]);
    expect(await names('"wind"')).toEqual(["Baby's Gripe Water"]);
    expect(await names('crème')).toEqual(['Café Crème Lotion']);
    expect(await names('💊 parac 500 💊')).toHaveLength(2);
    expect(await names("'; DROP TABLE products; --")).toEqual([]);
    expect((await names('Bulk')).length).toBeGreaterThan(0);
  });

  // Products are written into the answer one byte a character (asciiJsonList), so each must be escaped to ASCII first.
  it('answers in ASCII JSON, a search and a page of products alike, whatever the products hold', async () => {
    for (const url of ['/api/v1/products/search/cr%C3%A8me', '/api/v1/products/get-product?keyword=cr%C3%A8me']) {
      const res = await t.app.inject({ url });
      expect(res.body).toMatch(/^[\x20-\x7e]*$/);
      const products = url.includes('search') ? res.json() : res.json().products;
      expect(products).toMatchObject([{ name: 'Café Crème Lotion', description: 'Moisturiser — now 100% fragrance free.' }]);
    }
  });

  it('answers [] for a keyword with nothing searchable', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('!!!')).toEqual([]);
    expect(await search('💊')).toEqual([]);
  });

  it('answers 200 [] for an empty keyword', async () => {
    const res = await t.app.inject({ url: '/api/v1/products/search/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it(`returns at most ${SEARCH_LIMIT} results`, async () => {
    expect(await search('bulk vitamin')).toHaveLength(SEARCH_LIMIT);
  });

  it('answers a malformed escape as 400 JSON', async () => {
    const res = await t.app.inject({ url: '/api/v1/products/search/%E0%A4' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The URL is not valid' });
  });

  it('refuses a keyword longer than 100 characters', async () => {
    const res = await t.app.inject({ url: `/api/v1/products/search/${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'A path parameter is too long' });
  });
});

describe('searchWords', () => {
  it('keeps only runs of letters and digits, lowercased', () => {
    expect(searchWords("  Para:* 500mg & (Baby's) 💊 ")).toEqual(['para', '500mg', 'baby', 's']);
    expect(searchWords('Crème Brûlée')).toEqual(['crème', 'brûlée']);
    expect(searchWords('&|!():*\\\'"')).toEqual([]);
  });
});
