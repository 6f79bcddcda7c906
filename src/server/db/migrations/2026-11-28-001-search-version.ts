/**
 * A one-row counter of the writes that change what a text search finds: each statement that
 * inserts or deletes products (at least one), a truncate, and each update of a product's
 * searched text (a column the `search` lexemes come from, or created_at, the newest-first
 * order) bump it in the writer's transaction. Each server
 * process keeps a search index in memory and reads this counter to know whether it is still
 * exact. An order, which only updates quantity, leaves it alone, so stock changes never cost
 * a rebuild (the catalogue_changed notification fires on every write and cannot tell).
 */
import { type Kysely, sql } from 'kysely';

/** The columns `search` (and `search_text`) are computed from, and the order the index keeps. */
const SEARCHED_COLUMNS = ['name', 'description', 'composition', 'manufacturer', 'created_at'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE search_version (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      version bigint NOT NULL DEFAULT 0)`.execute(db);
  await sql`INSERT INTO search_version DEFAULT VALUES`.execute(db);
  await sql`
    CREATE FUNCTION bump_search_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE search_version SET version = version + 1;
      RETURN NULL;
    END $$`.execute(db);
  // For statements that may touch no row at all (a DELETE of an id that is not there): bumps
  // only when the statement's transition table `changed` holds a row, so a refused request
  // leaves the counter, and every index, as they were.
  await sql`
    CREATE FUNCTION bump_search_version_if_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM changed) THEN
        UPDATE search_version SET version = version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  // FOR EACH STATEMENT: a 1,000-row bulk insert bumps once.
  await sql`
    CREATE TRIGGER products_search_inserted AFTER INSERT ON products
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version_if_changed()`.execute(db);
  await sql`
    CREATE TRIGGER products_search_deleted AFTER DELETE ON products
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version_if_changed()`.execute(db);
  await sql`CREATE TRIGGER products_search_truncated AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version()`.execute(
    db,
  );
  // Per row, and only for a row whose searched text really changed: an order's stock update
  // (or a form saved unchanged) is not a search change. Text edits come a product at a time.
  const changed = sql.join(
    SEARCHED_COLUMNS.map((c) => sql`OLD.${sql.id(c)} IS DISTINCT FROM NEW.${sql.id(c)}`),
    sql` OR `,
  );
  await sql`
    CREATE TRIGGER products_search_updated AFTER UPDATE ON products
    FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION bump_search_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['products_search_inserted', 'products_search_deleted', 'products_search_truncated', 'products_search_updated']) {
    await sql`DROP TRIGGER ${sql.id(trigger)} ON products`.execute(db);
  }
  await sql`DROP FUNCTION bump_search_version_if_changed()`.execute(db);
  await sql`DROP FUNCTION bump_search_version()`.execute(db);
  await sql`DROP TABLE search_version`.execute(db);
}
