/**
 * Orders: a shopper places cash-on-delivery orders and sees their own; an administrator sees
 * every order and changes its status. Lists are bare arrays (as the spec's screens read them)
 * with the total in X-Total-Count.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineHandlers } from '../../contract/operation-types';
import { badRequest } from '../../http-error';
import { orderShapes } from './order-shape';
import { findDetailedOrders } from './order-details.repository';
import { placeOrder } from './place-order';
import { cartUnits } from './cart-units';
import { keptPage } from './kept-pages';
import { buyerScope } from './kept-versions';
import { ownOrdersVersion } from './orders-version.repository';
import { DEFAULT_DELIVERY } from '../../config';
import { stateByCode } from '../../../shared/indian-states';
import { pageWindow } from '../page-window';

/** One page of every shopper's orders with their items, timelines and count, read in one statement whatever the page size. */
async function allOrdersPage(request: FastifyRequest, reply: FastifyReply) {
  const { orders, total } = await findDetailedOrders(request.server.db, {}, pageWindow(request));
  reply.header('X-Total-Count', String(total));
  return orderShapes(orders);
}

/**
 * The signed-in shopper's page of orders (newest first), kept while its version holds
 * (kept-pages.ts): the buyer's name, their count and each order's row on the page.
 */
async function ownOrdersPage(request: FastifyRequest, reply: FastifyReply) {
  const { db } = request.server;
  const buyerId = request.user!.id;
  const window = pageWindow(request);
  const key = `own:${buyerId}:${window.offset}:${window.limit}`;
  const version = await request.server.orderVersions.read(buyerScope(buyerId), key, async () => ({
    version: await ownOrdersVersion(db, buyerId, window),
    until: null,
  }));
  return keptPage(request, reply, key, version, async () => {
    const { orders, total } = await findDetailedOrders(db, { buyerId }, window);
    return { items: orderShapes(orders), total };
  });
}

export const orderHandlers = defineHandlers({
  createOrder: async (request, reply) => {
    const { body } = request;
    const address = body.address.trim();
    if (!address) throw badRequest("'address' must not be blank");
    if (body.state !== undefined && !stateByCode(body.state)) throw badRequest("'state' must be the GST code of an Indian state");
    const placement = { units: cartUnits(body.cart), address, pincode: body.pincode ?? null, stateCode: body.state ?? null };
    const delivery = request.server.config.delivery ?? DEFAULT_DELIVERY;
    // A repeated key answers the first order exactly as it was first answered, status included.
    const order = await placeOrder(
      request.server.db,
      request.user!,
      placement,
      delivery,
      request.headers['idempotency-key'],
      body.prescriptionIds,
    );
    request.server.invoiceIssuer.issue(order._id);
    reply.status(201);
    return { success: true, message: 'Order placed successfully', order };
  },

  getOrders: ownOrdersPage,

  getAllOrders: allOrdersPage,
});
