/**
 * A change of stock alone (an order placed or cancelled) names its products (migration
 * 2026-12-08-001), and the catalogue cache drops only what shows stock: the answers that list
 * products, the memos kept with memoWithStock, and those products' JSON. Everything else (other
 * products' JSON, lists' totals, the categories, prepared facts) stays.
 */
import { sql } from 'kysely';
import { CATALOGUE_CHANNEL } from '../../db/migrations/2026-11-23-001-catalogue-changes';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { postOrder } from '../../testing/order-fixtures';
import { createTestApp, insertUser, type TestApp, type TestUser } from '../../testing/test-app';
import { eventually } from '../../testing/eventually';

jest.setTimeout(30_000);

let t: TestApp;
let shopper: TestUser;
let ordered: { id: string; slug: string };
let other: { id: string; slug: string };
let many: { id: string }[];
const notified: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  shopper = await insertUser(t.app);
  const category = await insertCategory(t.app, 'Cold and Flu');
  [ordered, other] = await insertProducts(t.app, [
    { name: 'Cetirizine 10 mg Tablet', categoryId: category.id, quantity: 50 },
    { name: 'Levocetirizine 5 mg Tablet', categoryId: category.id, quantity: 50 },
  ]);
  many = await insertProducts(
    t.app,
    Array.from({ length: 101 }, (_, i) => ({ name: `Vitamin D3 ${i + 1} IU`, categoryId: category.id })),
  );
  await t.app.listenToDatabase(CATALOGUE_CHANNEL, { notified: (payload) => notified.push(payload), lost() {}, restored() {} });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

async function placeOrder(productId: string): Promise<string> {
  const res = await postOrder(t.app, shopper, [{ _id: productId }]);
  expect(res.statusCode).toBe(201);
  return res.json().order._id;
}

/** The notifications `write` brings, up to the marker written after it (PostgreSQL delivers them moments later, in order). */
async function notificationsOf(write: () => Promise<unknown>): Promise<string[]> {
  notified.length = 0;
  await write();
  const marker = many[0].id;
  await t.app.db
    .updateTable('products')
    .set({ quantity: sql`quantity` })
    .where('id', '=', marker)
    .execute();
  await eventually(async () => notified.at(-1), `stock:${marker}`);
  return notified.slice(0, -1);
}

describe('stock changes', () => {
  it('name the products an update changed in stock alone, and nothing else', async () => {
    const pair = [ordered.id, other.id].sort();
    const stockOnly = () =>
      t.app.db
        .updateTable('products')
        .set({ quantity: sql`quantity + 1`, updated_at: sql`now()` })
        .where('id', 'in', pair)
        .execute();
    expect(await notificationsOf(stockOnly)).toEqual([`stock:${pair.join(',')}`]);
    const priced = () => t.app.db.updateTable('products').set({ price: 49 }).where('id', '=', other.id).execute();
    expect(await notificationsOf(priced)).toEqual(['']);
    // An update of no row changed nothing and says nothing.
    const none = () =>
      t.app.db.updateTable('products').set({ quantity: 1 }).where('id', '=', '00000000-0000-4000-8000-000000000000').execute();
    expect(await notificationsOf(none)).toEqual([]);
    // More rows than a notification's bytes can name: the whole catalogue's, as any other write.
    const restocked = () =>
      t.app.db
        .updateTable('products')
        .set({ quantity: sql`quantity + 1` })
        .where(
          'id',
          'in',
          many.map((p) => p.id),
        )
        .execute();
    expect(await notificationsOf(restocked)).toEqual(['']);
  });

  it('drop what shows stock and keep the rest', async () => {
    const { catalogueCache } = t.app;
    await placeOrder(ordered.id); // heard before it answers: everything written before it has been too
    const keptAnswer = async (url: string) => {
      const hits = catalogueCache.stats.hits;
      const answer = await get(url);
      return { kept: catalogueCache.stats.hits === hits + 1, body: answer.json() };
    };
    const count = '/api/v1/products/product-count';
    const otherPage = `/api/v1/products/get-product/${other.slug}`;
    const orderedPage = `/api/v1/products/get-product/${ordered.slug}`;
    for (const url of [count, otherPage, orderedPage]) {
      await get(url);
      await get(url);
    }
    expect((await keptAnswer(otherPage)).kept).toBe(true);
    const loads: string[][] = [];
    const load = async (missing: string[]) => {
      loads.push(missing);
      return new Map(missing.map((id) => [id, `{"_id":"${id}","load":${loads.length}}`]));
    };
    await catalogueCache.pieces([ordered.id, other.id], load);
    await catalogueCache.pieces([ordered.id, other.id], load);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await catalogueCache.memo('test-stockless', compute)).toBe(1);
    expect(await catalogueCache.memoWithStock('test-stock', compute)).toBe(2);
    let builds = 0;
    let checks = 0;
    const build = async () => ++builds;
    const stillValid = async () => (checks += 1) > 0;
    catalogueCache.prepared('test-prepared-stock', build, stillValid);
    await new Promise((resolve) => setImmediate(resolve));
    expect(catalogueCache.prepared('test-prepared-stock', build, stillValid)).toBe(1);
    const quantityBefore = (await get(orderedPage)).json().product.quantity;

    const orderId = await placeOrder(ordered.id);
    // Kept: the count (shows no stock), the other product's JSON, the stockless memo, the prepared value (no check).
    expect((await keptAnswer(count)).kept).toBe(true);
    expect(await catalogueCache.pieces([ordered.id, other.id], load)).toEqual([
      `{"_id":"${ordered.id}","load":3}`,
      `{"_id":"${other.id}","load":2}`,
    ]);
    expect(loads.at(-1)).toEqual([ordered.id]);
    expect(await catalogueCache.memo('test-stockless', compute)).toBe(1);
    expect(catalogueCache.prepared('test-prepared-stock', build, stillValid)).toBe(1);
    expect([builds, checks]).toEqual([1, 0]);
    // Dropped: every answer listing products (the other product's page too), the stock memo.
    expect((await keptAnswer(otherPage)).kept).toBe(false);
    expect((await keptAnswer(orderedPage)).body.product.quantity).toBe(quantityBefore - 1);
    expect(await catalogueCache.memoWithStock('test-stock', compute)).toBe(3);

    // A cancellation gives the stock back, and the next read shows it.
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/orders/${orderId}/cancel`,
      headers: { authorization: shopper.token },
      payload: { reason: 'Ordered by mistake' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await get(orderedPage)).json().product.quantity).toBe(quantityBefore);
    catalogueCache.invalidate(); // the test's own pieces go
  });

  it("show the new stock in the typo fallback's answer, kept by the products it lists", async () => {
    const url = '/api/v1/products/search/cetirizne';
    const quantityIn = async (address: string) =>
      (await get(address)).json().find((product: { _id: string }) => product._id === ordered.id).quantity;
    for (let i = 0; i < 3; i++) await get(url);
    const hits = t.app.catalogueCache.stats.hits;
    const before = await quantityIn(url);
    expect(t.app.catalogueCache.stats.hits).toBe(hits + 1);
    await placeOrder(ordered.id);
    expect(await quantityIn(url)).toBe(before - 1);
    // Another URL listing the same products, asked for the first time, finds the fresh answer too.
    expect(await quantityIn('/api/v1/products/search/Cetirizne')).toBe(before - 1);
  });
});
