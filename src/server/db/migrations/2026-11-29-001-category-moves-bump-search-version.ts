/**
 * A product moved to another category bumps search_version too: the page boundaries of each
 * category's list (modules/products/page-boundaries.ts) are kept after a write only while that
 * counter stands, and a move changes two categories' lists. Moves come one product at a time
 * from the admin's form, so the search index rebuild they also cause is rare.
 */
import { type Kysely, sql } from 'kysely';

function columnsChanged(columns: string[]) {
  return sql.join(
    columns.map((c) => sql`OLD.${sql.id(c)} IS DISTINCT FROM NEW.${sql.id(c)}`),
    sql` OR `,
  );
}

/** Replaces products_search_updated: it bumps search_version when one of `columns` changes. */
export async function updateTrigger(db: Kysely<unknown>, columns: string[]) {
  await sql`DROP TRIGGER products_search_updated ON products`.execute(db);
  await sql`
    CREATE TRIGGER products_search_updated AFTER UPDATE ON products
    FOR EACH ROW WHEN (${columnsChanged(columns)}) EXECUTE FUNCTION bump_search_version()`.execute(db);
}

export const SEARCHED_COLUMNS = ['name', 'description', 'composition', 'manufacturer', 'created_at'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await updateTrigger(db, [...SEARCHED_COLUMNS, 'category_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await updateTrigger(db, SEARCHED_COLUMNS);
}
