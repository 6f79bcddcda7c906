/**
 * The in-memory search index against the SQL it stands in for: the same newest matches, by
 * name and anywhere, for hundreds of random prefixes over generated products; the same search
 * results; a write seen by the next search; and an order (stock only) never costing a rebuild.
 */
import { sql } from 'kysely';
import { insertCategory, insertProducts, type ProductFixture } from '../../../testing/catalogue-fixtures';
import { multipartBody } from '../../../testing/multipart';
import { eventually } from '../../../testing/eventually';
import { createTestApp, insertAdmin, insertUser, type TestApp } from '../../../testing/test-app';
import { searchProducts } from '../search.repository';
import { textMatch } from '../search-query';
import { ANYWHERE, IN_NAME } from './postings';
import { indexable, type SearchIndex } from './search-index';
import { SimilarWords } from './word-similarity';

jest.setTimeout(60_000);

/** A seeded generator, so a failure repeats. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

const NAME_WORDS = ['para', 'paracetamol', 'parafin', 'cetirizine', 'cetrimide', 'tablet', 'tab', 'syrup', 'gel', '500', '500mg', '650'];
const SALTS = ['Paracetamol', 'Cetirizine', 'Azithromycin', 'Amoxicillin', 'Ibuprofen'];
const MAKERS = ['Cura Labs', 'Sanjeevani Remedies', 'Kaveri Life', 'Tablo Pharma'];
const DESCRIPTION_WORDS = ['fever', 'relief', 'tablet', 'syrup', 'para', 'cool', 'store', 'amox', 'kids'];

let t: TestApp;
let categoryId: string;
let admin: string;

/** A product made of the pools' words, so prefixes meet each other in names, salts, makers and descriptions. */
function generated(random: () => number, i: number): ProductFixture {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const words = (list: string[], n: number) => Array.from({ length: n }, () => pick(list)).join(' ');
  return {
    categoryId,
    name: `${words(NAME_WORDS, 1 + Math.floor(random() * 3))} ${i}`,
    description: words(DESCRIPTION_WORDS, Math.floor(random() * 5)),
    composition: random() < 0.7 ? [{ name: pick(SALTS), strength: pick(['500 mg', '10 mg', '250mg']) }] : [],
    manufacturer: random() < 0.8 ? pick(MAKERS) : '',
    // Some share a creation time, so the id breaks the tie as in SQL.
    createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 200) * 60_000),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertAdmin(t.app)).token;
  categoryId = (await insertCategory(t.app, 'Medicines')).id;
  const random = seededRandom(7);
  await insertProducts(
    t.app,
    Array.from({ length: 400 }, (_, i) => generated(random, i)),
  );
});
afterAll(() => t.close());

/** The ids SQL lists as the newest `limit` products matching the tsquery. */
async function newestBySql(tsquery: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM products WHERE search @@ to_tsquery('simple', ${tsquery})
    ORDER BY created_at DESC, id DESC LIMIT ${limit}`.execute(t.app.db);
  return rows.map((row) => row.id);
}

/** Random queries: one to three words, each a prefix (one letter or more) of a word the pools hold. */
function randomKeywords(count: number): string[] {
  const random = seededRandom(11);
  const vocabulary = [...NAME_WORDS, ...SALTS, ...MAKERS.join(' ').split(' '), ...DESCRIPTION_WORDS, '10', '250mg', 'zzz'].map((w) =>
    w.toLowerCase(),
  );
  return Array.from({ length: count }, () => {
    const n = 1 + Math.floor(random() * 3);
    return Array.from({ length: n }, () => {
      const word = vocabulary[Math.floor(random() * vocabulary.length)];
      return word.slice(0, 1 + Math.floor(random() * word.length));
    }).join(' ');
  });
}

/** Pool words with one letter dropped, doubled, swapped or replaced: some still alike, some no longer. */
function misspellings(count: number): string[] {
  const random = seededRandom(13);
  const words = [...NAME_WORDS, ...SALTS, ...MAKERS.join(' ').split(' ')].map((w) => w.toLowerCase()).filter((w) => w.length >= 5);
  return Array.from({ length: count }, () => {
    const word = words[Math.floor(random() * words.length)];
    const at = 1 + Math.floor(random() * (word.length - 2));
    const letter = 'aeioumnrtz'[Math.floor(random() * 10)];
    return [
      word.slice(0, at) + word.slice(at + 1),
      word.slice(0, at) + word[at] + word.slice(at),
      word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
      word.slice(0, at) + letter + word.slice(at + 1),
    ][Math.floor(random() * 4)];
  });
}

const ids = (index: SearchIndex, ordinals: number[]) => ordinals.map((ordinal) => index.idOf(ordinal));

describe('the search index', () => {
  it('lists the same newest matches as SQL, by name and anywhere, for hundreds of random prefixes', async () => {
    const index = (await t.app.searchIndex.rebuilt())!;
    expect(index.size).toBe(400);
    for (const keyword of randomKeywords(300)) {
      const text = textMatch(keyword)!;
      for (const limit of [5, 100]) {
        expect([keyword, limit, ids(index, index.newest(text.words, ANYWHERE, limit))]).toEqual([
          keyword,
          limit,
          await newestBySql(text.any, limit),
        ]);
        expect([keyword, limit, ids(index, index.newest(text.words, IN_NAME, limit))]).toEqual([
          keyword,
          limit,
          await newestBySql(text.name, limit),
        ]);
      }
    }
  });

  it('gives searches the same results, in the same order, as the SQL path', async () => {
    const index = (await t.app.searchIndex.rebuilt())!;
    for (const keyword of randomKeywords(120)) {
      const text = textMatch(keyword)!;
      const bySql = await searchProducts(t.app.db, text, 100);
      if (bySql.length === 0) continue; // the typo fallback: compared below
      const byIndex = await searchProducts(t.app.db, text, 100, index);
      expect([keyword, byIndex.map((p) => p.id)]).toEqual([keyword, bySql.map((p) => p.id)]);
    }
  });

  // typo_similarity: the migration's wrapper of pg_trgm's word_similarity, found whichever schema pg_trgm is in.
  it("scores a typed word against a word exactly as pg_trgm's word_similarity does", async () => {
    const vocabulary = [
      ...new Set([...NAME_WORDS, ...SALTS, ...MAKERS.join(' ').split(' '), ...DESCRIPTION_WORDS].map((w) => w.toLowerCase())),
    ];
    const words = new SimilarWords(vocabulary);
    for (const typo of ['paracetmol', 'tabet', 'cetrizine', 'azithromicin', 'sanjeevni', 'xqzvbw', ...misspellings(60)]) {
      const { rows } = await sql<{ word: string; similarity: number }>`
        SELECT word, typo_similarity(${typo}, word) AS similarity FROM unnest(${vocabulary}::text[]) AS word
        WHERE typo_similarity(${typo}, word) >= 0.6`.execute(t.app.db);
      const expected = Object.fromEntries(rows.map((row) => [row.word, Math.fround(row.similarity)]));
      const alike = Object.fromEntries([...words.like(typo)].map(([word, similarity]) => [vocabulary[word], similarity]));
      expect([typo, alike]).toEqual([typo, expected]);
    }
  });

  it('lists through the typo fallback only products PostgreSQL finds alike (typo_match)', async () => {
    const index = (await t.app.searchIndex.rebuilt())!;
    let found = 0;
    for (const typo of [
      'paracetmol',
      'cetrizine',
      'azithromicin',
      'sanjeevni remedies',
      'ibuprofin tablit',
      'xqzvbw',
      ...misspellings(80),
    ]) {
      const text = textMatch(typo)!;
      if (index.newest(text.words, ANYWHERE, 1).length > 0) continue; // still a prefix: no fallback
      const listed = (await searchProducts(t.app.db, text, 1000, index)).map((p) => p.id);
      if (listed.length === 0) continue;
      found += 1;
      const { rows } = await sql<{ id: string; alike: boolean }>`
        SELECT id, ${sql.join(
          text.words.map((word) => sql`typo_match(${word}, search_text)`),
          sql` AND `,
        )} AS alike
        FROM products WHERE id IN (${sql.join(listed)})`.execute(t.app.db);
      expect([typo, rows.filter((row) => !row.alike)]).toEqual([typo, []]);
    }
    expect(found).toBeGreaterThan(20);
  });

  it('answers nothing for words it cannot answer exactly, which take the SQL path', async () => {
    await t.app.searchIndex.rebuilt();
    expect(await t.app.searchIndex.freshFor(['crème'])).toBeUndefined();
    expect(await t.app.searchIndex.freshFor(['61e3cf'])).toBeUndefined();
    expect(await t.app.searchIndex.freshFor(['para', '500'])).toBeDefined();
  });

  it("answers only words PostgreSQL's parser takes as one token, unchanged", async () => {
    // Letters and digits, 'e' and digits often: "61e3cf" is split ("61e3", "cf"), "1e5" and "e2e" are not.
    const random = seededRandom(17);
    const letters = '0123456789012345678901234567890123456789eeeeeeeeeeabcdfmpxz';
    const words = Array.from({ length: 5_000 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 8) }, () => letters[Math.floor(random() * letters.length)]).join(''),
    );
    const { rows } = await sql<{ word: string; tokens: string[] }>`
      SELECT word, (SELECT array_agg(token) FROM ts_debug('simple', word) WHERE alias <> 'blank') AS tokens
      FROM unnest(${words}::text[]) AS word`.execute(t.app.db);
    const split = rows.filter(({ word, tokens }) => tokens.length !== 1 || tokens[0] !== word).map(({ word }) => word);
    expect(split.length).toBeGreaterThan(50);
    expect(split.filter((word) => indexable([word]))).toEqual([]);
    expect(rows.filter(({ word }) => !indexable([word])).map(({ word }) => word)).toEqual(split);
  });
});

const searchNames = async (keyword: string) =>
  (await t.app.inject({ url: `/api/v1/products/search/${encodeURIComponent(keyword)}` })).json().map((p: { name: string }) => p.name);

async function sendForm(method: 'POST' | 'PUT', url: string, name: string) {
  const { payload, headers } = await multipartBody({ name, description: 'Test.', price: '20', quantity: '5', category: categoryId });
  const res = await t.app.inject({ method, url, payload, headers: { ...headers, authorization: admin } });
  expect(res.statusCode).toBeLessThan(300);
  return res.json();
}

describe('keeping the index up to date', () => {
  it('is reported ready by /api/health once built', async () => {
    await t.app.searchIndex.rebuilt();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', searchIndex: 'ready' });
  });

  it('is not bumped by a delete or an update that changes no searched text', async () => {
    const version = async () => (await sql<{ v: string }>`SELECT version::text AS v FROM search_version`.execute(t.app.db)).rows[0].v;
    const [product] = await insertProducts(t.app, [{ categoryId, name: 'Unbumped 1', quantity: 5 }]);
    const before = await version();
    await sql`DELETE FROM products WHERE id = '00000000-0000-4000-8000-000000000000'`.execute(t.app.db);
    await sql`UPDATE products SET quantity = 4, name = name WHERE id = ${product.id}`.execute(t.app.db);
    expect(await version()).toBe(before);
    await sql`UPDATE products SET name = 'Unbumped 2' WHERE id = ${product.id}`.execute(t.app.db);
    expect(await version()).not.toBe(before);
  });

  it('finds a name holding a number in exponent form before letters, as SQL does', async () => {
    await sendForm('POST', '/api/v1/products/create-product', 'Tulsi Drops 61e3cf');
    await t.app.searchIndex.rebuilt();
    expect(await searchNames('61e3cf')).toEqual(['Tulsi Drops 61e3cf']);
    expect(await searchNames('tulsi 61e3')).toEqual(['Tulsi Drops 61e3cf']);
  });

  it('shows a create, an update and a delete to the very next search', async () => {
    await t.app.searchIndex.rebuilt();
    const { product } = await sendForm('POST', '/api/v1/products/create-product', 'Quinorex 20');
    expect(await searchNames('quinor')).toEqual(['Quinorex 20']);
    await t.app.searchIndex.rebuilt();
    await sendForm('PUT', `/api/v1/products/update-product/${product._id}`, 'Velquarin 20');
    expect(await searchNames('quinor')).toEqual([]);
    expect(await searchNames('velquar')).toEqual(['Velquarin 20']);
    await t.app.searchIndex.rebuilt();
    expect(await searchNames('velquar')).toEqual(['Velquarin 20']);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/delete-product/${product._id}`,
      headers: { authorization: admin },
    });
    expect(del.statusCode).toBe(200);
    expect(await searchNames('velquar')).toEqual([]);
  });

  // On PGlite the NOTIFY arrives as the insert returns, so the very next search; on PostgreSQL moments later.
  it('shows a write made straight to the database to the searches after its notification', async () => {
    await t.app.searchIndex.rebuilt();
    await insertProducts(t.app, [{ categoryId, name: 'Zymotrel 5' }]);
    await eventually(() => searchNames('zymot'), ['Zymotrel 5']);
  });

  it('reads search_version once per catalogue write, not once per search', async () => {
    const index = (await t.app.searchIndex.rebuilt())!;
    expect(await t.app.searchIndex.freshFor(['para'])).toBe(index);
    // Bumped by hand, without a catalogue write: searches keep the version they read.
    await sql`UPDATE search_version SET version = version + 1`.execute(t.app.db);
    expect(await t.app.searchIndex.freshFor(['para'])).toBe(index);
    // Any catalogue write but a change of stock (here one that changes nothing searched) makes the next search read it again.
    await sql`UPDATE products SET shipping = NOT shipping WHERE id = (SELECT id FROM products LIMIT 1)`.execute(t.app.db);
    const deadline = Date.now() + 5000;
    let seen = await t.app.searchIndex.freshFor(['para']);
    while (seen !== undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20)); // a PostgreSQL server's NOTIFY comes on its own connection
      seen = await t.app.searchIndex.freshFor(['para']);
    }
    expect(seen).toBeUndefined();
    expect(await t.app.searchIndex.rebuilt()).not.toBe(index);
  });

  it('is not rebuilt for an order, which changes only stock', async () => {
    const [product] = await insertProducts(t.app, [{ categoryId, name: 'Orderable 1', quantity: 50 }]);
    const before = (await t.app.searchIndex.rebuilt())!;
    const builds = t.app.searchIndex.stats.builds;
    const shopper = await insertUser(t.app);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: { authorization: shopper.token },
      payload: { cart: [{ _id: product.id }], address: '12 MG Road', paymentMethod: 'COD' },
    });
    expect(order.statusCode).toBe(201);
    expect(await t.app.searchIndex.freshFor(['orderable'])).toBe(before);
    expect(t.app.searchIndex.stats.builds).toBe(builds);
  });
});
