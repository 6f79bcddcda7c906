/**
 * Invoice numbers: INV/<financial year>/<six digits>, e.g. INV/26-27/000123 (16 characters,
 * CGST Rule 46's limit). The financial year runs April to March by the date in India, so an
 * order placed at 00:30 IST on 1 April starts the new series even though it is still
 * 31 March in UTC.
 */

/** India has one time zone and no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The financial year (April–March) of an instant, as "26-27". */
export function financialYearOf(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const startYear = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(startYear)}-${two(startYear + 1)}`;
}

/** The most invoices one financial year can number within 16 characters. */
export const MAX_INVOICES_PER_YEAR = 999_999;

export function invoiceNumber(financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_INVOICES_PER_YEAR) {
    throw new RangeError(`Invoice serial ${serial} is outside 1–${MAX_INVOICES_PER_YEAR}`);
  }
  return `INV/${financialYear}/${String(serial).padStart(6, '0')}`;
}

/** The file name a downloaded invoice gets: the number with its slashes as dashes. */
export function invoiceFileName(invoiceNo: string): string {
  return `${invoiceNo.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

/** The invoice date as printed: 24 Nov 2026, by the date in India. */
/** Made once: toLocaleString with options builds a formatter on every call (2% of an invoice's rendering). */
const SHORT_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

export function invoiceDateText(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const month = SHORT_MONTH.format(ist);
  return `${ist.getUTCDate()} ${month} ${ist.getUTCFullYear()}`;
}
