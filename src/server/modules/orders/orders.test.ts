import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { insertCategory, insertProduct } from '../../testing/catalogue-fixtures';
import { createTestApp, insertAdmin, insertUser, type TestApp, type TestUser } from '../../testing/test-app';

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

const ADDRESS = '221 Linking Road, Mumbai 400050';

const order = (token: string, cart: object[], extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { authorization: token },
    payload: { cart, address: ADDRESS, paymentMethod: 'COD', ...extra },
  });
const list = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: token } });
const setStatus = (orderId: string, status: string, token = admin.token) =>
  app.inject({ method: 'PUT', url: `/api/v1/auth/order-status/${orderId}`, headers: { authorization: token }, payload: { status } });

const stockOf = async (id: string) =>
  (await app.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;

describe('placing an order', () => {
  it('takes names and prices from the catalogue, counts repeated entries as units and takes the stock', async () => {
    const shopper = await insertUser(app, { name: 'Meera Iyer' });
    const tablets = await insertProduct(app, { categoryId, price: 30.5, quantity: 10, photo: true });
    const syrup = await insertProduct(app, { categoryId, name: 'Cough Syrup 100 ml', price: 0.1, quantity: 5 });
    const cart = [
      { _id: tablets.id, name: 'forged', price: 1 },
      { _id: syrup.id },
      { _id: tablets.id, price: 0 },
      { _id: syrup.id },
      { _id: syrup.id },
    ];

    const res = await order(shopper.token, cart);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(body.order).toEqual({
      _id: expect.any(String),
      status: 'Not Processed',
      buyer: { _id: shopper.id, name: 'Meera Iyer' },
      createAt: expect.any(String),
      createdAt: body.order.createAt,
      payment: { method: 'COD', success: false },
      address: ADDRESS,
      products: [
        {
          _id: tablets.id,
          name: tablets.name,
          slug: tablets.slug,
          description: tablets.description,
          price: 30.5,
          mrp: 30.5,
          quantity: 2,
          photo: { version: tablets.photo_version, width: 800, height: 600 },
        },
        {
          _id: syrup.id,
          name: 'Cough Syrup 100 ml',
          slug: syrup.slug,
          description: syrup.description,
          price: 0.1,
          mrp: 0.1,
          quantity: 3,
          photo: null,
        },
      ],
      total: 110.3,
      number: body.order._id.slice(0, 8),
      itemsTotal: 61.3,
      mrpTotal: 61.3,
      discount: 0,
      // Below ₹499 of items, delivery costs ₹49.
      deliveryFee: 49,
      pincode: null,
      state: null,
      timeline: [{ from: null, to: 'Not Processed', at: expect.any(String), by: 'shopper', note: null }],
      cancellable: true,
      invoiceNo: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d{6}$/),
      prescription: { status: 'Not required', reason: null, reviewedAt: null, pharmacist: null, prescriptionIds: [] },
    });
    expect(new Date(body.order.createAt).toISOString()).toBe(body.order.createAt);
    expect(await stockOf(tablets.id)).toBe(8);
    expect(await stockOf(syrup.id)).toBe(2);
  });

  it('refuses with 404 when a product no longer exists, taking no stock at all', async () => {
    const shopper = await insertUser(app);
    const tablets = await insertProduct(app, { categoryId, quantity: 4 });
    const gone = '00000000-0000-4000-8000-000000000000';
    const res = await order(shopper.token, [{ _id: tablets.id }, { _id: gone }]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: `Some products in your cart are no longer available (${gone})` });
    expect(await stockOf(tablets.id)).toBe(4);
  });

  it('refuses with 409 when stock would go below zero, leaving every stock unchanged', async () => {
    const shopper = await insertUser(app);
    const plenty = await insertProduct(app, { categoryId, quantity: 50 });
    const scarce = await insertProduct(app, { categoryId, name: 'Insulin Pen', quantity: 1 });
    const none = await insertProduct(app, { categoryId, name: 'Vitamin D3 Sachet', quantity: 0 });

    const tooMany = await order(shopper.token, [{ _id: plenty.id }, { _id: scarce.id }, { _id: scarce.id }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ success: false, message: 'Only 1 left of Insulin Pen' });

    const soldOut = await order(shopper.token, [{ _id: none.id }]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ success: false, message: 'Vitamin D3 Sachet is out of stock' });

    expect([await stockOf(plenty.id), await stockOf(scarce.id), await stockOf(none.id)]).toEqual([50, 1, 0]);
    expect((await list('/api/v1/auth/orders', shopper.token)).json()).toEqual([]);
  });

  it('refuses with 409 a product whose expiry month has ended, naming it, and takes no stock at all', async () => {
    const shopper = await insertUser(app);
    // Months by the database's clock, which the refusal goes by.
    const { rows } = await sql<{ last: string; now: string }>`
      select to_char(current_date - interval '1 month', 'YYYY-MM') as last, to_char(current_date, 'YYYY-MM') as now`.execute(app.db);
    const fresh = await insertProduct(app, { categoryId, name: 'Azivo 500', quantity: 5, expiresOn: rows[0].now });
    const expired = await insertProduct(app, { categoryId, name: 'Old Batch Syrup', quantity: 5, expiresOn: rows[0].last });
    const refused = await order(shopper.token, [{ _id: fresh.id }, { _id: expired.id }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'Old Batch Syrup has expired and cannot be ordered' });
    expect([await stockOf(fresh.id), await stockOf(expired.id)]).toEqual([5, 5]);
    expect((await list('/api/v1/auth/orders', shopper.token)).json()).toEqual([]);
    // A batch that expires this month is still sold until the month ends.
    expect((await order(shopper.token, [{ _id: fresh.id }])).statusCode).toBe(201);
  });

  it('names the invalid field with 400 and needs a signed-in user', async () => {
    const shopper = await insertUser(app);
    const product = await insertProduct(app, { categoryId });
    const card = await order(shopper.token, [{ _id: product.id }], { paymentMethod: 'CARD' });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe("'paymentMethod' must be one of: COD");
    const empty = await order(shopper.token, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^'cart'/);
    const badId = await order(shopper.token, [{ _id: 'abc' }]);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe("'cart[0]._id' must be a valid id");
    const blank = await order(shopper.token, [{ _id: product.id }], { address: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("'address' must not be blank");
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      payload: { cart: [{ _id: product.id }], address: ADDRESS, paymentMethod: 'COD' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('keeps the order whole after the product is edited or deleted', async () => {
    const shopper = await insertUser(app);
    const product = await insertProduct(app, { categoryId, name: 'Antiseptic Liquid', price: 99 });
    const placed = (await order(shopper.token, [{ _id: product.id }])).json().order;

    await app.db.updateTable('products').set({ name: 'Renamed', price: 1 }).where('id', '=', product.id).execute();
    await app.db.deleteFrom('products').where('id', '=', product.id).execute();

    const [listed] = (await list('/api/v1/auth/orders', shopper.token)).json();
    expect(listed).toEqual(placed);
    expect(listed.products[0]).toMatchObject({ _id: product.id, name: 'Antiseptic Liquid', price: 99 });
  });

  it('sells exactly the stock when many shoppers order the last units at once', async () => {
    const product = await insertProduct(app, { categoryId, quantity: 10 });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => insertUser(app)));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => order(shoppers[i % shoppers.length].token, [{ _id: product.id }])),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect(await stockOf(product.id)).toBe(0);
    const sold = await app.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<string>('quantity').as('units'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(10);
  });
});

describe('listing orders', () => {
  let alice: TestUser;
  let bob: TestUser;
  const placed: string[] = [];

  beforeAll(async () => {
    alice = await insertUser(app, { name: 'Alice' });
    bob = await insertUser(app, { name: 'Bob' });
    const product = await insertProduct(app, { categoryId, quantity: 100 });
    for (const buyer of [alice, bob, alice, alice]) {
      placed.push((await order(buyer.token, [{ _id: product.id }])).json().order._id);
    }
  });

  it('shows a shopper only their own orders, newest first, with the total in X-Total-Count', async () => {
    const res = await list('/api/v1/auth/orders', alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const ids = res.json().map((o: { _id: string }) => o._id);
    expect(ids).toEqual([placed[3], placed[2], placed[0]]);
    expect(res.json().every((o: { buyer: { name: string } }) => o.buyer.name === 'Alice')).toBe(true);

    const bobs = await list('/api/v1/auth/orders', bob.token);
    expect(bobs.json().map((o: { _id: string }) => o._id)).toEqual([placed[1]]);
  });

  it('pages with page and perPage, refusing a page size above 100', async () => {
    const second = await list('/api/v1/auth/orders?page=2&perPage=2', alice.token);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.json().map((o: { _id: string }) => o._id)).toEqual([placed[0]]);
    // A page past the end has no order to carry the count: it is counted on its own.
    const past = await list('/api/v1/auth/orders?page=3&perPage=2', alice.token);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    const tooBig = await list('/api/v1/auth/orders?perPage=101', alice.token);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/perPage/);
  });

  it('shows an administrator every order and keeps shoppers out', async () => {
    const res = await list('/api/v1/auth/all-orders?perPage=100', admin.token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((o: { _id: string }) => o._id);
    expect(ids.slice(0, 4)).toEqual([...placed].reverse());
    expect(Number(res.headers['x-total-count'])).toBe(ids.length);
    expect((await list('/api/v1/auth/all-orders', alice.token)).statusCode).toBe(403);
    expect((await list('/api/v1/auth/orders', 'nonsense')).statusCode).toBe(401);
  });

  it('lets an administrator change the status, which the buyer then sees', async () => {
    const res = await setStatus(placed[1], 'Shipped');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Order status updated', order: { _id: placed[1], status: 'Shipped' } });
    expect((await list('/api/v1/auth/orders', bob.token)).json()[0].status).toBe('Shipped');
    const back = await setStatus(placed[1], 'Not Processed');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ success: false, message: 'A shipped order cannot go back to Not Processed' });
    expect((await list('/api/v1/auth/orders', bob.token)).json()[0].status).toBe('Shipped');
  });

  it('refuses an unknown status, an unknown order and a shopper', async () => {
    const bad = await setStatus(placed[0], 'Lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^'status' must be one of: Not Processed, Processing, Shipped, Delivered, Cancel$/);
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'Shipped');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Order not found' });
    expect((await setStatus(placed[0], 'Shipped', alice.token)).statusCode).toBe(403);
    expect((await list('/api/v1/auth/orders', alice.token)).json().map((o: { status: string }) => o.status)).toEqual([
      'Not Processed',
      'Not Processed',
      'Not Processed',
    ]);
  });
});
