/**
 * Quantities through the real API: units per cart entry, stock and maxPerOrder checked in the
 * transaction that takes the stock, SPEC clients' whole product objects still one unit each,
 * the delivery's pincode and state, and maxPerOrder on the admin's product form.
 */
import { multipartBody } from '../../testing/multipart';
import { orderShopForThisFile } from '../../testing/order-fixtures';
import { insertUser } from '../../testing/test-app';

// The 50 concurrent orders and the busy shared machine outlast the usual 30 s.
jest.setTimeout(120_000);

const shop = orderShopForThisFile();

const orderCount = async () =>
  Number(
    (
      await shop.app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('orders the quantity asked for, adding up repeated entries', async () => {
  const product = await shop.product({ price: 12.5, quantity: 10 });
  const res = await shop.order(shop.shopper, [{ _id: product.id, quantity: 3 }, { _id: product.id }]);
  expect(res.statusCode).toBe(201);
  expect(res.json().order.products).toEqual([expect.objectContaining({ _id: product.id, quantity: 4 })]);
  expect(res.json().order).toMatchObject({ itemsTotal: 50, deliveryFee: 49, total: 99 });
  expect(await shop.stockOf(product.id)).toBe(6);
});

it('counts a whole product object, as a SPEC client sends it, as one unit whatever its stock says', async () => {
  const product = await shop.product({ quantity: 500 });
  const asListed = { _id: product.id, name: product.name, slug: product.slug, price: 50, quantity: 500 };
  const res = await shop.order(shop.shopper, [asListed, asListed]);
  expect(res.statusCode).toBe(201);
  expect(res.json().order.products[0].quantity).toBe(2);
  expect(await shop.stockOf(product.id)).toBe(498);
});

it('refuses more than maxPerOrder or the stock with 409 naming the product, taking nothing', async () => {
  const limited = await shop.product({ name: 'Cough Syrup', quantity: 50, maxPerOrder: 4 });
  const scarce = await shop.product({ name: 'Insulin Pen', quantity: 2 });
  const plenty = await shop.product({ quantity: 50 });
  const before = await orderCount();
  const cases: [object[], string][] = [
    [
      [
        { _id: plenty.id, quantity: 2 },
        { _id: limited.id, quantity: 5 },
      ],
      'At most 4 of Cough Syrup per order',
    ],
    [
      [
        { _id: limited.id, quantity: 3 },
        { _id: limited.id, quantity: 2 },
      ],
      'At most 4 of Cough Syrup per order',
    ],
    [[{ _id: plenty.id }, { _id: scarce.id, quantity: 3 }], 'Only 2 left of Insulin Pen'],
    [[{ _id: plenty.id, quantity: 11 }], `At most 10 of ${plenty.name} per order`],
  ];
  for (const [cart, message] of cases) {
    const res = await shop.order(shop.shopper, cart);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: { success: false, message } });
  }
  expect([await shop.stockOf(limited.id), await shop.stockOf(scarce.id), await shop.stockOf(plenty.id)]).toEqual([50, 2, 50]);
  expect(await orderCount()).toBe(before);
  expect((await shop.order(shop.shopper, [{ _id: limited.id, quantity: 4 }])).statusCode).toBe(201);
});

it('refuses a quantity outside 1 to 100 with 400 naming the entry', async () => {
  const product = await shop.product({ quantity: 500 });
  for (const quantity of [0, 101, 1.5]) {
    const res = await shop.order(shop.shopper, [{ _id: product.id }, { _id: product.id, quantity }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^'cart\[1\]\.quantity' must/);
  }
  expect(await shop.stockOf(product.id)).toBe(500);
});

it('sells exactly the stock when 50 orders of 3 units arrive at once against 10', async () => {
  const product = await shop.product({ quantity: 10 });
  const buyers = await Promise.all(Array.from({ length: 5 }, () => insertUser(shop.app)));
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => shop.order(buyers[i % 5], [{ _id: product.id, quantity: 3 }])));
  const statuses = answers.map((res) => res.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(3);
  expect(statuses.filter((s) => s === 409)).toHaveLength(47);
  expect(await shop.stockOf(product.id)).toBe(1);
});

describe('delivery pincode and state', () => {
  it('keeps the ones the order names, else copies the profile, and refuses an unknown state', async () => {
    const buyer = await insertUser(shop.app);
    const product = await shop.product({ quantity: 10 });
    const none = await shop.order(buyer, [{ _id: product.id }]);
    expect(none.json().order).toMatchObject({ pincode: null, state: null });

    const profile = await shop.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: { authorization: buyer.token },
      payload: { name: 'Ritu', phone: '98300 12345', address: '3 Park Street, Kolkata', pincode: '700016', state: '19' },
    });
    expect(profile.json().updatedUser).toMatchObject({ pincode: '700016', state: '19' });
    const fromProfile = await shop.order(buyer, [{ _id: product.id }]);
    expect(fromProfile.json().order).toMatchObject({ pincode: '700016', state: { code: '19', name: 'West Bengal' } });
    const named = await shop.order(buyer, [{ _id: product.id }], { pincode: '400050', state: '27' });
    expect(named.json().order).toMatchObject({ pincode: '400050', state: { code: '27', name: 'Maharashtra' } });

    for (const extra of [{ state: '99' }, { pincode: '012345' }, { pincode: '70001' }]) {
      expect((await shop.order(buyer, [{ _id: product.id }], extra)).statusCode).toBe(400);
    }
    const listed = await shop.app.inject({ url: '/api/v1/auth/orders', headers: { authorization: buyer.token } });
    expect(listed.json().map((o: { pincode: string | null }) => o.pincode)).toEqual(['400050', '700016', null]);
  });

  it('lets the profile clear them with empty values and keeps them when left out', async () => {
    const buyer = await insertUser(shop.app);
    const put = (payload: object) =>
      shop.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/profile',
        headers: { authorization: buyer.token },
        payload: { name: 'Ritu', phone: '98300 12345', address: 'Kolkata', ...payload },
      });
    expect((await put({ pincode: '700016', state: '19' })).json().updatedUser).toMatchObject({ pincode: '700016', state: '19' });
    expect((await put({})).json().updatedUser).toMatchObject({ pincode: '700016', state: '19' });
    expect((await put({ pincode: '', state: '' })).json().updatedUser).toMatchObject({ pincode: null, state: null });
    expect((await put({ state: '98' })).statusCode).toBe(400);
  });
});

it("sets maxPerOrder from the admin's product form, 10 when left out, and shows it in every product answer", async () => {
  const form = (extra: Record<string, string>) =>
    multipartBody({
      name: `Vitamin C ${Date.now()}`,
      description: 'Chewable',
      price: '99',
      quantity: '40',
      category: shop.categoryId,
      ...extra,
    });
  const send = async (method: 'POST' | 'PUT', url: string, extra: Record<string, string>) => {
    const { payload, headers } = await form(extra);
    return shop.app.inject({ method, url, payload, headers: { ...headers, authorization: shop.admin.token } });
  };
  const created = await send('POST', '/api/v1/products/create-product', {});
  expect(created.json().product.maxPerOrder).toBe(10);
  const id = created.json().product._id;
  const updated = await send('PUT', `/api/v1/products/update-product/${id}`, { maxPerOrder: '3' });
  expect(updated.json().product.maxPerOrder).toBe(3);
  expect((await send('PUT', `/api/v1/products/update-product/${id}`, { maxPerOrder: '101' })).statusCode).toBe(400);
  const read = await shop.app.inject({ url: `/api/v1/products/get-product/${updated.json().product.slug}` });
  expect(read.json().product.maxPerOrder).toBe(3);
});
