/**
 * Cancelling orders through the real API and through `cancelOrder` itself (as the prescriptions
 * module calls it): own orders only, before shipping, stock back exactly once even when the
 * buyer's cancel and the admin's status change arrive together.
 */
import type { FastifyInstance } from 'fastify';
import { insertCategory, insertProduct } from '../../testing/catalogue-fixtures';
import { createTestApp, insertAdmin, insertUser, type TestApp, type TestUser } from '../../testing/test-app';
import { cancelOrder } from './cancel-order';

let testApp: TestApp;
let app: FastifyInstance;
let categoryId: string;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  categoryId = (await insertCategory(app)).id;
  admin = await insertAdmin(app);
});
afterAll(() => testApp.close());

const place = async (token: string, productId: string, quantity: number) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { authorization: token },
    payload: { cart: [{ _id: productId, quantity }], address: '7 Residency Road, Bengaluru', paymentMethod: 'COD' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().order._id as string;
};
const cancel = (orderId: string, token: string, reason: string = 'Ordered by mistake') =>
  app.inject({ method: 'PUT', url: `/api/v1/auth/orders/${orderId}/cancel`, headers: { authorization: token }, payload: { reason } });
const setStatus = (orderId: string, status: string) =>
  app.inject({ method: 'PUT', url: `/api/v1/auth/order-status/${orderId}`, headers: { authorization: admin.token }, payload: { status } });
const stockOf = async (id: string) =>
  (await app.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
const orderRow = (id: string) => app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = (id: string) =>
  app.db
    .selectFrom('order_events')
    .select(['from_status', 'to_status', 'actor', 'note'])
    .where('order_id', '=', id)
    .orderBy('created_at')
    .execute();

it("cancels the buyer's own order with the reason on the timeline and returns the stock", async () => {
  const shopper = await insertUser(app);
  const product = await insertProduct(app, { categoryId, quantity: 10 });
  const orderId = await place(shopper.token, product.id, 3);
  expect(await stockOf(product.id)).toBe(7);

  const res = await cancel(orderId, shopper.token, '  Found a better price ');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    success: true,
    message: 'Order cancelled',
    order: { _id: orderId, status: 'Cancel', cancellable: false },
  });
  expect(res.json().order.timeline).toEqual([
    { from: null, to: 'Not Processed', at: expect.any(String), by: 'shopper', note: null },
    { from: 'Not Processed', to: 'Cancel', at: expect.any(String), by: 'shopper', note: 'Found a better price' },
  ]);
  expect(await stockOf(product.id)).toBe(10);
});

it('cancels a Processing order too, and refuses once shipped, delivered or cancelled, changing nothing', async () => {
  const shopper = await insertUser(app);
  const product = await insertProduct(app, { categoryId, quantity: 20 });
  const processing = await place(shopper.token, product.id, 1);
  expect((await setStatus(processing, 'Processing')).statusCode).toBe(200);
  expect((await cancel(processing, shopper.token)).statusCode).toBe(200);

  const shipped = await place(shopper.token, product.id, 2);
  expect((await setStatus(shipped, 'Shipped')).statusCode).toBe(200);
  const delivered = await place(shopper.token, product.id, 2);
  expect((await setStatus(delivered, 'Delivered')).statusCode).toBe(200);
  const stock = await stockOf(product.id);
  const cases: [string, string][] = [
    [shipped, 'A shipped order can no longer be cancelled'],
    [delivered, 'A delivered order is final: its status cannot change'],
    [processing, 'This order is already cancelled'],
  ];
  for (const [orderId, message] of cases) {
    const before = [await orderRow(orderId), await eventsOf(orderId)];
    const res = await cancel(orderId, shopper.token);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: { success: false, message } });
    expect([await orderRow(orderId), await eventsOf(orderId)]).toEqual(before);
  }
  expect(await stockOf(product.id)).toBe(stock);
});

it("answers another user's order exactly like a missing one, and changes nothing", async () => {
  const [owner, other] = [await insertUser(app), await insertUser(app)];
  const product = await insertProduct(app, { categoryId, quantity: 5 });
  const orderId = await place(owner.token, product.id, 2);
  const before = await orderRow(orderId);

  const missing = await cancel('00000000-0000-4000-8000-000000000000', other.token);
  const res = await cancel(orderId, other.token);
  expect(res.statusCode).toBe(404);
  expect(res.body).toBe(missing.body);
  expect(missing.json()).toEqual({ success: false, message: 'Order not found' });
  expect(await orderRow(orderId)).toEqual(before);
  expect(await stockOf(product.id)).toBe(3);
  expect((await cancel(orderId, 'nonsense')).statusCode).toBe(401);
  // x-access owner: an administrator may cancel it too, recorded as the admin's.
  const byAdmin = await cancel(orderId, admin.token);
  expect(byAdmin.statusCode).toBe(200);
  expect(byAdmin.json().order.timeline.at(-1)).toMatchObject({ to: 'Cancel', by: 'admin' });
  expect(await stockOf(product.id)).toBe(5);
});

it('needs a reason of 1 to 300 characters', async () => {
  const shopper = await insertUser(app);
  const product = await insertProduct(app, { categoryId, quantity: 5 });
  const orderId = await place(shopper.token, product.id, 1);
  for (const reason of ['', '   ', 'x'.repeat(301)]) {
    const res = await cancel(orderId, shopper.token, reason);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^'reason' /);
  }
  const noBody = await app.inject({
    method: 'PUT',
    url: `/api/v1/auth/orders/${orderId}/cancel`,
    headers: { authorization: shopper.token },
    payload: {},
  });
  expect(noBody.statusCode).toBe(400);
  expect((await orderRow(orderId)).status).toBe('Not Processed');
  expect(await stockOf(product.id)).toBe(4);
});

it('restocks exactly once when the buyer cancels while the admin cancels or ships, 20 times over', async () => {
  const shopper = await insertUser(app);
  const product = await insertProduct(app, { categoryId, quantity: 1000 });
  for (let round = 0; round < 20; round += 1) {
    const orderId = await place(shopper.token, product.id, 3);
    const before = await stockOf(product.id);
    const answers = await Promise.all([
      cancel(orderId, shopper.token),
      setStatus(orderId, 'Cancel'),
      setStatus(orderId, round % 2 ? 'Shipped' : 'Processing'),
      cancel(orderId, shopper.token),
    ]);
    const final = (await orderRow(orderId)).status;
    const cancelEvents = (await eventsOf(orderId)).filter((event) => event.to_status === 'Cancel');
    expect(cancelEvents).toHaveLength(final === 'Cancel' ? 1 : 0);
    expect(await stockOf(product.id)).toBe(final === 'Cancel' ? before + 3 : before);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
  }
});

describe('cancelOrder called by another module', () => {
  it('records the system as the actor and the note', async () => {
    const shopper = await insertUser(app);
    const product = await insertProduct(app, { categoryId, quantity: 4 });
    const orderId = await place(shopper.token, product.id, 4);
    const order = await cancelOrder(app.db, { orderId, actor: 'system', actorId: null, note: 'Prescription rejected: illegible' });
    expect(order).toMatchObject({ status: 'Cancel', cancellable: false });
    expect(order.timeline.at(-1)).toMatchObject({
      from: 'Not Processed',
      to: 'Cancel',
      by: 'system',
      note: 'Prescription rejected: illegible',
    });
    expect(await stockOf(product.id)).toBe(4);
  });

  it("joins the caller's transaction: a rollback leaves the order and the stock as they were", async () => {
    const shopper = await insertUser(app);
    const product = await insertProduct(app, { categoryId, quantity: 4 });
    const orderId = await place(shopper.token, product.id, 2);
    await expect(
      app.db.transaction().execute(async (trx) => {
        await cancelOrder(trx, { orderId, actor: 'admin', actorId: admin.id, note: null });
        throw new Error('the larger change failed');
      }),
    ).rejects.toThrow('the larger change failed');
    expect((await orderRow(orderId)).status).toBe('Not Processed');
    expect(await eventsOf(orderId)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(2);
  });

  it("finds only the buyer's order when buyerId is given", async () => {
    const [owner, other] = [await insertUser(app), await insertUser(app)];
    const product = await insertProduct(app, { categoryId, quantity: 4 });
    const orderId = await place(owner.token, product.id, 1);
    await expect(cancelOrder(app.db, { orderId, actor: 'shopper', actorId: other.id, note: 'x', buyerId: other.id })).rejects.toMatchObject(
      {
        statusCode: 404,
      },
    );
    expect((await orderRow(orderId)).status).toBe('Not Processed');
  });
});
