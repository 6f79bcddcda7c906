/**
 * The quote of a cart: each line at today's price, capped by stock and maxPerOrder, with the
 * reason when it is, and the figures from `priceLines`, the function createOrder stores. A
 * product that does not exist comes back as an 'unavailable' line, so a cart can show it.
 */
import type { Kysely } from 'kysely';
import { needsPrescription } from '../../../shared/catalogue';
import type { Delivery } from '../../config';
import type { Schema } from '../../contract/operation-types';
import type { Database } from '../../db/database';
import { toApiPhoto } from '../products/product-shape';
import * as orders from './orders.repository';
import { refusal } from './place-order';
import { priceLines, toPaise, toRupees } from './pricing';

type Line = Schema<'QuoteLine'>;

function unavailableLine(id: string, requested: number): Line {
  return {
    _id: id,
    name: null,
    slug: null,
    price: 0,
    mrp: 0,
    quantity: 0,
    requested,
    lineTotal: 0,
    lineMrp: 0,
    available: 0,
    maxPerOrder: 0,
    rxRequired: false,
    photo: null,
    problem: 'unavailable',
    message: 'This product is no longer available',
  };
}

function problemOf(product: orders.LockedProduct, requested: number): Line['problem'] {
  if (product.expired) return 'expired';
  if (product.quantity === 0) return 'out of stock';
  return requested > Math.min(product.quantity, product.max_per_order) ? 'limited' : null;
}

function line(product: orders.LockedProduct, requested: number): Line {
  const problem = problemOf(product, requested);
  const quantity = problem === 'expired' || problem === 'out of stock' ? 0 : Math.min(requested, product.quantity, product.max_per_order);
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    price: Number(product.price),
    mrp: Number(product.mrp),
    quantity,
    requested,
    lineTotal: toRupees(toPaise(product.price) * quantity),
    lineMrp: toRupees(toPaise(product.mrp) * quantity),
    available: product.quantity,
    maxPerOrder: product.max_per_order,
    rxRequired: needsPrescription(product.schedule),
    photo: toApiPhoto(product),
    problem,
    message: problem ? (refusal(product, requested) ?? null) : null,
  };
}

export async function quoteCart(db: Kysely<Database>, units: Map<string, number>, delivery: Delivery): Promise<Schema<'QuoteResponse'>> {
  const found = new Map((await orders.readProducts(db, [...units.keys()])).map((p) => [p.id, p]));
  const lines = [...units].map(([id, requested]) => {
    const product = found.get(id);
    return product ? line(product, requested) : unavailableLine(id, requested);
  });
  const figures = priceLines(
    lines.map((l) => ({ price: l.price, mrp: l.mrp, units: l.quantity })),
    delivery,
  );
  return { lines, ...figures, freeDeliveryAbove: delivery.freeAbove };
}
