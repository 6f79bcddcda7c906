/**
 * Places a cash-on-delivery order in one transaction: lock the products, check every one is
 * there, not past its expiry month, in stock and within its maxPerOrder, take the stock, and
 * copy the products into the order with the figures `priceLines` gives (the quote's). Names and
 * prices come from the catalogue, never from the cart the client sent. With an Idempotency-Key,
 * the key is claimed first in the same transaction, and a key already used answers its order.
 */
import type { Kysely } from 'kysely';
import type { Delivery } from '../../config';
import type { Schema } from '../../contract/operation-types';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http-error';
import { numberInvoice } from '../invoices/number-invoice';
import { earlierOrder } from './idempotency';
import { recordOrder } from './idempotency-keys.repository';
import { needsPrescription } from '../../../shared/catalogue';
import { checkOrderPrescriptions } from '../prescriptions/order-gate';
import { orderShape } from './order-shape';
import * as orders from './orders.repository';
import { priceLines } from './pricing';

export type OrderPlacement = {
  /** Units per product id, in cart order. */
  units: Map<string, number>;
  address: string;
  /** The delivery's; null takes the buyer's profile value. */
  pincode: string | null;
  stateCode: string | null;
};

/** Why this product cannot be ordered `count` times, or undefined when it can. */
export function refusal(product: orders.LockedProduct, count: number): string | undefined {
  if (product.expired) return `${product.name} has expired and cannot be ordered`;
  if (product.quantity === 0) return `${product.name} is out of stock`;
  if (count > product.max_per_order) return `At most ${product.max_per_order} of ${product.name} per order`;
  if (count > product.quantity) return `Only ${product.quantity} left of ${product.name}`;
  return undefined;
}

/** The product ids repeated once per unit: what the Idempotency-Key's request hash compares. */
const unitIds = (units: Map<string, number>) => [...units].flatMap(([id, count]) => Array<string>(count).fill(id));

export async function placeOrder(
  db: Kysely<Database>,
  buyer: { id: string; name: string },
  placement: OrderPlacement,
  delivery: Delivery,
  idempotencyKey?: string,
  prescriptionIds: string[] = [],
): Promise<Schema<'Order'>> {
  const { units } = placement;
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      const earlier = await earlierOrder(trx, buyer.id, idempotencyKey, { productIds: unitIds(units), address: placement.address });
      if (earlier) return earlier;
    }
    const locked = new Map((await orders.lockProducts(trx, [...units.keys()])).map((p) => [p.id, p]));
    const lines = [...units].map(([id, count]) => {
      const product = locked.get(id);
      if (!product) throw notFound(`Some products in your cart are no longer available (${id})`);
      const refused = refusal(product, count);
      if (refused) throw conflict(refused);
      return { product, units: count };
    });
    const rxProductNames = lines.filter((line) => needsPrescription(line.product.schedule)).map((line) => line.product.name);
    const prescription = await checkOrderPrescriptions(trx, { buyerId: buyer.id, prescriptionIds, rxProductNames });
    for (const line of lines) await orders.takeStock(trx, line.product.id, line.units);
    const figures = priceLines(
      lines.map(({ product, units: count }) => ({ price: product.price, mrp: product.mrp, units: count })),
      delivery,
    );
    const profile = await orders.deliveryDetailsOf(trx, buyer.id);
    const order = await orders.insertOrder(trx, {
      buyerId: buyer.id,
      address: placement.address,
      figures,
      pincode: placement.pincode ?? profile?.pincode ?? null,
      stateCode: placement.stateCode ?? profile?.state_code ?? null,
      prescriptionStatus: prescription.status,
    });
    const items = await orders.insertItems(trx, order.id, lines);
    await prescription.attach(order.id);
    const placedEvent = await orders.insertEvent(trx, {
      orderId: order.id,
      from: null,
      to: 'Not Processed',
      actor: 'shopper',
      actorId: buyer.id,
      note: null,
    });
    // Last, so the invoice counter's lock is held only for the rest of the transaction.
    Object.assign(order, await numberInvoice(trx, order.id, order.created_at));
    const placed = orderShape({ ...order, buyer_name: buyer.name }, items, [placedEvent], prescriptionIds);
    if (idempotencyKey) await recordOrder(trx, buyer.id, idempotencyKey, order.id, placed);
    return placed;
  });
}
