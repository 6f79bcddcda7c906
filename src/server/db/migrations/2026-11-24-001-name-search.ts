/**
 * A text index over product names alone. Search ranks the newest name matches, and the
 * weighted `search` index cannot find them by itself: it finds every product holding the word
 * anywhere and then reads each row to check the weight, so a word that is in every
 * description but in no name ("children" at 1,000,000 products) read the whole table.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX products_name_search ON products USING gin (to_tsvector('simple', name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX products_name_search`.execute(db);
}
