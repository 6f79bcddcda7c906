/**
 * The pharmacist's decision on an order's prescription, in one transaction that starts by
 * locking the order: of several reviews racing, the first decides and the rest find it decided
 * (409). Approving approves the order's pending prescriptions for PRESCRIPTION_VALID_DAYS;
 * rejecting rejects them and cancels the order, returning its stock once (orders' cancelOrder).
 */
import type { Kysely } from 'kysely';
import type { PharmacyConfig } from '../../config';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http-error';
import { cancelOrder } from '../orders/cancel-order';
import { lockOrder, recordPrescriptionReview } from '../orders/order-prescription.repository';
import { approvePrescriptions, prescriptionIdsOfOrders, rejectPrescriptions } from './prescriptions.repository';

export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export async function reviewPrescription(
  db: Kysely<Database>,
  review: { orderId: string; reviewerId: string; pharmacy: PharmacyConfig } & Decision,
): Promise<void> {
  const { orderId, reviewerId, pharmacy } = review;
  const reviewer = { by: reviewerId, pharmacistName: pharmacy.pharmacistName, pharmacistRegNo: pharmacy.pharmacistRegistrationNo };
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw notFound('Order not found');
    if (order.prescription_status === 'Not required') throw conflict('This order has no prescription to review');
    if (order.prescription_status !== 'Pending review')
      throw conflict(`This order's prescription was already reviewed (${order.prescription_status.toLowerCase()})`);
    if (order.status === 'Cancel') throw conflict('This order is cancelled: there is nothing to review');
    const ids = (await prescriptionIdsOfOrders(trx, [orderId])).get(orderId) ?? [];
    if (review.decision === 'approve') {
      await approvePrescriptions(trx, ids, reviewer, pharmacy.prescriptionValidDays);
      await recordPrescriptionReview(trx, orderId, { ...reviewer, status: 'Approved', reason: null });
      return;
    }
    await rejectPrescriptions(trx, ids, reviewer, review.reason);
    await recordPrescriptionReview(trx, orderId, { ...reviewer, status: 'Rejected', reason: review.reason });
    await cancelOrder(trx, { orderId, actor: 'admin', actorId: reviewerId, note: `Prescription rejected: ${review.reason}` });
  });
}
