/**
 * One order's invoice, for its buyer or an administrator: rendered and kept when the order is
 * placed or cancelled (invoice-issuer.ts), then answered as kept; an order placed before
 * invoices is numbered, rendered and kept on its first request. Anyone
 * else gets the same 404 as for an order that does not exist, so an order id reveals nothing.
 * A buyer's download of a kept invoice this process holds is answered with no statement while
 * nothing it was read from has changed (keptOwnInvoice).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { DEMO_STORE_DETAILS } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http-error';
import { ADMIN_ROLE, type AuthUser } from '../../plugins/auth';
import { invoiceScope } from '../orders/kept-versions';
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

/**
 * The kept invoice of the order if it is the one for the order's state now; its PDF from this
 * process's kept PDFs when the database holds the version kept there, else read and kept there.
 */
async function currentIssued(app: FastifyInstance, orderId: string) {
  const held = app.keptInvoicePdfs.get(orderId);
  const issued = await findIssuedInvoice(app.db, orderId, held?.version);
  if (!issued || issued.invoice_no === null || issued.cancelled !== isCancelled(issued)) return undefined;
  if (issued.pdf) app.keptInvoicePdfs.set(orderId, { version: issued.version, pdf: issued.pdf });
  // No PDF read means the row is at the version held.
  return { ...issued, pdf: issued.pdf ?? held!.pdf };
}

/** Renders the numbered order's invoice for its state now and keeps it; answers the PDF kept. */
async function renderAndKeep(app: FastifyInstance, order: NumberedOrder): Promise<Buffer> {
  const pdf = await renderOrderInvoice(app.db, app.config, order);
  const kept = await keepIssuedInvoice(app.db, order.id, { cancelled: isCancelled(order), pdf });
  app.keptInvoicePdfs.set(order.id, kept);
  return kept.pdf;
}

/** Renders and keeps the order's invoice for its state now, unless it is kept already. */
export async function issueInvoice(app: FastifyInstance, orderId: string): Promise<void> {
  if (await currentIssued(app, orderId)) return;
  const order = await findOrder(app.db, orderId);
  if (!order || order.invoice_no === null || order.invoice_date === null) return;
  await renderAndKeep(app, { ...order, invoice_no: order.invoice_no, invoice_date: order.invoice_date });
}

type Invoice = { invoiceNo: string; pdf: Buffer };

/**
 * The buyer's own kept invoice from this process's memory, with no statement, while the buyer's
 * orders have not changed since it was last read for them: the read's version is kept in the
 * buyer's invoices' scope (kept-versions.ts), which every write to their orders or to an issued
 * invoice of theirs drops (NOTIFY: migrations 2026-12-05-001 and 2026-12-07-001), and the PDF is
 * the one held at that version. Undefined when nothing is held, none is current, or it is not theirs.
 */
async function keptOwnInvoice(app: FastifyInstance, buyerId: string, orderId: string): Promise<Invoice | undefined> {
  if (!app.keptInvoicePdfs.get(orderId)) return undefined;
  const version = await app.orderVersions.read(invoiceScope(buyerId), `invoice:${buyerId}:${orderId}`, async () => {
    const issued = await currentIssued(app, orderId);
    return { version: issued?.buyer_id === buyerId ? `${issued.version} ${issued.invoice_no}` : undefined, until: null };
  });
  if (version === undefined) return undefined;
  const space = version.indexOf(' ');
  const [rowVersion, invoiceNo] = [version.slice(0, space), version.slice(space + 1)];
  const held = app.keptInvoicePdfs.get(orderId);
  return held?.version === rowVersion ? { invoiceNo, pdf: held.pdf } : undefined;
}

/**
 * The order's invoice number and PDF: the one issued for its state, else rendered now and kept
 * (an order still in the issuer's queue is taken out of it; one the issuer is rendering is
 * waited for).
 */
export async function orderInvoice(app: FastifyInstance, caller: AuthUser, orderId: string): Promise<Invoice> {
  const kept = caller.role === ADMIN_ROLE ? undefined : await keptOwnInvoice(app, caller.id, orderId);
  if (kept) return kept;
  let issued = await currentIssued(app, orderId);
  if (!issued && app.invoiceIssuer.issuing(orderId)) {
    await app.invoiceIssuer.claim(orderId);
    issued = await currentIssued(app, orderId);
  }
  if (issued) {
    if (!mayRead(caller, issued)) throw notFound(ORDER_NOT_FOUND);
    return { invoiceNo: issued.invoice_no!, pdf: issued.pdf };
  }
  const order = await numberedOrder(app.db, caller, orderId);
  return { invoiceNo: order.invoice_no, pdf: await renderAndKeep(app, order) };
}
