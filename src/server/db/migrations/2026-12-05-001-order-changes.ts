/**
 * Order change notifications: every statement that writes a table a shopper's own order pages
 * or the pharmacist's queue are versioned by (orders, their buyers, and the prescriptions the
 * orders name, as modules/orders/orders-version.repository.ts reads them) sends NOTIFY
 * orders_changed when it commits. A PGlite server keeps each page's version in memory until
 * one arrives (modules/orders/kept-versions.ts) instead of reading it from the database at every
 * request. Order lines, timelines and prescription files are written with their order or
 * prescription, whose statements notify.
 */
import { type Kysely, sql } from 'kysely';

export const ORDERS_CHANNEL = 'orders_changed';
const TABLES = ['orders', 'order_prescriptions', 'prescriptions', 'users'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(ORDERS_CHANNEL)}, '');
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    // FOR EACH STATEMENT, as the catalogue's: a transaction's notifications on one channel arrive as one.
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_orders_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_orders_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`DROP TRIGGER ${sql.id(`${table}_orders_changed`)} ON ${sql.id(table)}`.execute(db);
  await sql`DROP FUNCTION notify_orders_changed()`.execute(db);
}
