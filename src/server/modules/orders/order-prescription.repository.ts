/**
 * An order's prescription review, stored on the order: the prescriptions module decides, and
 * writes it through these functions. Also the pharmacist's queue of orders waiting for review.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, OrderPrescriptionStatus } from '../../db/database';
import type { OrderWithBuyer } from './orders.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** Locks the order until the transaction ends: concurrent reviews of one order queue up here. */
export async function lockOrder(trx: Transaction<Database>, orderId: string) {
  return trx
    .selectFrom('orders')
    .select(['id', 'buyer_id', 'status', 'prescription_status'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordPrescriptionReview(
  trx: Transaction<Database>,
  orderId: string,
  review: { status: OrderPrescriptionStatus; reason: string | null; by: string; pharmacistName: string; pharmacistRegNo: string },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      prescription_status: review.status,
      prescription_reason: review.reason,
      prescription_reviewed_at: sql<Date>`now()`,
      prescription_reviewed_by: review.by,
      pharmacist_name: review.pharmacistName,
      pharmacist_reg_no: review.pharmacistRegNo,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', orderId)
    .execute();
}

const awaitingReview = (db: Db) =>
  db.selectFrom('orders').where('prescription_status', '=', 'Pending review').where('status', '<>', 'Cancel');

/** Orders waiting for a pharmacist, oldest first. */
export async function findOrdersAwaitingReview(db: Db, page: { limit: number; offset: number }): Promise<OrderWithBuyer[]> {
  return awaitingReview(db)
    .innerJoin('users', 'users.id', 'orders.buyer_id')
    .selectAll('orders')
    .select('users.name as buyer_name')
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOrdersAwaitingReview(db: Db): Promise<number> {
  const row = await awaitingReview(db)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
