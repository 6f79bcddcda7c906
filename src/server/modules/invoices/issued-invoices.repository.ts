/** The invoices module's table of issued invoice PDFs (see its migration). */
import { type Kysely, sql } from 'kysely';
import type { Database, OrderRow } from '../../db/database';

export type IssuedInvoice = { cancelled: boolean; pdf: Buffer };

/** A kept PDF and the row version (xmin) of the issued_invoices row it was read from or written as. */
export type VersionedPdf = { version: string; pdf: Buffer };

const VERSION = sql<string>`issued_invoices.xmin::text`;

/**
 * The invoice issued for the order, if one was, with what answering it needs of the order (its
 * buyer, number and status), read in one statement: a download of a kept invoice asks PGlite's
 * one session once, not twice. The PDF is left out (null) when the row is still at
 * `knownVersion`: the caller holds that PDF already (kept-invoice-pdfs.ts).
 */
export async function findIssuedInvoice(
  db: Kysely<Database>,
  orderId: string,
  knownVersion = '',
): Promise<
  ({ cancelled: boolean; pdf: Buffer | null; version: string } & Pick<OrderRow, 'buyer_id' | 'invoice_no' | 'status'>) | undefined
> {
  return db
    .selectFrom('issued_invoices')
    .innerJoin('orders', 'orders.id', 'issued_invoices.order_id')
    .select([
      'issued_invoices.cancelled',
      sql<Buffer | null>`CASE WHEN ${VERSION} = ${knownVersion} THEN NULL ELSE issued_invoices.pdf END`.as('pdf'),
      VERSION.as('version'),
      'orders.buyer_id',
      'orders.invoice_no',
      'orders.status',
    ])
    .where('issued_invoices.order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Keeps `pdf` as the order's invoice unless one for the same state is kept already (another
 * request rendered it first), and answers the one kept with its row version, so every download
 * of an issued invoice is the same file. A PDF for the other state (the order was cancelled
 * since) is replaced.
 */
export async function keepIssuedInvoice(db: Kysely<Database>, orderId: string, invoice: IssuedInvoice): Promise<VersionedPdf> {
  const kept = await db
    .insertInto('issued_invoices')
    .values({ order_id: orderId, ...invoice })
    .onConflict((oc) =>
      oc
        .column('order_id')
        .doUpdateSet({ cancelled: invoice.cancelled, pdf: invoice.pdf, issued_at: sql<Date>`now()` })
        .where('issued_invoices.cancelled', '<>', invoice.cancelled),
    )
    .returning(VERSION.as('version'))
    .executeTakeFirst();
  if (kept) return { version: kept.version, pdf: invoice.pdf };
  // Another request kept one for this state first (read whole: no version is known), or the
  // order changed state meanwhile and ours is answered without being kept.
  const existing = await findIssuedInvoice(db, orderId);
  return existing?.pdf && existing.cancelled === invoice.cancelled
    ? { version: existing.version, pdf: existing.pdf }
    : { version: '', pdf: invoice.pdf };
}
