/**
 * One order's invoice, for its buyer or an administrator: numbered on first request when the
 * order predates invoices, then gathered and rendered. Anyone else gets the same 404 as for
 * an order that does not exist, so an order id reveals nothing.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { DEMO_STORE_DETAILS } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http-error';
import { ADMIN_ROLE, type AuthUser } from '../../plugins/auth';
import { findOrder, itemsOfOrders } from '../orders/orders.repository';
import { taxFactsOf } from '../products/products.repository';
import { type InvoiceDocument, invoiceDocument } from './invoice-document';
import { numberOlderOrder } from './number-invoice';

const ORDER_NOT_FOUND = 'Order not found';

/** The order's invoice as data, or a 404 for a caller who may not see it. */
export async function orderInvoice(db: Kysely<Database>, config: Config, caller: AuthUser, orderId: string): Promise<InvoiceDocument> {
  let order = await findOrder(db, orderId);
  if (!order || (order.buyer_id !== caller.id && caller.role !== ADMIN_ROLE)) throw notFound(ORDER_NOT_FOUND);
  if (order.invoice_no === null || order.invoice_date === null) {
    await numberOlderOrder(db, orderId);
    order = (await findOrder(db, orderId))!;
  }
  const items = await itemsOfOrders(db, [orderId]);
  const missingFacts = items.filter((item) => item.hsn_code === null || item.gst_rate === null).map((item) => item.product_id);
  const facts = new Map(
    (await taxFactsOf(db, missingFacts)).map((row) => [row.id, { hsn_code: row.hsn_code, gst_rate: Number(row.gst_rate) }]),
  );
  const store = { ...(config.store ?? DEMO_STORE_DETAILS), name: config.storeName };
  return invoiceDocument(store, { ...order, invoice_no: order.invoice_no!, invoice_date: order.invoice_date! }, items, facts);
}
