/**
 * One order's invoice, for its buyer or an administrator: rendered and kept when the order is
 * placed or cancelled (invoice-issuer.ts), then answered as kept; an order placed before
 * invoices is numbered, rendered and kept on its first request. Anyone
 * else gets the same 404 as for an order that does not exist, so an order id reveals nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { DEMO_STORE_DETAILS } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http-error';
import { ADMIN_ROLE, type AuthUser } from '../../plugins/auth';
import { findOrder, itemsOfOrders, type OrderWithBuyer } from '../orders/orders.repository';
import { taxFactsOf } from '../products/products.repository';
import { invoiceDocument, isCancelled } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { findIssuedInvoice, keepIssuedInvoice } from './issued-invoices.repository';
import { numberOlderOrder } from './number-invoice';

const ORDER_NOT_FOUND = 'Order not found';

type NumberedOrder = OrderWithBuyer & { invoice_no: string; invoice_date: Date };

/** Gathers and renders the order's invoice as its items, facts and the shop's settings stand now. */
async function renderOrderInvoice(db: Kysely<Database>, config: Config, order: NumberedOrder): Promise<Buffer> {
  const items = await itemsOfOrders(db, [order.id]);
  const missingFacts = items.filter((item) => item.hsn_code === null || item.gst_rate === null).map((item) => item.product_id);
  const facts = new Map(
    (await taxFactsOf(db, missingFacts)).map((row) => [row.id, { hsn_code: row.hsn_code, gst_rate: Number(row.gst_rate) }]),
  );
  const store = { ...(config.store ?? DEMO_STORE_DETAILS), name: config.storeName };
  return renderInvoicePdf(invoiceDocument(store, order, items, facts));
}

const mayRead = (caller: AuthUser, order: { buyer_id: string }) => order.buyer_id === caller.id || caller.role === ADMIN_ROLE;

/** The order, numbered if it predates invoices, or a 404 for a caller who may not see it. */
async function numberedOrder(db: Kysely<Database>, caller: AuthUser, orderId: string): Promise<NumberedOrder> {
  let order = await findOrder(db, orderId);
  if (!order || !mayRead(caller, order)) throw notFound(ORDER_NOT_FOUND);
  if (order.invoice_no === null || order.invoice_date === null) {
    await numberOlderOrder(db, orderId);
    order = (await findOrder(db, orderId))!;
  }
  return { ...order, invoice_no: order.invoice_no!, invoice_date: order.invoice_date! };
}

/** The kept invoice of the order if it is the one for the order's state now. */
async function currentIssued(db: Kysely<Database>, orderId: string) {
  const issued = await findIssuedInvoice(db, orderId);
  return issued && issued.invoice_no !== null && issued.cancelled === isCancelled(issued) ? issued : undefined;
}

/** Renders the numbered order's invoice for its state now and keeps it; answers the PDF kept. */
async function renderAndKeep(db: Kysely<Database>, config: Config, order: NumberedOrder): Promise<Buffer> {
  const pdf = await renderOrderInvoice(db, config, order);
  return keepIssuedInvoice(db, order.id, { cancelled: isCancelled(order), pdf });
}

/** Renders and keeps the order's invoice for its state now, unless it is kept already. */
export async function issueInvoice(db: Kysely<Database>, config: Config, orderId: string): Promise<void> {
  if (await currentIssued(db, orderId)) return;
  const order = await findOrder(db, orderId);
  if (!order || order.invoice_no === null || order.invoice_date === null) return;
  await renderAndKeep(db, config, { ...order, invoice_no: order.invoice_no, invoice_date: order.invoice_date });
}

/**
 * The order's invoice number and PDF: the one issued for its state, else rendered now and kept
 * (an order still in the issuer's queue is taken out of it; one the issuer is rendering is
 * waited for).
 */
export async function orderInvoice(app: FastifyInstance, caller: AuthUser, orderId: string): Promise<{ invoiceNo: string; pdf: Buffer }> {
  const { db, config } = app;
  let issued = await currentIssued(db, orderId);
  if (!issued && app.invoiceIssuer.issuing(orderId)) {
    await app.invoiceIssuer.claim(orderId);
    issued = await currentIssued(db, orderId);
  }
  if (issued) {
    if (!mayRead(caller, issued)) throw notFound(ORDER_NOT_FOUND);
    return { invoiceNo: issued.invoice_no!, pdf: issued.pdf };
  }
  const order = await numberedOrder(db, caller, orderId);
  return { invoiceNo: order.invoice_no, pdf: await renderAndKeep(db, config, order) };
}
