/**
 * The issued invoices' PDFs this process rendered or read lately, each with the row version of
 * its issued_invoices row. A download still asks the database, in its one statement, whether
 * the order's invoice is kept and at which version, and takes the PDF from here when the
 * version matches: another process's replacement (a cancellation) or a row written by hand has
 * a new version, so what is answered is always what the database holds. The invoice rendered
 * when an order is placed is here for its first download too.
 */
import { byteLru } from '../../plugins/catalogue-cache/byte-lru';
import type { VersionedPdf } from './issued-invoices.repository';

/** About 240 invoices of 34 KB: a busy hour's downloads, within the server's memory budget. */
const MAX_BYTES = 8 * 1024 * 1024;

export type KeptInvoicePdfs = {
  get(orderId: string): VersionedPdf | undefined;
  /** Keeps the PDF at its version; one without a version (not kept in the database) is not kept here either. */
  set(orderId: string, kept: VersionedPdf): void;
};

export function keptInvoicePdfs(maxBytes = MAX_BYTES): KeptInvoicePdfs {
  const lru = byteLru<VersionedPdf & { size: number }>(maxBytes);
  return {
    get: (orderId) => lru.get(orderId),
    set(orderId, kept) {
      if (kept.version) lru.set(orderId, { ...kept, size: kept.pdf.length + 128 });
    },
  };
}
