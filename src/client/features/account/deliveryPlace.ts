import type { Order } from '../../api/endpoints';

/** The order's delivery address with its pincode and state, as one line. */
export function deliveryPlace(order: Pick<Order, 'address' | 'pincode' | 'state'>): string {
  return [order.address, order.pincode, order.state?.name].filter(Boolean).join(', ');
}
