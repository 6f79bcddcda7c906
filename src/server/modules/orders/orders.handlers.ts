/**
 * Orders: a shopper places cash-on-delivery orders and sees their own; an administrator sees
 * every order and changes its status. Lists are bare arrays (as the spec's screens read them)
 * with the total in X-Total-Count.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { defineHandlers, type Filled, type QueryOf } from '../../contract/operation-types';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import { orderShape, orderShapes } from './order-shape';
import * as orders from './orders.repository';
import { placeOrder } from './place-order';

type PageQuery = Filled<QueryOf<'getOrders'>, 'page' | 'perPage'>;

/** One page of orders with their items, loaded in two queries whatever the page size. */
async function orderPage(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, buyerId?: string) {
  const { page, perPage } = request.query as PageQuery;
  const [rows, total] = await Promise.all([
    orders.findOrders(db, { buyerId, limit: perPage, offset: (page - 1) * perPage }),
    orders.countOrders(db, buyerId),
  ]);
  const items = await orders.itemsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  reply.header('X-Total-Count', String(total));
  return orderShapes(rows, items);
}

export const orderHandlers = defineHandlers({
  createOrder: async (request, reply) => {
    const address = request.body.address.trim();
    if (!address) throw badRequest("'address' must not be blank");
    const user = request.user!;
    const cart = { productIds: request.body.cart.map((entry) => entry._id), address };
    // A repeated key answers the first order exactly as it was first answered, status included.
    const order = await placeOrder(request.server.db, user, cart, request.headers['idempotency-key']);
    reply.status(201);
    return { success: true, message: 'Order placed successfully', order };
  },

  getOrders: async (request, reply) => orderPage(request.server.db, request, reply, request.user!.id),

  getAllOrders: async (request, reply) => orderPage(request.server.db, request, reply),

  updateOrderStatus: async (request) => {
    const db = request.server.db;
    const { orderId } = request.params;
    if (!(await orders.setOrderStatus(db, orderId, request.body.status))) throw notFound('Order not found');
    const order = (await orders.findOrder(db, orderId))!;
    const items = await orders.itemsOfOrders(db, [orderId]);
    return { success: true, message: 'Order status updated', order: orderShape(order, items) };
  },
});
