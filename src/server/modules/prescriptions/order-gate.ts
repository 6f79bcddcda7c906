/**
 * What placing an order asks of prescriptions: a cart with a Schedule H or H1 medicine needs at
 * least one of the buyer's own prescriptions that is pending, or approved and still valid. An
 * id that is missing, someone else's, rejected or expired is refused with one message, so the
 * answer never tells whether another user's prescription exists.
 */
import type { Transaction } from 'kysely';
import type { Database, OrderPrescriptionStatus } from '../../db/database';
import { badRequest } from '../../http-error';
import { linkPrescriptions, lockUsablePrescriptions } from './prescriptions.repository';

const listOf = (names: string[]) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * Checks the prescriptions named for an order, in its transaction (they stay locked until it
 * ends); returns the order's prescription status and `attach`, to call once the order exists.
 */
export async function checkOrderPrescriptions(
  trx: Transaction<Database>,
  order: { buyerId: string; prescriptionIds: string[]; rxProductNames: string[] },
): Promise<{ status: OrderPrescriptionStatus; attach: (orderId: string) => Promise<void> }> {
  const usable = await lockUsablePrescriptions(trx, order.buyerId, order.prescriptionIds);
  if (usable.length < order.prescriptionIds.length) {
    throw badRequest(
      "'prescriptionIds' names a prescription that does not exist or can no longer be used; upload it again or pick another",
    );
  }
  const { rxProductNames } = order;
  if (rxProductNames.length > 0 && usable.length === 0) {
    throw badRequest(
      `A prescription is required for ${listOf(rxProductNames)}: upload one, or pick an approved prescription that is still valid`,
    );
  }
  const attach = (orderId: string) => linkPrescriptions(trx, orderId, order.prescriptionIds);
  if (rxProductNames.length === 0) return { status: 'Not required', attach };
  // Prescriptions a pharmacist already approved, still valid, need no second review.
  return { status: usable.every((p) => p.status === 'Approved') ? 'Approved' : 'Pending review', attach };
}
