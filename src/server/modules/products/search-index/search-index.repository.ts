/**
 * What the in-memory search index is read from: the search_version counter (see its
 * migration) and the products' lexemes, newest first, a chunk at a time, with each one's
 * category and price for the catalogue's list order and where its row is (row-addresses.ts).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';

export async function searchVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ version: string }>`SELECT version::text AS version FROM search_version`.execute(db);
  return rows[0].version;
}

/** Where a chunk ended: the last product's created_at (as text, to keep its microseconds) and id. */
export type ChunkEnd = { createdAt: string; id: string };

export type ProductTerms = {
  id: string;
  created_at: string;
  /** Each lexeme of `search` after the weights of its positions, in order, and a colon: "AC:tablet". */
  terms: string[];
  /** Name, salt names and maker: what the typo fallback compares with. */
  search_text: string;
  /** For the catalogue's list order (catalogue-order.ts). */
  category_id: string;
  /** In rupees, as the database writes the numeric. */
  price: string;
  /** Where its row is: "(block,line)" (row-addresses.ts). */
  tid: string;
};

/**
 * The next `limit` products after `after` (newest first), with their lexemes. The ORDER BY
 * names the table's columns: a bare `created_at` there is the text column of the SELECT list,
 * which no index serves (every chunk sorted the whole table: 0.9 s a chunk at 1,000,000).
 */
export async function productTerms(db: Kysely<Database>, after: ChunkEnd | undefined, limit: number): Promise<ProductTerms[]> {
  const older = after ? sql`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql`true`;
  const { rows } = await sql<ProductTerms>`
    SELECT id, created_at::text AS created_at, search_text, category_id, price::text AS price, ctid::text AS tid,
      ARRAY(SELECT coalesce(array_to_string(weights, ''), 'D') || ':' || lexeme FROM unnest(search)) AS terms
    FROM products WHERE ${older} ORDER BY products.created_at DESC, products.id DESC LIMIT ${limit}`.execute(db);
  return rows;
}
