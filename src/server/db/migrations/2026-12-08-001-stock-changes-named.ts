/**
 * Stock changes say which products they changed. Until this migration every statement that
 * wrote products sent the same empty catalogue_changed notification (migration 2026-11-23-001),
 * so an order, which only takes stock, dropped every server process's whole catalogue cache:
 * every product's kept JSON, every list's total, every category's newest. Now an UPDATE of
 * products whose rows changed in nothing but their stock (quantity, and with it updated_at and
 * the kept JSON, migration 2026-12-04-001) notifies `stock:` and the products' ids, comma
 * separated; the cache then drops what shows stock and the JSON of those products alone
 * (plugins/catalogue-cache). Any other update, an UPDATE of more than STOCK_IDS_MAX rows (a
 * notification holds under 8,000 bytes) and every insert, delete and truncate notify as before.
 * An UPDATE that changed no row notifies nothing.
 */
import { type Kysely, sql } from 'kysely';
import { CATALOGUE_CHANNEL } from './2026-11-23-001-catalogue-changes';

/** `stock:` and this many ids of 36 characters and their commas stay under PostgreSQL's 8,000-byte payload. */
const STOCK_IDS_MAX = 100;
/** The columns an order's stock update writes: quantity, and what the row's triggers derive from it. */
const STOCK_COLUMNS = ['quantity', 'updated_at', 'api_json_head', 'api_json_tail'];
const CHANNEL = sql.lit(CATALOGUE_CHANNEL);

export async function up(db: Kysely<unknown>): Promise<void> {
  const stockColumns = sql.raw(`ARRAY[${STOCK_COLUMNS.map((c) => `'${c}'`).join(', ')}]`);
  // Whole rows as jsonb less the stock columns: equal when nothing else changed. A row whose id
  // changed has no partner and is no stock change.
  await sql`
    CREATE FUNCTION notify_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT FROM new_rows) THEN
        RETURN NULL;
      END IF;
      IF (SELECT count(*) FROM (SELECT FROM new_rows LIMIT ${sql.lit(STOCK_IDS_MAX + 1)}) AS counted) <= ${sql.lit(STOCK_IDS_MAX)}
        AND NOT EXISTS (
          SELECT FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
          WHERE n.id IS NULL OR to_jsonb(o) - ${stockColumns} IS DISTINCT FROM to_jsonb(n) - ${stockColumns})
      THEN
        PERFORM pg_notify(${CHANNEL}, 'stock:' || (SELECT string_agg(id::text, ',' ORDER BY id) FROM new_rows));
      ELSE
        PERFORM pg_notify(${CHANNEL}, '');
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP TRIGGER products_changed ON products`.execute(db);
  await sql`
    CREATE TRIGGER products_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`.execute(db);
  await sql`
    CREATE TRIGGER products_updated AFTER UPDATE ON products
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION notify_products_updated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER products_updated ON products`.execute(db);
  await sql`DROP TRIGGER products_changed ON products`.execute(db);
  await sql`
    CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`.execute(db);
  await sql`DROP FUNCTION notify_products_updated()`.execute(db);
}
