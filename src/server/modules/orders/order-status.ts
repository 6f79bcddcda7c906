/**
 * The one way an order's status changes: lock the order's row, check the move against the
 * transitions table, set it, record the event, and on Cancel return the stock. Because the
 * check and the restock happen under the row lock, a buyer's cancel and an admin's change
 * arriving together run one after the other and the stock comes back exactly once.
 */
import type { Kysely, Transaction } from 'kysely';
import type { OrderStatus } from '../../../shared/catalogue';
import type { Schema } from '../../contract/operation-types';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http-error';
import { orderShape } from './order-shape';
import { transition } from '../../../shared/order-transitions';
import * as orders from './orders.repository';
import { findDetailedOrder } from './order-details.repository';

/** No prescription medicine leaves 'Not Processed' before a pharmacist approves its prescription. */
const NEEDS_APPROVAL = new Set<OrderStatus>(['Processing', 'Shipped', 'Delivered']);
const CLEARED = new Set(['Not required', 'Approved']);
const NOT_APPROVED = 'This order needs an approved prescription before it can be processed';

export type Actor = 'shopper' | 'admin' | 'system';

export type StatusChange = {
  orderId: string;
  to: OrderStatus;
  actor: Actor;
  /** The user who made the change; null for the system. */
  actorId: string | null;
  note: string | null;
  /** When given, only this buyer's order is found: anyone else's is 404, like a missing one. */
  buyerId?: string;
  /** What asking for the status the order already has answers: done (nothing recorded) or 409. */
  sameStatus: 'done' | 'conflict';
};

/** Runs `work` in the caller's transaction when `db` is one, else in a new transaction. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

export async function changeStatus(db: Kysely<Database>, change: StatusChange): Promise<Schema<'Order'>> {
  return inTransaction(db, async (trx) => {
    const locked = await orders.lockOrder(trx, change.orderId, change.buyerId);
    if (!locked) throw notFound('Order not found');
    const move = transition(locked.status, change.to);
    if (move.kind === 'refused') throw conflict(move.reason);
    if (move.kind === 'allowed' && NEEDS_APPROVAL.has(change.to) && !CLEARED.has(locked.prescription_status)) throw conflict(NOT_APPROVED);
    if (move.kind === 'same' && change.sameStatus === 'conflict') throw conflict(`This order is already ${describeStatus(change.to)}`);
    if (move.kind === 'allowed') {
      await orders.setOrderStatus(trx, change.orderId, change.to);
      await orders.insertEvent(trx, { ...change, from: locked.status });
      if (change.to === 'Cancel') await orders.returnStock(trx, change.orderId);
    }
    return readOrder(trx, change.orderId);
  });
}

const describeStatus = (status: OrderStatus) => (status === 'Cancel' ? 'cancelled' : status.toLowerCase());

/** The order as the contract shapes it, with its items and timeline, in one statement. */
export async function readOrder(db: Kysely<Database> | Transaction<Database>, orderId: string): Promise<Schema<'Order'>> {
  const order = await findDetailedOrder(db, orderId);
  if (!order) throw notFound('Order not found');
  return orderShape(order, order.items, order.events, order.prescription_ids);
}
