/**
 * What a page of a shopper's own orders was read from, as one string that changes whenever
 * the page would: the buyer's row version (their name), how many orders they have, and the
 * id and row version of each order on the page. Every change an order's answer shows is an
 * UPDATE of its orders row (status, review, invoice number), made in the transaction that adds
 * its timeline event; its items and prescriptions are written with the order and never after.
 * A row version (xmin) is the transaction that wrote the row: a new one for every update.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { PageWindow } from '../page-window';

export async function ownOrdersVersion(db: Kysely<Database>, buyerId: string, window: PageWindow): Promise<string | undefined> {
  const { rows } = await sql<{ version: string }>`
    SELECT users.xmin::text || '/' || (SELECT count(*) FROM orders WHERE buyer_id = users.id) || '/' || coalesce(
      (SELECT string_agg(page.id::text || '.' || page.xmin::text, ',' ORDER BY page.created_at DESC, page.id DESC)
        FROM (SELECT id, xmin, created_at FROM orders WHERE buyer_id = users.id
          ORDER BY created_at DESC, id DESC LIMIT ${window.limit} OFFSET ${window.offset}) AS page),
      '') AS version
    FROM users WHERE users.id = ${buyerId}`.execute(db);
  return rows[0]?.version;
}
