/**
 * Review queue change notifications: every statement that writes a table the pharmacist's
 * queue is read from (orders, the prescriptions they name and those prescriptions' owners, as
 * modules/orders/orders-version.repository.ts `queueVersion` reads them) sends NOTIFY
 * review_queue_changed when it commits. A PGlite server keeps each queue page's version in
 * memory until one arrives (modules/orders/kept-queue-versions.ts) instead of reading it from
 * the database at every request. Prescription files and order lines are written with their
 * prescription and order, whose statements notify.
 */
import { type Kysely, sql } from 'kysely';

export const REVIEW_QUEUE_CHANNEL = 'review_queue_changed';
const TABLES = ['orders', 'order_prescriptions', 'prescriptions', 'users'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_review_queue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(REVIEW_QUEUE_CHANNEL)}, '');
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    // FOR EACH STATEMENT, as the catalogue's: a transaction's notifications on one channel arrive as one.
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_review_queue_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_review_queue_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`DROP TRIGGER ${sql.id(`${table}_review_queue_changed`)} ON ${sql.id(table)}`.execute(db);
  await sql`DROP FUNCTION notify_review_queue_changed()`.execute(db);
}
