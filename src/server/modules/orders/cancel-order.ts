/**
 * Cancels an order before it is shipped: the buyer's "Cancel order", an administrator's
 * Cancel, or the system (a pharmacist rejecting the order's prescription). Locks the order's
 * row (SELECT … FOR UPDATE), refuses unless it is Not Processed or Processing (409; an order
 * already cancelled too), sets Cancel, records who and why on the timeline, and returns every
 * line's units to stock exactly once. No charge: orders are cash on delivery.
 *
 * Pass a transaction as `db` to cancel as part of a larger change (it then commits or rolls
 * back with it); pass the database to cancel in a transaction of its own.
 */
import type { Kysely } from 'kysely';
import type { Schema } from '../../contract/operation-types';
import type { Database } from '../../db/database';
import { type Actor, changeStatus } from './order-status';

export type CancelRequest = {
  orderId: string;
  actor: Actor;
  actorId: string | null;
  /** Why: the buyer's reason, the pharmacist's; shown on the timeline. */
  note: string | null;
  /** When given, only this buyer's order can be cancelled: anyone else's is 404, like a missing one. */
  buyerId?: string;
};

/** The cancelled order; throws 404 (no such order, or not the buyer's) or 409 (shipped, delivered, cancelled). */
export async function cancelOrder(db: Kysely<Database>, request: CancelRequest): Promise<Schema<'Order'>> {
  return changeStatus(db, { ...request, to: 'Cancel', sameStatus: 'conflict' });
}
