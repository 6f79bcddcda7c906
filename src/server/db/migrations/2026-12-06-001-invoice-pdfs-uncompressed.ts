/**
 * Invoice PDFs stored as they are, not offered to PostgreSQL's own compression: a PDF's page
 * and font streams are compressed already, so pglz read each 34 KB invoice through and gave up
 * (the stored size was the PDF's, 34,183 bytes on average over the bench's 3,880), at every
 * invoice kept. In a scratch loop on PGlite, copying a kept PDF into a new row took 0.37–0.48
 * ms stored as it is against 0.82–1.85 ms offered to compression; PGlite's one thread is what a
 * burst of orders' invoices queue on. Rows already kept stay as they are; they read the same.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE issued_invoices ALTER COLUMN pdf SET STORAGE EXTERNAL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE issued_invoices ALTER COLUMN pdf SET STORAGE EXTENDED`.execute(db);
}
