/**
 * Catalogue change notifications: every statement that writes products, their photos or
 * categories (the admin screens, an order taking stock, a bulk seed, a hand-run SQL fix)
 * sends NOTIFY catalogue_changed when it commits, so each server process can drop its cached
 * catalogue reads. A trigger rather than a call in each writer means no write path is missed.
 */
import { type Kysely, sql } from 'kysely';

export const CATALOGUE_CHANNEL = 'catalogue_changed';
const TABLES = ['products', 'product_photos', 'categories'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(CATALOGUE_CHANNEL)}, '');
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    // FOR EACH STATEMENT: a 1,000-row bulk insert notifies once, not 1,000 times.
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`.execute(db);
  }
  // product-filters counts a category's products in a price band: one index range per category.
  await sql`CREATE INDEX products_category_price ON products (category_id, price)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX products_category_price`.execute(db);
  for (const table of TABLES) await sql`DROP TRIGGER ${sql.id(`${table}_changed`)} ON ${sql.id(table)}`.execute(db);
  await sql`DROP FUNCTION notify_catalogue_changed()`.execute(db);
}
