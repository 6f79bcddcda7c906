import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { connectDatabase, dropSchema } from '../../db/connect';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { multipartBody } from '../../testing/multipart';
import { createTestApp, insertAdmin, insertUser, testConfig, type TestApp } from '../../testing/test-app';
import { eventually } from '../../testing/eventually';
import { LARGE_ANSWER_BYTES } from './cache-budgets';
import { weakEtag } from './etag';

jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let pain: { id: string; slug: string };
let products: { id: string; slug: string }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertAdmin(t.app)).token;
  pain = await insertCategory(t.app, 'Pain Relief');
  products = await insertProducts(t.app, [
    { name: 'Paracetamol 500 mg Tablet', categoryId: pain.id },
    { name: 'Ibuprofen 400 mg Tablet', categoryId: pain.id },
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/**
 * Runs `ask` (a read and its checks) until one read is answered from the cache: on PostgreSQL an
 * earlier write's notification comes moments later and drops what was kept before it.
 */
async function askUntilKept(ask: () => Promise<void>): Promise<void> {
  const answeredFromCache = async () => {
    const hitsBefore = t.app.catalogueCache.stats.hits;
    await ask();
    return t.app.catalogueCache.stats.hits === hitsBefore + 1;
  };
  await eventually(answeredFromCache, true);
}

async function updateProduct(app: FastifyInstance, id: string, categoryId: string, fields: Record<string, string>) {
  const { payload, headers } = await multipartBody({
    name: 'Paracetamol 500 mg Tablet',
    description: 'Relieves fever.',
    price: '20',
    quantity: '10',
    category: categoryId,
    ...fields,
  });
  const token = app === t.app ? admin : (await insertAdmin(app)).token;
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/products/update-product/${id}`,
    payload,
    headers: { ...headers, authorization: token },
  });
  expect(res.statusCode).toBe(200);
}

describe('catalogue cache', () => {
  it('answers a repeated read with the same body and a weak ETag', async () => {
    const first = await get('/api/v1/products/product-list/1');
    const second = await get('/api/v1/products/product-list/1');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('sends the same bytes, length and tag first and from the cache, whatever the characters', async () => {
    const [cream] = await insertProducts(t.app, [{ name: 'Crème Cold Cream 50 g — ₹ 😀', categoryId: pain.id }]);
    const url = `/api/v1/products/get-product/${cream.slug}`;
    const first = await get(url);
    expect(first.json().product.name).toBe('Crème Cold Cream 50 g — ₹ 😀');
    await askUntilKept(async () => {
      const answer = await get(url);
      expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.headers.etag).toBe(weakEtag(answer.rawPayload));
    });
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.headers.etag).toBe(weakEtag(first.rawPayload));
  });

  it('keeps an answer from its second asking, so reads asked once do not fill the cache', async () => {
    const url = `/api/v1/products/get-product/${products[1].slug}`;
    const stats = () => t.app.catalogueCache.stats;
    const before = stats();
    const first = await get(url);
    expect(stats()).toEqual({ ...before, misses: before.misses + 1 });
    const second = await get(url);
    expect(stats().misses).toBe(before.misses + 2);
    expect(stats().bytes).toBeGreaterThan(before.bytes);
    const third = await get(url);
    expect(stats().hits).toBe(before.hits + 1);
    expect([second.body, third.body]).toEqual([first.body, first.body]);
    expect(third.headers.etag).toBe(first.headers.etag);
  });

  it('keeps a large answer (a search listing many products) from its third asking, not its second', async () => {
    // Each try lists 100 products of its own (a word no other product has), as answers are kept
    // by the products they list; on PostgreSQL the insert's notification comes moments later, and
    // one that comes between a try's askings drops what was kept, so the next try starts afresh.
    const words = Array.from({ length: 6 }, (_, i) => `cetirizine${'abcdef'[i]}`);
    await insertProducts(
      t.app,
      words.flatMap((word) =>
        Array.from({ length: 100 }, (_, i) => ({ name: `${word} 10 mg Tablet, pack ${i + 1}`, categoryId: pain.id })),
      ),
    );
    let kept = false;
    const keptFromTheThird = async () => {
      if (kept) return true;
      const url = `/api/v1/products/search/${words.shift()}`;
      const hits = () => t.app.catalogueCache.stats.hits;
      const before = hits();
      const answers = [await get(url), await get(url), await get(url)];
      const notKeptBefore = hits() === before;
      const fourth = await get(url);
      // (A search made before the insert's notification came finds none of them yet.)
      const listsThem = answers[0].json().length === 100 && answers[0].rawPayload.length > LARGE_ANSWER_BYTES;
      kept = listsThem && fourth.rawPayload.equals(answers[0].rawPayload) && notKeptBefore && hits() === before + 1;
      return kept;
    };
    await eventually(keptFromTheThird, true);
  });

  it("keeps the typo fallback's answer by the products it lists: misspellings of one word share it", async () => {
    // A word of its own each try, inserted first: on PostgreSQL the insert's notification comes
    // moments later and drops what was kept; the next try starts afresh.
    const words = ['quetiapine', 'haloperidol', 'risperidone', 'melatonin', 'warfarin', 'gabapentin'];
    await insertProducts(
      t.app,
      words.flatMap((word) => Array.from({ length: 3 }, (_, i) => ({ name: `${word} 25 mg Tablet ${i + 1}`, categoryId: pain.id }))),
    );
    let shared = false;
    const sharedByAll = async () => {
      if (shared) return true;
      const word = words.shift()!;
      // A letter dropped, a letter doubled, another dropped: each taken for the word.
      const typos = [word.slice(0, 3) + word.slice(4), word.slice(0, 4) + word.slice(3), word.slice(0, -2) + word.slice(-1)];
      const urls = [...typos, typos[0].toUpperCase()].map((q) => `/api/v1/products/search/${q}`);
      const first = await get(urls[0]);
      await get(urls[0]);
      await get(urls[0]);
      const { hits, sharedHits } = t.app.catalogueCache.stats;
      // Each of the others finds the kept answer from its first asking (its handler still looks
      // for the word alike, but reads and writes no product), and is replayed without its handler
      // from its third, as its own URL is kept (pointing there) from its second.
      const others = [];
      for (const url of urls.slice(1)) others.push(await get(url), await get(url), await get(url));
      // (A search made before the insert's notification came finds none of them yet.)
      const same = others.every((other) => other.rawPayload.equals(first.rawPayload) && other.headers.etag === first.headers.etag);
      const { stats } = t.app.catalogueCache;
      shared = first.json().length === 3 && same && stats.hits - hits === 3 && stats.sharedHits - sharedHits === 6;
      return shared;
    };
    await eventually(sharedByAll, true);
  });

  it('keeps the answer of a search that matched by its URL alone', async () => {
    const { sharedHits } = t.app.catalogueCache.stats;
    for (const q of ['ibuprofen', 'Ibuprofen', 'IBUPROFEN', 'ibuprofen', 'Ibuprofen', 'IBUPROFEN'])
      await get(`/api/v1/products/search/${q}`);
    expect(t.app.catalogueCache.stats.sharedHits).toBe(sharedHits);
  });

  it.each(['/api/v1/products/product-list/1', '/api/v1/category/get-category', '/api/v1/products/product-count'])(
    'answers 304 without a body to a matching If-None-Match on %s',
    async (url) => {
      const { headers } = await get(url);
      const again = await get(url, { 'if-none-match': String(headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    },
  );

  // On PostgreSQL too: the write answers once this process has heard its notification.
  it('shows an admin write on the next read, though the answer was kept', async () => {
    const url = `/api/v1/products/get-product/${products[0].slug}`;
    await askUntilKept(async () => expect((await get(url)).json().product.price).toBe(50));
    await updateProduct(t.app, products[0].id, pain.id, { name: 'Paracetamol 500 mg Tablet', price: '42' });
    expect((await get(url)).json().product.price).toBe(42);
  });

  // On PGlite the NOTIFY arrives as the insert returns; on PostgreSQL moments later.
  it('shows a write made straight to the database (the change trigger) soon after', async () => {
    const count = async () => (await get('/api/v1/products/product-count')).json().total;
    const before = await count();
    await insertProducts(t.app, [{ name: 'Aspirin 75 mg Tablet', categoryId: pain.id }]);
    await eventually(count, before + 1);
  });

  it("keeps a list's total for its other pages until a write, then counts again", async () => {
    const total = async (url: string) => (await get(url)).json().total;
    const before = await total('/api/v1/products/product-list/1');
    await insertProducts(t.app, [{ name: 'Diclofenac 1% Gel', categoryId: pain.id }]);
    await eventually(() => total('/api/v1/products/product-list/2'), before + 1);
    const { id } = await t.app.db.selectFrom('products').select('id').where('name', '=', 'Diclofenac 1% Gel').executeTakeFirstOrThrow();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/products/delete-product/${id}`, headers: { authorization: admin } });
    expect(del.statusCode).toBe(200);
    expect(await total('/api/v1/products/product-list/3')).toBe(before);
  });

  it('memoises a value until the next write, and never keeps one computed across a write', async () => {
    const { catalogueCache } = t.app;
    let computed = 0;
    const compute = async () => ++computed;
    expect(await catalogueCache.memo('test-memo', compute)).toBe(1);
    expect(await catalogueCache.memo('test-memo', compute)).toBe(1);
    catalogueCache.invalidate();
    const across = catalogueCache.memo('test-memo', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return ++computed;
    });
    catalogueCache.invalidate();
    expect(await across).toBe(2);
    expect(await catalogueCache.memo('test-memo', compute)).toBe(3);
  });

  it('keeps pieces from their second load, asks only for the missing, leaves out what the load does not answer, and drops them on a write', async () => {
    const { catalogueCache } = t.app;
    const asked: string[][] = [];
    const load = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((key) => key !== 'gone').map((key) => [key, `{"k":"${key}:${asked.length}"}`]));
    };
    expect(await catalogueCache.pieces(['a', 'gone', 'b'], load)).toEqual(['{"k":"a:1"}', '{"k":"b:1"}']);
    // Loaded once, not kept (a long tail of products turns up in one search each); kept from the second load.
    expect(await catalogueCache.pieces(['b', 'c', 'a'], load)).toEqual(['{"k":"b:2"}', '{"k":"c:2"}', '{"k":"a:2"}']);
    expect(await catalogueCache.pieces(['c', 'a', 'b'], load)).toEqual(['{"k":"c:3"}', '{"k":"a:2"}', '{"k":"b:2"}']);
    expect(await catalogueCache.pieces(['a', 'b', 'c'], load)).toEqual(['{"k":"a:2"}', '{"k":"b:2"}', '{"k":"c:3"}']);
    expect(asked).toEqual([['a', 'gone', 'b'], ['b', 'c', 'a'], ['c']]);

    catalogueCache.invalidate();
    // A write drops what was kept, not what was asked before: 'a' is kept again from its next load.
    expect(await catalogueCache.pieces(['a'], load)).toEqual(['{"k":"a:4"}']);
    expect(await catalogueCache.pieces(['a'], load)).toEqual(['{"k":"a:4"}']);
    // A load a write overtook answers its caller but is not kept, though 'd' was loaded before.
    expect(await catalogueCache.pieces(['d'], load)).toEqual(['{"k":"d:5"}']);
    const across = catalogueCache.pieces(['d'], async (missing) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return load(missing);
    });
    catalogueCache.invalidate();
    expect(await across).toEqual(['{"k":"d:6"}']);
    expect(await catalogueCache.pieces(['d'], load)).toEqual(['{"k":"d:7"}']);
    expect(await catalogueCache.pieces(['d'], load)).toEqual(['{"k":"d:7"}']);
  });

  it('spends one budget on answers and pieces: pieces may fill most of it, and take the room of an answer not read since', async () => {
    const { catalogueCache } = t.app;
    catalogueCache.invalidate();
    const url = `/api/v1/products/get-product/${products[0].slug}`;
    const answerKept = async () => {
      const hits = catalogueCache.stats.hits;
      await get(url);
      return catalogueCache.stats.hits === hits + 1;
    };
    await get(url);
    await get(url);
    expect(await answerKept()).toBe(true);

    let loaded = 0;
    const load = async (missing: string[]) => {
      loaded += missing.length;
      return new Map(missing.map((key) => [key, `{"k":"${key}","pad":"${'x'.repeat(1024 * 1024)}"}`]));
    };
    // 20 MB of products' JSON, where pieces once had 8 MB of their own: all kept (from the second load).
    const twenty = Array.from({ length: 20 }, (_, i) => `big-${i}`);
    await catalogueCache.pieces(twenty, load);
    await catalogueCache.pieces(twenty, load);
    await catalogueCache.pieces(twenty, load);
    expect(loaded).toBe(40);
    expect(catalogueCache.stats.bytes).toBeGreaterThan(20 * 1024 * 1024);

    // Six more MB pass the 24: what was read least lately goes, the answer first.
    const six = Array.from({ length: 6 }, (_, i) => `more-${i}`);
    const bytes = catalogueCache.stats.bytes;
    await catalogueCache.pieces(six, load);
    expect(catalogueCache.stats.bytes).toBe(bytes); // loaded once: not kept, nothing pushed out
    await catalogueCache.pieces(six, load);
    expect(await answerKept()).toBe(false);
    await catalogueCache.pieces(twenty.slice(-10), load);
    expect(loaded).toBe(52);
    catalogueCache.invalidate();
  });

  it('shows an admin write in the next search, whose products are kept as pieces', async () => {
    const url = '/api/v1/products/search/ibuprofen';
    const priceIn = async () => (await get(url)).json().map((product: { price: number }) => product.price);
    const before = await priceIn();
    expect(before).toHaveLength(1);
    await updateProduct(t.app, products[1].id, pain.id, { name: 'Ibuprofen 400 mg Tablet', price: String(before[0] + 7) });
    expect(await priceIn()).toEqual([before[0] + 7]);
  });

  it('prepares a value with one build however many ask, keeps it until a write, and drops one a write overtook', async () => {
    const { catalogueCache } = t.app;
    let builds = 0;
    let finish = () => {};
    const build = () =>
      new Promise<number>((resolve) => {
        builds += 1;
        finish = () => resolve(builds);
      });
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    expect(Array.from({ length: 20 }, () => catalogueCache.prepared('test-prepared', build))).toEqual(Array(20).fill(undefined));
    finish();
    await settled();
    expect(catalogueCache.prepared('test-prepared', build)).toBe(1);
    expect(builds).toBe(1);

    catalogueCache.invalidate();
    expect(catalogueCache.prepared('test-prepared', build)).toBeUndefined();
    catalogueCache.invalidate();
    finish();
    await settled();
    // Built before the second write: not kept; the next ask starts a third build.
    expect(catalogueCache.prepared('test-prepared', build)).toBeUndefined();
    finish();
    await settled();
    expect(catalogueCache.prepared('test-prepared', build)).toBe(3);
    expect(builds).toBe(3);
  });

  it('asks stillValid after a write instead of building, keeping a value it vouches for', async () => {
    const { catalogueCache } = t.app;
    let builds = 0;
    let version = 1;
    const build = async () => ({ builtAt: version, build: ++builds });
    const stillValid = async (value: { builtAt: number }) => value.builtAt === version;
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    expect(catalogueCache.prepared('test-rechecked', build, stillValid)).toBeUndefined();
    await settled();
    expect(catalogueCache.prepared('test-rechecked', build, stillValid)).toEqual({ builtAt: 1, build: 1 });

    // A write that left it valid (an order): checked, kept, not rebuilt.
    catalogueCache.invalidate();
    expect(catalogueCache.prepared('test-rechecked', build, stillValid)).toBeUndefined();
    await settled();
    expect(catalogueCache.prepared('test-rechecked', build, stillValid)).toEqual({ builtAt: 1, build: 1 });

    // A write that did not: checked, found stale, rebuilt.
    version = 2;
    catalogueCache.invalidate();
    expect(catalogueCache.prepared('test-rechecked', build, stillValid)).toBeUndefined();
    await settled();
    expect(catalogueCache.prepared('test-rechecked', build, stillValid)).toEqual({ builtAt: 2, build: 2 });
    expect(builds).toBe(2);
  });

  it('shows the stock an order took on the next read', async () => {
    const url = `/api/v1/products/get-product/${products[1].slug}`;
    const before = (await get(url)).json().product.quantity;
    const shopper = await insertUser(t.app);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: { authorization: shopper.token },
      payload: { cart: [{ _id: products[1].id }], address: '12 MG Road', paymentMethod: 'COD' },
    });
    expect(order.statusCode).toBe(201);
    expect((await get(url)).json().product.quantity).toBe(before - 1);
  });
});

// Two server processes on one PostgreSQL: each must see the other's writes (through NOTIFY).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('catalogue cache on a shared PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_cache_${process.pid}_${randomBytes(3).toString('hex')}`;
  const handles: Awaited<ReturnType<typeof connectDatabase>>[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const handle = await connectDatabase({ kind: 'postgres', url, schema });
      handles.push(handle);
      const app = await buildApp(testConfig(), { databaseHandle: handle, logger: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dropSchema(handles[0].db, schema);
    for (const handle of handles) await handle.close();
  });

  it("sees the other process's writes", async () => {
    const [a, b] = apps;
    const category = await insertCategory(a, 'Vitamins');
    const [product] = await insertProducts(a, [{ name: 'Vitamin C 500 mg', categoryId: category.id }]);
    const price = async () => (await b.inject({ url: `/api/v1/products/get-product/${product.slug}` })).json().product.price;
    expect(await price()).toBe(50);
    await updateProduct(a, product.id, category.id, { name: 'Vitamin C 500 mg', price: '61' });
    await eventually(price, 61);
  });

  it("hears the other process's order take stock (a notification naming the product)", async () => {
    const [a, b] = apps;
    const category = await insertCategory(a, 'Allergy');
    const [product] = await insertProducts(a, [{ name: 'Fexofenadine 120 mg Tablet', categoryId: category.id, quantity: 20 }]);
    const quantity = async () => (await b.inject({ url: `/api/v1/products/get-product/${product.slug}` })).json().product.quantity;
    await eventually(quantity, 20);
    await quantity(); // asked again: b keeps the answer
    const shopper = await insertUser(a);
    const order = await a.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: { authorization: shopper.token },
      payload: { cart: [{ _id: product.id }], address: '12 MG Road', paymentMethod: 'COD' },
    });
    expect(order.statusCode).toBe(201);
    await eventually(quantity, 19);
  });
});
