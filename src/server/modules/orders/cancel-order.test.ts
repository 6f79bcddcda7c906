/**
 * Cancelling orders through the real API and through `cancelOrder` itself (as the prescriptions
 * module calls it): own orders only, before shipping, stock back exactly once even when the
 * buyer's cancel and the admin's status change arrive together.
 */
import { orderShopForThisFile } from '../../testing/order-fixtures';
import { insertUser } from '../../testing/test-app';
import { cancelOrder } from './cancel-order';

const shop = orderShopForThisFile();

const cancel = (orderId: string, token: string, reason: string = 'Ordered by mistake') =>
  shop.app.inject({ method: 'PUT', url: `/api/v1/auth/orders/${orderId}/cancel`, headers: { authorization: token }, payload: { reason } });
const orderRow = (id: string) => shop.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = (id: string) =>
  shop.app.db
    .selectFrom('order_events')
    .select(['from_status', 'to_status', 'actor', 'note'])
    .where('order_id', '=', id)
    .orderBy('created_at')
    .execute();

it("cancels the buyer's own order with the reason on the timeline and returns the stock", async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 10 });
  const orderId = await shop.place(shopper, [{ _id: product.id, quantity: 3 }]);
  expect(await shop.stockOf(product.id)).toBe(7);

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
  expect(await shop.stockOf(product.id)).toBe(10);
});

it('cancels a Processing order too, and refuses once shipped, delivered or cancelled, changing nothing', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 20 });
  const processing = await shop.place(shopper, [{ _id: product.id, quantity: 1 }]);
  expect((await shop.setStatus(processing, 'Processing')).statusCode).toBe(200);
  expect((await cancel(processing, shopper.token)).statusCode).toBe(200);

  const shipped = await shop.place(shopper, [{ _id: product.id, quantity: 2 }]);
  expect((await shop.setStatus(shipped, 'Shipped')).statusCode).toBe(200);
  const delivered = await shop.place(shopper, [{ _id: product.id, quantity: 2 }]);
  expect((await shop.setStatus(delivered, 'Delivered')).statusCode).toBe(200);
  const stock = await shop.stockOf(product.id);
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
  expect(await shop.stockOf(product.id)).toBe(stock);
});

it("answers another user's order exactly like a missing one, and changes nothing", async () => {
  const [owner, other] = [await insertUser(shop.app), await insertUser(shop.app)];
  const product = await shop.product({ quantity: 5 });
  const orderId = await shop.place(owner, [{ _id: product.id, quantity: 2 }]);
  const before = await orderRow(orderId);

  const missing = await cancel('00000000-0000-4000-8000-000000000000', other.token);
  const res = await cancel(orderId, other.token);
  expect(res.statusCode).toBe(404);
  expect(res.body).toBe(missing.body);
  expect(missing.json()).toEqual({ success: false, message: 'Order not found' });
  expect(await orderRow(orderId)).toEqual(before);
  expect(await shop.stockOf(product.id)).toBe(3);
  expect((await cancel(orderId, 'nonsense')).statusCode).toBe(401);
  // x-access owner: an administrator may cancel it too, recorded as the admin's.
  const byAdmin = await cancel(orderId, shop.admin.token);
  expect(byAdmin.statusCode).toBe(200);
  expect(byAdmin.json().order.timeline.at(-1)).toMatchObject({ to: 'Cancel', by: 'admin' });
  expect(await shop.stockOf(product.id)).toBe(5);
});

it('needs a reason of 1 to 300 characters', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 5 });
  const orderId = await shop.place(shopper, [{ _id: product.id, quantity: 1 }]);
  for (const reason of ['', '   ', 'x'.repeat(301)]) {
    const res = await cancel(orderId, shopper.token, reason);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^'reason' /);
  }
  const noBody = await shop.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/orders/${orderId}/cancel`,
    headers: { authorization: shopper.token },
    payload: {},
  });
  expect(noBody.statusCode).toBe(400);
  expect((await orderRow(orderId)).status).toBe('Not Processed');
  expect(await shop.stockOf(product.id)).toBe(4);
});

it('restocks exactly once when the buyer cancels while the admin cancels or ships, 20 times over', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 1000 });
  for (let round = 0; round < 20; round += 1) {
    const orderId = await shop.place(shopper, [{ _id: product.id, quantity: 3 }]);
    const before = await shop.stockOf(product.id);
    const answers = await Promise.all([
      cancel(orderId, shopper.token),
      shop.setStatus(orderId, 'Cancel'),
      shop.setStatus(orderId, round % 2 ? 'Shipped' : 'Processing'),
      cancel(orderId, shopper.token),
    ]);
    const final = (await orderRow(orderId)).status;
    const cancelEvents = (await eventsOf(orderId)).filter((event) => event.to_status === 'Cancel');
    expect(cancelEvents).toHaveLength(final === 'Cancel' ? 1 : 0);
    expect(await shop.stockOf(product.id)).toBe(final === 'Cancel' ? before + 3 : before);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
  }
});

describe('cancelOrder called by another module', () => {
  it('records the system as the actor and the note', async () => {
    const shopper = await insertUser(shop.app);
    const product = await shop.product({ quantity: 4 });
    const orderId = await shop.place(shopper, [{ _id: product.id, quantity: 4 }]);
    const order = await cancelOrder(shop.app.db, { orderId, actor: 'system', actorId: null, note: 'Prescription rejected: illegible' });
    expect(order).toMatchObject({ status: 'Cancel', cancellable: false });
    expect(order.timeline.at(-1)).toMatchObject({
      from: 'Not Processed',
      to: 'Cancel',
      by: 'system',
      note: 'Prescription rejected: illegible',
    });
    expect(await shop.stockOf(product.id)).toBe(4);
  });

  it("joins the caller's transaction: a rollback leaves the order and the stock as they were", async () => {
    const shopper = await insertUser(shop.app);
    const product = await shop.product({ quantity: 4 });
    const orderId = await shop.place(shopper, [{ _id: product.id, quantity: 2 }]);
    await expect(
      shop.app.db.transaction().execute(async (trx) => {
        await cancelOrder(trx, { orderId, actor: 'admin', actorId: shop.admin.id, note: null });
        throw new Error('the larger change failed');
      }),
    ).rejects.toThrow('the larger change failed');
    expect((await orderRow(orderId)).status).toBe('Not Processed');
    expect(await eventsOf(orderId)).toHaveLength(1);
    expect(await shop.stockOf(product.id)).toBe(2);
  });

  it("finds only the buyer's order when buyerId is given", async () => {
    const [owner, other] = [await insertUser(shop.app), await insertUser(shop.app)];
    const product = await shop.product({ quantity: 4 });
    const orderId = await shop.place(owner, [{ _id: product.id, quantity: 1 }]);
    await expect(
      cancelOrder(shop.app.db, { orderId, actor: 'shopper', actorId: other.id, note: 'x', buyerId: other.id }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await orderRow(orderId)).status).toBe('Not Processed');
  });
});
