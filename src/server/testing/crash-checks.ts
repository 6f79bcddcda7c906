/** Placing orders until the server is killed, and checking afterwards that every order is whole. */
import { allOrders, call } from './server-api';
import type { ServerProcess } from './server-process';

export type Acknowledged = { id: string; units: Record<string, number>; total: number };
type Product = { _id: string; slug: string };

/**
 * Six shoppers' tabs place orders of 1–3 units non-stop; once `killAfter` are acknowledged the
 * server is SIGKILLed with requests still in flight. Returns the orders answered 201.
 */
export async function placeOrdersUntilKilled(server: ServerProcess, tokens: string[], products: Product[], killAfter: number) {
  const acknowledged: Acknowledged[] = [];
  let killed = false;
  const worker = async (n: number) => {
    for (let i = 0; !killed && i < 200; i++) {
      const cart = Array.from({ length: 1 + ((n + i) % 3) }, (_, k) => ({ _id: products[(n + k) % products.length]._id }));
      try {
        const res = await call(server, 'POST', '/api/v1/products/create', {
          token: tokens[n % tokens.length],
          json: { cart, address: 'Kill Street', paymentMethod: 'COD' },
        });
        if (res.status !== 201) throw new Error(`Order refused: ${res.status} ${JSON.stringify(res.body)}`);
        const units: Record<string, number> = {};
        for (const entry of cart) units[entry._id] = (units[entry._id] ?? 0) + 1;
        acknowledged.push({ id: res.body.order._id, units, total: res.body.order.total });
        if (acknowledged.length >= killAfter && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch (error) {
        if (!killed) throw error; // after the kill, refused connections are expected
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)));
  await server.exited;
  return acknowledged;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** Every acknowledged order is there as answered; every order is whole; stock matches what exists. */
export async function checkOrdersWhole(
  server: ServerProcess,
  admin: string,
  products: Product[],
  startingStock: number,
  acknowledged: Acknowledged[],
) {
  const orders = await allOrders(server, admin);
  const byId = new Map(orders.map((o) => [o._id, o]));
  for (const ack of acknowledged) {
    const order = byId.get(ack.id);
    expect(order).toBeDefined();
    expect(order.total).toBe(ack.total);
    const units: Record<string, number> = {};
    for (const item of order.products) units[item._id] = (units[item._id] ?? 0) + item.quantity;
    expect(units).toEqual(ack.units);
  }
  const sold: Record<string, number> = {};
  for (const order of orders) {
    expect(order.products.length).toBeGreaterThanOrEqual(1);
    // The items at the prices paid, and the total with the delivery fee on top.
    expect(paise(order.itemsTotal)).toBe(
      order.products.reduce((sum: number, p: { price: number; quantity: number }) => sum + paise(p.price) * p.quantity, 0),
    );
    expect(paise(order.total)).toBe(paise(order.itemsTotal) + paise(order.deliveryFee));
    for (const item of order.products) sold[item._id] = (sold[item._id] ?? 0) + item.quantity;
  }
  for (const product of products) {
    const stock = (await call(server, 'GET', `/api/v1/products/get-product/${product.slug}`)).body.product.quantity;
    expect(stock).toBe(startingStock - (sold[product._id] ?? 0));
  }
}
