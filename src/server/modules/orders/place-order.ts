/**
 * Places a cash-on-delivery order in one transaction: lock the products, check every one is
 * there, not past its expiry month and in stock, take the stock, and copy the products into the order. Names and prices
 * come from the catalogue, never from the cart the client sent. With an Idempotency-Key, the
 * key is claimed first in the same transaction, and a key already used answers its order.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http-error';
import { earlierOrder, type OrderCart } from './idempotency';
import { recordOrder } from './idempotency-keys.repository';
import type { Schema } from '../../contract/operation-types';
import { orderShape } from './order-shape';
import * as orders from './orders.repository';

/** Units per product id, in the order each id first appears in the cart. */
function countUnits(productIds: string[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const id of productIds) units.set(id, (units.get(id) ?? 0) + 1);
  return units;
}

/** Rupees as an exact decimal string, summed in paise so no floating-point error creeps in. */
function totalOf(lines: { product: orders.LockedProduct; units: number }[]): string {
  const paise = lines.reduce((sum, { product, units }) => sum + Math.round(Number(product.price) * 100) * units, 0);
  return (paise / 100).toFixed(2);
}

export async function placeOrder(
  db: Kysely<Database>,
  buyer: { id: string; name: string },
  cart: OrderCart,
  idempotencyKey?: string,
): Promise<Schema<'Order'>> {
  const units = countUnits(cart.productIds);
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      const earlier = await earlierOrder(trx, buyer.id, idempotencyKey, cart);
      if (earlier) return earlier;
    }
    const locked = new Map((await orders.lockProducts(trx, [...units.keys()])).map((p) => [p.id, p]));
    const lines = [...units].map(([id, count]) => {
      const product = locked.get(id);
      if (!product) throw notFound(`Some products in your cart are no longer available (${id})`);
      if (product.expired) throw conflict(`${product.name} has expired and cannot be ordered`);
      if (product.quantity < count) {
        throw conflict(product.quantity === 0 ? `${product.name} is out of stock` : `Only ${product.quantity} left of ${product.name}`);
      }
      return { product, units: count };
    });
    for (const line of lines) await orders.takeStock(trx, line.product.id, line.units);
    const order = await orders.insertOrder(trx, { buyerId: buyer.id, address: cart.address, total: totalOf(lines) });
    const items = await orders.insertItems(trx, order.id, lines);
    const placed = orderShape({ ...order, buyer_name: buyer.name }, items);
    if (idempotencyKey) await recordOrder(trx, buyer.id, idempotencyKey, order.id, placed);
    return placed;
  });
}
