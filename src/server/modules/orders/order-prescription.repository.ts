/**
 * An order's prescription review, stored on the order: the prescriptions module decides, and
 * writes it through these functions.
 */
import { sql, type Transaction } from 'kysely';
import type { Database, OrderPrescriptionStatus } from '../../db/database';

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
