/**
 * A shopper's pages of their own orders, kept in memory with the version they were read at
 * (orders-version.repository.ts) and answered again while the database gives the same version:
 * one small statement instead of reading every order with its items, timeline and
 * prescriptions, parsing and shaping them. The version is read on every request from the
 * database all server processes share, so no process answers a page another has changed.
 *
 * The answer's ETag is made of the version, so a client holding the page and sending
 * If-None-Match is answered 304 with no body. Browsers keep none of it: like every signed-in
 * answer it is `private, no-store` (plugins/contract.ts), as orders are personal data on what
 * may be a shared phone. A page is kept here from its second asking (admission.ts), within 8 MB.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Schema } from '../../contract/operation-types';
import { Admission } from '../../plugins/catalogue-cache/admission';
import { type ByteLru, byteLru } from '../../plugins/catalogue-cache/byte-lru';
import { matchesEtag, weakEtag } from '../../plugins/catalogue-cache/etag';
import { findDetailedOrders } from './order-details.repository';
import { orderShapes } from './order-shape';
import type { PageWindow } from '../page-window';
import { ownOrdersVersion } from './orders-version.repository';

type Kept = { version: string; orders: Schema<'Order'>[]; total: number; size: number };

const MAX_BYTES = 8 * 1024 * 1024;
const ADMISSION_KEYS = 2_000;
/** An order as kept, roughly: its fields and each item's (a description is most of one). */
const ORDER_BYTES = 1_500;
const ITEM_BYTES = 1_000;
/** This process's start, in every ETag: one made before a restart (perhaps of another shape) never matches after it. */
const STARTED = Date.now().toString(36);

/** The server's kept pages of shoppers' own orders, by shopper and window. */
export type KeptOrderPages = { pages: ByteLru<Kept>; admission: Admission };

declare module 'fastify' {
  interface FastifyInstance {
    keptOrderPages: KeptOrderPages;
  }
}

const sizeOf = (orders: Schema<'Order'>[]) => orders.reduce((sum, order) => sum + ORDER_BYTES + order.products.length * ITEM_BYTES, 0);

/** The signed-in shopper's page of orders (newest first) and its X-Total-Count, or a 304. */
export async function ownOrderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  window: PageWindow,
): Promise<Schema<'Order'>[] | FastifyReply> {
  const { db } = request.server;
  const buyerId = request.user!.id;
  const key = `${buyerId}:${window.offset}:${window.limit}`;
  const version = await ownOrdersVersion(db, buyerId, window);
  const kept = request.server.keptOrderPages;
  if (version !== undefined) {
    const etag = weakEtag(`${STARTED}|${key}|${version}`);
    reply.header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const page = kept.pages.get(key);
    if (page?.version === version) {
      reply.header('X-Total-Count', String(page.total));
      return page.orders;
    }
  }
  // Read after the version, so what is kept is never older than the version it is kept with.
  const { orders, total } = await findDetailedOrders(db, { buyerId }, window);
  const shaped = orderShapes(orders);
  if (version !== undefined && kept.admission.admits(key)) kept.pages.set(key, { version, orders: shaped, total, size: sizeOf(shaped) });
  reply.header('X-Total-Count', String(total));
  return shaped;
}

async function keptOrderPages(app: FastifyInstance) {
  app.decorate('keptOrderPages', { pages: byteLru<Kept>(MAX_BYTES), admission: new Admission(ADMISSION_KEYS) });
}

export default fp(keptOrderPages, { name: 'kept-order-pages' });
