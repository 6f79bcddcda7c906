/**
 * Idempotency-Key on createOrder, through the real API: a retried or doubled request never
 * places a second order. Run it on PostgreSQL too (TEST_DATABASE_URL), where the concurrent
 * requests really overlap.
 */
import { orderShopForThisFile } from '../../testing/order-fixtures';
import { insertUser, type TestUser } from '../../testing/test-app';

const shop = orderShopForThisFile();

/** An order of one unit of each product, sent with the key when given. */
const order = (buyer: TestUser, productIds: string[], key?: string, fields: object = {}) =>
  shop.order(
    buyer,
    productIds.map((_id) => ({ _id })),
    fields,
    key === undefined ? {} : { 'idempotency-key': key },
  );

const ordersOf = async (userId: string) =>
  (await shop.app.db.selectFrom('orders').select('id').where('buyer_id', '=', userId).execute()).map((row) => row.id);

it('answers a repeated key with the first order, status and body alike, and takes the stock once', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 10 });
  const key = crypto.randomUUID();
  const first = await order(shopper, [product.id, product.id], key);
  expect(first.statusCode).toBe(201);
  await shop.app.db.updateTable('products').set({ name: 'Renamed since' }).where('id', '=', product.id).execute();
  const again = await order(shopper, [product.id, product.id], key);
  expect(again.statusCode).toBe(201);
  expect(again.body).toBe(first.body);
  expect(await ordersOf(shopper.id)).toEqual([first.json().order._id]);
  expect(await shop.stockOf(product.id)).toBe(8);
});

it('places exactly one order for 10 requests sent at once with one key', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 50 });
  const key = crypto.randomUUID();
  const answers = await Promise.all(Array.from({ length: 10 }, () => order(shopper, [product.id], key)));
  expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
  const ids = new Set(answers.map((res) => res.json().order._id));
  expect(ids.size).toBe(1);
  expect(await ordersOf(shopper.id)).toEqual([...ids]);
  expect(await shop.stockOf(product.id)).toBe(49);
});

it('keeps one key per user: another shopper with the same key gets an order of their own', async () => {
  const [asha, ravi] = [await insertUser(shop.app), await insertUser(shop.app)];
  const product = await shop.product({ quantity: 5 });
  const first = await order(asha, [product.id], 'checkout-1');
  const second = await order(ravi, [product.id], 'checkout-1');
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  expect(second.json().order._id).not.toBe(first.json().order._id);
  expect(second.json().order.buyer._id).toBe(ravi.id);
  expect(await shop.stockOf(product.id)).toBe(3);
});

it('refuses the same key for a different cart or address with 422, placing nothing', async () => {
  const shopper = await insertUser(shop.app);
  const [tablets, syrup] = [await shop.product({ quantity: 5 }), await shop.product({ quantity: 5 })];
  const key = crypto.randomUUID();
  expect((await order(shopper, [tablets.id, syrup.id], key)).statusCode).toBe(201);
  // The same products in another order are the same cart.
  expect((await order(shopper, [syrup.id, tablets.id], key)).statusCode).toBe(201);
  for (const res of [
    await order(shopper, [tablets.id], key),
    await order(shopper, [tablets.id, syrup.id], key, { address: 'Another address' }),
  ]) {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different order' });
  }
  expect(await ordersOf(shopper.id)).toHaveLength(1);
  expect([await shop.stockOf(tablets.id), await shop.stockOf(syrup.id)]).toEqual([4, 4]);
});

it('keeps no key for a refused order, so the same checkout can be retried once stock is back', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 0 });
  const key = crypto.randomUUID();
  expect((await order(shopper, [product.id], key)).statusCode).toBe(409);
  await shop.app.db.updateTable('products').set({ quantity: 2 }).where('id', '=', product.id).execute();
  expect((await order(shopper, [product.id], key)).statusCode).toBe(201);
  expect(await shop.stockOf(product.id)).toBe(1);
});

it('lets a key older than 24 hours place a new order', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 5 });
  const first = await order(shopper, [product.id], 'weekly-refill');
  await shop.app.db
    .updateTable('idempotency_keys')
    .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
    .where('user_id', '=', shopper.id)
    .execute();
  const later = await order(shopper, [product.id], 'weekly-refill');
  expect(later.statusCode).toBe(201);
  expect(later.json().order._id).not.toBe(first.json().order._id);
  expect(await order(shopper, [product.id], 'weekly-refill').then((res) => res.json().order._id)).toBe(later.json().order._id);
  expect(await shop.stockOf(product.id)).toBe(3);
});

it('refuses a malformed key with 400 naming the header, placing nothing', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 5 });
  for (const key of ['', 'x'.repeat(101), 'two words', 'tab\there']) {
    const res = await order(shopper, [product.id], key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/^header 'idempotency-key' /) });
  }
  expect((await order(shopper, [product.id], 'x'.repeat(100))).statusCode).toBe(201);
  expect(await shop.stockOf(product.id)).toBe(4);
});

it('places a new order for each request without a key, as before', async () => {
  const shopper = await insertUser(shop.app);
  const product = await shop.product({ quantity: 5 });
  expect((await order(shopper, [product.id])).statusCode).toBe(201);
  expect((await order(shopper, [product.id])).statusCode).toBe(201);
  expect(await ordersOf(shopper.id)).toHaveLength(2);
});
