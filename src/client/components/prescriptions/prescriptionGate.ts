/**
 * The server's rule for orders with a prescription line, mirrored in the admin's status select:
 * while the prescription is not approved, the order cannot leave 'Not Processed' for
 * Processing, Shipped or Delivered (Cancel stays open). The server refuses such a change (409) anyway.
 */
import type { Order, OrderStatus } from '../../api/endpoints';

const GATED: readonly OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];

const waitsForPrescription = (order: Order) =>
  order.status === 'Not Processed' && (order.prescription?.status === 'Pending review' || order.prescription?.status === 'Rejected');

/** Whether `status` is closed to this order until its prescription is approved. */
export function blockedByPrescription(order: Order, status: OrderStatus): boolean {
  return waitsForPrescription(order) && GATED.includes(status);
}

/** The note under the select saying why some statuses are unavailable; undefined when none are. */
export function prescriptionGateNote(order: Order): string | undefined {
  if (!waitsForPrescription(order)) return undefined;
  return order.prescription?.status === 'Rejected'
    ? 'Prescription rejected: only Cancel is possible.'
    : 'Needs an approved prescription first.';
}
