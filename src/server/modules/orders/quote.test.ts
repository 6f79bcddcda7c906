/**
 * quoteOrder through the real API: lines capped by stock and maxPerOrder with the reason, the
 * delivery fee's threshold, and — over random carts (fast-check) — the quote equal to the
 * order then placed for the same cart, to the paisa.
 */
import fc from 'fast-check';
import { orderShopForThisFile } from '../../testing/order-fixtures';

jest.setTimeout(180_000);

const shop = orderShopForThisFile();

const quote = (cart: object[], extra: object = {}) =>
  shop.app.inject({ method: 'POST', url: '/api/v1/orders/quote', payload: { cart, ...extra } });

it('prices each line and says what cannot be ordered and why', async () => {
  const ok = await shop.product({ name: 'Cetirizine', price: 45.5, mrp: 52, quantity: 20, schedule: 'H' });
  const few = await shop.product({ name: 'Insulin Pen', price: 400, quantity: 2 });
  const capped = await shop.product({ name: 'Cough Syrup', price: 80, quantity: 50, maxPerOrder: 3 });
  const none = await shop.product({ name: 'Antacid', quantity: 0 });
  const old = await shop.product({ name: 'Old Syrup', quantity: 5, expiresOn: '2020-01' });
  const gone = '00000000-0000-4000-8000-000000000000';
  const res = await quote([
    { _id: ok.id, quantity: 2 },
    { _id: few.id, quantity: 5 },
    { _id: capped.id, quantity: 2 },
    { _id: capped.id, quantity: 2 },
    { _id: none.id },
    { _id: old.id },
    { _id: gone, quantity: 4 },
  ]);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const summary = body.lines.map((l: Record<string, unknown>) => [l.name, l.requested, l.quantity, l.problem, l.message]);
  expect(summary).toEqual([
    ['Cetirizine', 2, 2, null, null],
    ['Insulin Pen', 5, 2, 'limited', 'Only 2 left of Insulin Pen'],
    ['Cough Syrup', 4, 3, 'limited', 'At most 3 of Cough Syrup per order'],
    ['Antacid', 1, 0, 'out of stock', 'Antacid is out of stock'],
    ['Old Syrup', 1, 0, 'expired', 'Old Syrup has expired and cannot be ordered'],
    [null, 4, 0, 'unavailable', 'This product is no longer available'],
  ]);
  expect(body.lines[0]).toMatchObject({
    _id: ok.id,
    slug: ok.slug,
    price: 45.5,
    mrp: 52,
    lineTotal: 91,
    lineMrp: 104,
    available: 20,
    maxPerOrder: 10,
    rxRequired: true,
  });
  // 91 + 800 + 240 = 1131 of items, above ₹499: free delivery.
  expect(body).toMatchObject({ itemsTotal: 1131, mrpTotal: 1144, discount: 13, deliveryFee: 0, freeDeliveryAbove: 499, total: 1131 });
});

it('charges delivery below the threshold and not from it on', async () => {
  const product = await shop.product({ price: 249.5, quantity: 10 });
  expect((await quote([{ _id: product.id }])).json()).toMatchObject({ itemsTotal: 249.5, deliveryFee: 49, total: 298.5 });
  expect((await quote([{ _id: product.id, quantity: 2 }])).json()).toMatchObject({ itemsTotal: 499, deliveryFee: 0, total: 499 });
  const justBelow = await shop.product({ price: 498.99, quantity: 10 });
  expect((await quote([{ _id: justBelow.id }])).json()).toMatchObject({ deliveryFee: 49, total: 547.99 });
});

it('refuses a quantity outside 1 to 100, an unknown field and an unknown state with 400', async () => {
  const product = await shop.product({ quantity: 10 });
  for (const body of [
    { cart: [{ _id: product.id, quantity: 0 }] },
    { cart: [{ _id: product.id, quantity: 101 }] },
    { cart: [{ _id: product.id, price: 1 }] },
    { cart: [] },
    { cart: [{ _id: product.id }], state: '99' },
  ]) {
    const res = await shop.app.inject({ method: 'POST', url: '/api/v1/orders/quote', payload: body });
    expect(res.statusCode).toBe(400);
  }
});

it('equals the order placed for the same cart, to the paisa, over random carts', async () => {
  const figures = (o: Record<string, number>) => [o.itemsTotal, o.mrpTotal, o.discount, o.deliveryFee, o.total];
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          paise: fc.oneof(fc.integer({ min: 1, max: 60_000 }), fc.constantFrom(49_900, 49_899, 24_950, 1)),
          extraMrp: fc.integer({ min: 0, max: 5_000 }),
          quantity: fc.integer({ min: 1, max: 10 }),
          repeat: fc.boolean(),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      async (lines) => {
        const products = await shop.products(
          lines.map((l) => ({ price: l.paise / 100, mrp: (l.paise + l.extraMrp) / 100, quantity: 100 })),
        );
        const cart = lines.flatMap((l, i) =>
          l.repeat && l.quantity > 1
            ? [
                { _id: products[i].id, quantity: l.quantity - 1 },
                { _id: products[i].id, quantity: 1 },
              ]
            : [{ _id: products[i].id, quantity: l.quantity }],
        );
        const quoted = (await quote(cart)).json();
        const placed = await shop.order(shop.shopper, cart);
        expect(placed.statusCode).toBe(201);
        expect(figures(placed.json().order)).toEqual(figures(quoted));
        const paise = lines.reduce((sum, l) => sum + l.paise * l.quantity, 0);
        expect(Math.round(quoted.itemsTotal * 100)).toBe(paise);
        expect(quoted.deliveryFee).toBe(paise >= 49_900 ? 0 : 49);
        // What was stored, read back, is the same too.
        const listed = await shop.app.inject({ url: '/api/v1/auth/orders?perPage=1', headers: { authorization: shop.shopper.token } });
        expect(figures(listed.json()[0])).toEqual(figures(quoted));
      },
    ),
    { numRuns: 40 },
  );
});
