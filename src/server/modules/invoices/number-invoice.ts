/**
 * Gives an order its invoice number inside a transaction that writes the order: the order's
 * own (placing it) or one opened for an order placed before invoices existed (its first
 * invoice request). Either way the number and the counter commit or roll back together.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { setInvoiceNumber } from '../orders/orders.repository';
import { takeNextSerial } from './invoice-counters.repository';
import { financialYearOf, invoiceNumber } from './invoice-number';

export type InvoiceNumbering = { invoice_no: string; invoice_date: Date };

/** Numbers the order `orderId` as of `date` (when it was placed) and stores the number on it. */
export async function numberInvoice(trx: Transaction<Database>, orderId: string, date: Date): Promise<InvoiceNumbering> {
  const numbering = {
    invoice_no: invoiceNumber(financialYearOf(date), await takeNextSerial(trx, financialYearOf(date))),
    invoice_date: date,
  };
  if (!(await setInvoiceNumber(trx, orderId, numbering))) throw new AlreadyNumbered();
  return numbering;
}

class AlreadyNumbered extends Error {}

/**
 * Numbers an order placed before invoices existed, dated today: the year's series is
 * consecutive, so it cannot take a number from a year whose later numbers are already given.
 * Two first requests at once: the second waits on the counter's lock, finds the order
 * numbered, and rolls back, so no number is lost.
 */
export async function numberOlderOrder(db: Kysely<Database>, orderId: string): Promise<void> {
  try {
    await db.transaction().execute((trx) => numberInvoice(trx, orderId, new Date()));
  } catch (error) {
    if (!(error instanceof AlreadyNumbered)) throw error;
  }
}
