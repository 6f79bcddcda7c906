/** The invoices module's table of issued invoice PDFs (see its migration). */
import { type Kysely, sql } from 'kysely';
import type { Database, OrderRow } from '../../db/database';

export type IssuedInvoice = { cancelled: boolean; pdf: Buffer };

/**
 * The invoice PDF issued for the order, if one was, with what answering it needs of the order
 * (its buyer, number and status), read in one statement: a download of a kept invoice asks
 * PGlite's one session once, not twice.
 */
export async function findIssuedInvoice(
  db: Kysely<Database>,
  orderId: string,
): Promise<(IssuedInvoice & Pick<OrderRow, 'buyer_id' | 'invoice_no' | 'status'>) | undefined> {
  return db
    .selectFrom('issued_invoices')
    .innerJoin('orders', 'orders.id', 'issued_invoices.order_id')
    .select(['issued_invoices.cancelled', 'issued_invoices.pdf', 'orders.buyer_id', 'orders.invoice_no', 'orders.status'])
    .where('issued_invoices.order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Keeps `pdf` as the order's invoice unless one for the same state is kept already (another
 * request rendered it first), and answers the one kept, so every download of an issued
 * invoice is the same file. A PDF for the other state (the order was cancelled since) is replaced.
 */
export async function keepIssuedInvoice(db: Kysely<Database>, orderId: string, invoice: IssuedInvoice): Promise<Buffer> {
  const kept = await db
    .insertInto('issued_invoices')
    .values({ order_id: orderId, ...invoice })
    .onConflict((oc) =>
      oc
        .column('order_id')
        .doUpdateSet({ cancelled: invoice.cancelled, pdf: invoice.pdf, issued_at: sql<Date>`now()` })
        .where('issued_invoices.cancelled', '<>', invoice.cancelled),
    )
    .returning('order_id')
    .executeTakeFirst();
  if (kept) return invoice.pdf;
  const existing = await findIssuedInvoice(db, orderId);
  return existing?.cancelled === invoice.cancelled ? existing.pdf : invoice.pdf;
}
