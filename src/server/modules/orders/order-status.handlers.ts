/**
 * Status changes through the API: an administrator moves an order along (forward only), a
 * buyer cancels their own before it is shipped. Both go through `changeStatus`, which locks
 * the order's row, so concurrent changes queue up and a cancellation restocks once.
 */
import { defineHandlers } from '../../contract/operation-types';
import { ADMIN_ROLE } from '../../../shared/catalogue';
import { badRequest } from '../../http-error';
import { cancelOrder } from './cancel-order';
import { changeStatus } from './order-status';

export const orderStatusHandlers = defineHandlers({
  updateOrderStatus: async (request) => {
    const user = request.user!;
    const order = await changeStatus(request.server.db, {
      orderId: request.params.orderId,
      to: request.body.status,
      actor: 'admin',
      actorId: user.id,
      note: null,
      // A retried request for the status the order already has is answered as done.
      sameStatus: 'done',
    });
    // A cancellation's invoice says CANCELLED; no other status is printed on an invoice.
    if (order.status === 'Cancel') request.server.invoiceIssuer.issue(order._id);
    return { success: true, message: 'Order status updated', order };
  },

  cancelOrder: async (request) => {
    const reason = request.body.reason.trim();
    if (!reason) throw badRequest("'reason' must not be blank");
    const user = request.user!;
    // x-access owner: the buyer, or an administrator (who could cancel through the status too).
    const isAdmin = user.role === ADMIN_ROLE;
    const order = await cancelOrder(request.server.db, {
      orderId: request.params.orderId,
      actor: isAdmin ? 'admin' : 'shopper',
      actorId: user.id,
      note: reason,
      buyerId: isAdmin ? undefined : user.id,
    });
    request.server.invoiceIssuer.issue(order._id);
    return { success: true, message: 'Order cancelled', order };
  },
});
