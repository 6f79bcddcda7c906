import { sql } from 'kysely';
import { ORDER_ADDRESS, orderShopForThisFile } from '../../testing/order-fixtures';
import { insertUser, type TestUser } from '../../testing/test-app';

const shop = orderShopForThisFile();

const list = (url: string, token: string) => shop.app.inject({ method: 'GET', url, headers: { authorization: token } });

describe('placing an order', () => {
  it('takes names and prices from the catalogue, counts repeated entries as units and takes the stock', async () => {
    const shopper = await insertUser(shop.app, { name: 'Meera Iyer' });
    const tablets = await shop.product({ price: 30.5, quantity: 10, photo: true });
    const syrup = await shop.product({ name: 'Cough Syrup 100 ml', price: 0.1, quantity: 5 });
    const cart = [
      { _id: tablets.id, name: 'forged', price: 1 },
      { _id: syrup.id },
      { _id: tablets.id, price: 0 },
      { _id: syrup.id },
      { _id: syrup.id },
    ];

    const res = await shop.order(shopper, cart);
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
      address: ORDER_ADDRESS,
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
    expect(await shop.stockOf(tablets.id)).toBe(8);
    expect(await shop.stockOf(syrup.id)).toBe(2);
  });

  it('refuses with 404 when a product no longer exists, taking no stock at all', async () => {
    const shopper = await insertUser(shop.app);
    const tablets = await shop.product({ quantity: 4 });
    const gone = '00000000-0000-4000-8000-000000000000';
    const res = await shop.order(shopper, [{ _id: tablets.id }, { _id: gone }]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: `Some products in your cart are no longer available (${gone})` });
    expect(await shop.stockOf(tablets.id)).toBe(4);
  });

  it('refuses with 409 when stock would go below zero, leaving every stock unchanged', async () => {
    const shopper = await insertUser(shop.app);
    const plenty = await shop.product({ quantity: 50 });
    const scarce = await shop.product({ name: 'Insulin Pen', quantity: 1 });
    const none = await shop.product({ name: 'Vitamin D3 Sachet', quantity: 0 });

    const tooMany = await shop.order(shopper, [{ _id: plenty.id }, { _id: scarce.id }, { _id: scarce.id }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ success: false, message: 'Only 1 left of Insulin Pen' });

    const soldOut = await shop.order(shopper, [{ _id: none.id }]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ success: false, message: 'Vitamin D3 Sachet is out of stock' });

    expect([await shop.stockOf(plenty.id), await shop.stockOf(scarce.id), await shop.stockOf(none.id)]).toEqual([50, 1, 0]);
    expect((await list('/api/v1/auth/orders', shopper.token)).json()).toEqual([]);
  });

  it('refuses with 409 a product whose expiry month has ended, naming it, and takes no stock at all', async () => {
    const shopper = await insertUser(shop.app);
    // Months by the database's clock, which the refusal goes by.
    const { rows } = await sql<{ last: string; now: string }>`
      select to_char(current_date - interval '1 month', 'YYYY-MM') as last, to_char(current_date, 'YYYY-MM') as now`.execute(shop.app.db);
    const fresh = await shop.product({ name: 'Azivo 500', quantity: 5, expiresOn: rows[0].now });
    const expired = await shop.product({ name: 'Old Batch Syrup', quantity: 5, expiresOn: rows[0].last });
    const refused = await shop.order(shopper, [{ _id: fresh.id }, { _id: expired.id }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'Old Batch Syrup has expired and cannot be ordered' });
    expect([await shop.stockOf(fresh.id), await shop.stockOf(expired.id)]).toEqual([5, 5]);
    expect((await list('/api/v1/auth/orders', shopper.token)).json()).toEqual([]);
    // A batch that expires this month is still sold until the month ends.
    expect((await shop.order(shopper, [{ _id: fresh.id }])).statusCode).toBe(201);
  });

  it('names the invalid field with 400 and needs a signed-in user', async () => {
    const shopper = await insertUser(shop.app);
    const product = await shop.product();
    const card = await shop.order(shopper, [{ _id: product.id }], { paymentMethod: 'CARD' });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe("'paymentMethod' must be one of: COD");
    const empty = await shop.order(shopper, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^'cart'/);
    const badId = await shop.order(shopper, [{ _id: 'abc' }]);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe("'cart[0]._id' must be a valid id");
    const blank = await shop.order(shopper, [{ _id: product.id }], { address: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("'address' must not be blank");
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      payload: { cart: [{ _id: product.id }], address: ORDER_ADDRESS, paymentMethod: 'COD' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await shop.stockOf(product.id)).toBe(10);
  });

  it('keeps the order whole after the product is edited or deleted', async () => {
    const shopper = await insertUser(shop.app);
    const product = await shop.product({ name: 'Antiseptic Liquid', price: 99 });
    const placed = (await shop.order(shopper, [{ _id: product.id }])).json().order;

    await shop.app.db.updateTable('products').set({ name: 'Renamed', price: 1 }).where('id', '=', product.id).execute();
    await shop.app.db.deleteFrom('products').where('id', '=', product.id).execute();

    const [listed] = (await list('/api/v1/auth/orders', shopper.token)).json();
    expect(listed).toEqual(placed);
    expect(listed.products[0]).toMatchObject({ _id: product.id, name: 'Antiseptic Liquid', price: 99 });
  });

  it('sells exactly the stock when many shoppers order the last units at once', async () => {
    const product = await shop.product({ quantity: 10 });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => insertUser(shop.app)));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => shop.order(shoppers[i % shoppers.length], [{ _id: product.id }])),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect(await shop.stockOf(product.id)).toBe(0);
    const sold = await shop.app.db
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
    alice = await insertUser(shop.app, { name: 'Alice' });
    bob = await insertUser(shop.app, { name: 'Bob' });
    const product = await shop.product({ quantity: 100 });
    for (const buyer of [alice, bob, alice, alice]) {
      placed.push(await shop.place(buyer, [{ _id: product.id }]));
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
    const res = await list('/api/v1/auth/all-orders?perPage=100', shop.admin.token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((o: { _id: string }) => o._id);
    expect(ids.slice(0, 4)).toEqual([...placed].reverse());
    expect(Number(res.headers['x-total-count'])).toBe(ids.length);
    expect((await list('/api/v1/auth/all-orders', alice.token)).statusCode).toBe(403);
    expect((await list('/api/v1/auth/orders', 'nonsense')).statusCode).toBe(401);
  });

  it('lets an administrator change the status, which the buyer then sees', async () => {
    const res = await shop.setStatus(placed[1], 'Shipped');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Order status updated', order: { _id: placed[1], status: 'Shipped' } });
    expect((await list('/api/v1/auth/orders', bob.token)).json()[0].status).toBe('Shipped');
    const back = await shop.setStatus(placed[1], 'Not Processed');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ success: false, message: 'A shipped order cannot go back to Not Processed' });
    expect((await list('/api/v1/auth/orders', bob.token)).json()[0].status).toBe('Shipped');
  });

  it('refuses an unknown status, an unknown order and a shopper', async () => {
    const bad = await shop.setStatus(placed[0], 'Lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^'status' must be one of: Not Processed, Processing, Shipped, Delivered, Cancel$/);
    const unknown = await shop.setStatus('00000000-0000-4000-8000-000000000000', 'Shipped');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Order not found' });
    expect((await shop.setStatus(placed[0], 'Shipped', alice)).statusCode).toBe(403);
    expect((await list('/api/v1/auth/orders', alice.token)).json().map((o: { status: string }) => o.status)).toEqual([
      'Not Processed',
      'Not Processed',
      'Not Processed',
    ]);
  });
});
