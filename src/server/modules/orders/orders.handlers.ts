/**
 * Orders: a shopper places cash-on-delivery orders and sees their own; an administrator sees
 * every order and changes its status. Lists are bare arrays (as the spec's screens read them)
 * with the total in X-Total-Count.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import type { Handlers } from '../../plugins/contract';
import { orderShape, orderShapes } from './order-shape';
import * as orders from './orders.repository';
import { placeOrder } from './place-order';

type PageQuery = { Querystring: { page: number; perPage: number } };
type OrderBody = {
  Body: { cart: { _id: string }[]; address: string; paymentMethod: 'COD' };
  Headers: { 'idempotency-key'?: string };
};
type StatusChange = { Params: { orderId: string }; Body: { status: string } };

/** One page of orders with their items, loaded in two queries whatever the page size. */
async function sendPage(db: Kysely<Database>, request: FastifyRequest<PageQuery>, reply: FastifyReply, buyerId?: string) {
  const { page, perPage } = request.query;
  const [rows, total] = await Promise.all([
    orders.findOrders(db, { buyerId, limit: perPage, offset: (page - 1) * perPage }),
    orders.countOrders(db, buyerId),
  ]);
  const items = await orders.itemsOfOrders(db, rows.map((row) => row.id));
  return reply.header('X-Total-Count', String(total)).send(orderShapes(rows, items));
}

export const orderHandlers = {
  createOrder: async (request: FastifyRequest<OrderBody>, reply) => {
    const address = request.body.address.trim();
    if (!address) throw badRequest("'address' must not be blank");
    const user = request.user!;
    const cart = { productIds: request.body.cart.map((entry) => entry._id), address };
    // A repeated key answers the first order exactly as it was first answered, status included.
    const order = await placeOrder(request.server.db, user, cart, request.headers['idempotency-key']);
    return reply.status(201).send({ success: true, message: 'Order placed successfully', order });
  },

  getOrders: async (request: FastifyRequest<PageQuery>, reply) => sendPage(request.server.db, request, reply, request.user!.id),

  getAllOrders: async (request: FastifyRequest<PageQuery>, reply) => sendPage(request.server.db, request, reply),

  updateOrderStatus: async (request: FastifyRequest<StatusChange>) => {
    const db = request.server.db;
    const { orderId } = request.params;
    if (!(await orders.setOrderStatus(db, orderId, request.body.status))) throw notFound('Order not found');
    const order = (await orders.findOrder(db, orderId))!;
    const items = await orders.itemsOfOrders(db, [orderId]);
    return { success: true, message: 'Order status updated', order: orderShape(order, items) };
  },
} satisfies Handlers;
