/**
 * Order change notifications: every write to a table a shopper's own order pages or the
 * pharmacist's queue are versioned by (orders, their buyers, and the prescriptions the orders
 * name, as modules/orders/orders-version.repository.ts reads them) sends NOTIFY orders_changed
 * when it commits. A PGlite server keeps each page's version in memory until one arrives
 * (modules/orders/kept-versions.ts) instead of reading it from the database at every request;
 * since decision 019 a PostgreSQL one does too.
 *
 * The payload says whose pages may have changed: an order's buyer id for a row of orders, a
 * user's id for a row of users, and nothing (anyone's) for a statement on the prescription
 * tables or a TRUNCATE. So another shopper's order leaves a shopper's kept pages kept; the queue,
 * which shows every buyer's orders, is dropped by each. A transaction's identical notifications
 * arrive as one. Order lines, timelines and prescription files are written with their order or
 * prescription, whose writes notify.
 */
import { type Kysely, sql } from 'kysely';

export const ORDERS_CHANNEL = 'orders_changed';
const CHANNEL = sql.lit(ORDERS_CHANNEL);

/** Row triggers naming whose pages a row is on: orders by their buyer, users by themselves. */
const WHOSE = [
  { table: 'orders', column: 'buyer_id' },
  { table: 'users', column: 'id' },
];
/** Statement triggers naming nobody (anyone's pages). */
const ANYONES = ['order_prescriptions', 'prescriptions'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${CHANNEL}, '');
      RETURN NULL;
    END $$`.execute(db);
  for (const { table, column } of WHOSE) {
    const whose = sql.id(column);
    await sql`
      CREATE FUNCTION ${sql.id(`notify_${table}_row_changed`)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM pg_notify(${CHANNEL}, OLD.${whose}::text); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM pg_notify(${CHANNEL}, NEW.${whose}::text); END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_orders_changed`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
      FOR EACH ROW EXECUTE FUNCTION ${sql.id(`notify_${table}_row_changed`)}()`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_truncated_orders_changed`)} AFTER TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_orders_changed()`.execute(db);
  }
  for (const table of ANYONES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_orders_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_orders_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of WHOSE) {
    await sql`DROP TRIGGER ${sql.id(`${table}_orders_changed`)} ON ${sql.id(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.id(`${table}_truncated_orders_changed`)} ON ${sql.id(table)}`.execute(db);
    await sql`DROP FUNCTION ${sql.id(`notify_${table}_row_changed`)}()`.execute(db);
  }
  for (const table of ANYONES) await sql`DROP TRIGGER ${sql.id(`${table}_orders_changed`)} ON ${sql.id(table)}`.execute(db);
  await sql`DROP FUNCTION notify_orders_changed()`.execute(db);
}
