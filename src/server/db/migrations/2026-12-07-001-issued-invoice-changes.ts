/**
 * Issued invoices notify as orders do (migration 2026-12-05-001): every write to a row of
 * issued_invoices sends NOTIFY orders_changed with `invoice:` and its order's buyer when it
 * commits, and a TRUNCATE names nobody (anyone's). A shopper's download of a kept invoice is
 * then answered from this process's memory, with no statement, until a notification says the
 * invoice or the order it is for may have changed (modules/invoices/order-invoice.ts): a
 * cancellation's new invoice, a row replaced or deleted by hand, or another process's. The
 * `invoice:` prefix leaves the buyer's order pages and the pharmacist's queue kept: an invoice
 * is on neither (kept-versions.ts).
 */
import { type Kysely, sql } from 'kysely';
import { ORDERS_CHANNEL } from './2026-12-05-001-order-changes';

const CHANNEL = sql.lit(ORDERS_CHANNEL);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_issued_invoices_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify(${CHANNEL}, coalesce((SELECT 'invoice:' || buyer_id FROM orders WHERE id = OLD.order_id), ''));
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM pg_notify(${CHANNEL}, coalesce((SELECT 'invoice:' || buyer_id FROM orders WHERE id = NEW.order_id), ''));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER issued_invoices_orders_changed AFTER INSERT OR UPDATE OR DELETE ON issued_invoices
    FOR EACH ROW EXECUTE FUNCTION notify_issued_invoices_row_changed()`.execute(db);
  await sql`
    CREATE TRIGGER issued_invoices_truncated_orders_changed AFTER TRUNCATE ON issued_invoices
    FOR EACH STATEMENT EXECUTE FUNCTION notify_orders_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER issued_invoices_truncated_orders_changed ON issued_invoices`.execute(db);
  await sql`DROP TRIGGER issued_invoices_orders_changed ON issued_invoices`.execute(db);
  await sql`DROP FUNCTION notify_issued_invoices_row_changed()`.execute(db);
}
