/**
 * Search by what is inside a medicine and who makes it: salt names (and strengths, which
 * narrow), makers; name matches still first; and when nothing matches, the typo fallback
 * (pg_trgm word similarity), bounded and served by its index, as are substitutes.
 */
import { sql } from 'kysely';
import { SEARCH_LIMIT } from '../../../shared/catalogue';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(30_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = (await insertCategory(t.app, 'Medicines')).id;
  const para = (strength: string) => [{ name: 'Paracetamol', strength }];
  await insertProducts(t.app, [
    {
      categoryId,
      name: 'Febrinil 650',
      description: 'Fever and body ache.',
      composition: para('650 mg'),
      manufacturer: 'Sanjeevani Remedies',
    },
    { categoryId, name: 'Pyrexa 500', description: 'Fever tablets.', composition: para('500 mg'), manufacturer: 'Kaveri Life Sciences' },
    { categoryId, name: 'Tapmol 650', description: 'Headache relief.', composition: para('650mg'), manufacturer: 'Kaveri Life Sciences' },
    {
      categoryId,
      name: 'Paracetamol Syrup for Kids',
      description: 'Sugar free.',
      composition: para('125 mg/5 ml'),
      manufacturer: 'Sanjeevani Remedies',
    },
    {
      categoryId,
      name: 'Azivo 500',
      description: 'Antibiotic.',
      composition: [{ name: 'Azithromycin', strength: '500 mg' }],
      schedule: 'H1',
      manufacturer: 'Narmada Pharma',
    },
    {
      categoryId,
      name: 'Allercet 10',
      description: 'For allergies.',
      composition: [{ name: 'Cetirizine', strength: '10 mg' }],
      manufacturer: 'Narmada Pharma',
    },
    { categoryId, name: 'Glucostrip Meter', description: 'Blood glucose meter.' },
  ]);
});
afterAll(() => t.close());

async function names(keyword: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/v1/products/search/${encodeURIComponent(keyword)}` });
  expect(res.statusCode).toBe(200);
  return res.json().map((p: { name: string }) => p.name);
}

describe('search by salt and maker', () => {
  it('finds every brand that contains a salt, name matches first', async () => {
    const found = await names('paracetamol');
    expect(found[0]).toBe('Paracetamol Syrup for Kids');
    expect(found.slice(1).sort()).toEqual(['Febrinil 650', 'Pyrexa 500', 'Tapmol 650']);
  });

  it('narrows by strength, written with or without a space', async () => {
    expect((await names('paracetamol 650')).sort()).toEqual(['Febrinil 650', 'Tapmol 650']);
    expect(await names('paracetamol 500')).toEqual(['Pyrexa 500']);
  });

  it("finds a maker's products", async () => {
    expect((await names('kaveri')).sort()).toEqual(['Pyrexa 500', 'Tapmol 650']);
    expect((await names('narmada pharma')).sort()).toEqual(['Allercet 10', 'Azivo 500']);
  });

  it('finds by salt in the admin list too', async () => {
    const res = await t.app.inject({ url: '/api/v1/products/get-product?keyword=azithromycin' });
    expect(res.json().products.map((p: { name: string }) => p.name)).toEqual(['Azivo 500']);
  });
});

describe('the typo fallback', () => {
  it.each([
    ['paracetmol', 'Febrinil 650'],
    ['azithromicin', 'Azivo 500'],
    ['cetrizine', 'Allercet 10'],
    ['sanjeevni remedies', 'Febrinil 650'],
  ])('"%s" still finds %s', async (typed, expected) => {
    expect(await names(typed)).toContain(expected);
  });

  it('is used only when the search finds nothing, and finds nothing for nonsense', async () => {
    expect(await names('febrinil')).toEqual(['Febrinil 650']);
    expect(await names('xqzvbw')).toEqual([]);
  });

  it(`lists at most ${SEARCH_LIMIT}, the most similar first`, async () => {
    const categoryId = (await insertCategory(t.app)).id;
    await insertProducts(
      t.app,
      Array.from({ length: SEARCH_LIMIT + 20 }, (_, i) => ({ categoryId, name: `Ondansetron Brand ${i}` })),
    );
    const found = await names('ondansetrn');
    expect(found).toHaveLength(SEARCH_LIMIT);
  });
});

describe('indexes', () => {
  /** The plan with sequential scans priced out, so a test database this small still shows whether an index can serve. */
  async function plan(query: ReturnType<typeof sql>): Promise<string> {
    return t.app.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('serves the typo fallback from the trigram index', async () => {
    expect(await plan(sql`SELECT id FROM products WHERE typo_match('paracetmol', search_text) LIMIT 1000`)).toMatch(/products_search_text/);
  });

  it('serves substitutes (the in-stock walk, then the sold-out one) from an index in their order, with no sort', async () => {
    const query = sql`SELECT id FROM products WHERE composition_key = 'paracetamol|650mg' AND composition_key <> '' AND quantity > 0
      ORDER BY price / units_per_pack, id LIMIT 13`;
    const shown = await plan(query);
    expect(shown).toMatch(/products_substitutes/);
    expect(shown).not.toMatch(/Sort/);
  });
});
