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
import { rowCount } from '../../db/row-count';

export async function ownOrdersVersion(db: Kysely<Database>, buyerId: string, window: PageWindow): Promise<string | undefined> {
  const { rows } = await sql<{ version: string }>`
    SELECT users.xmin::text || '/' || (SELECT count(*) FROM orders WHERE buyer_id = users.id) || '/' || coalesce(
      (SELECT string_agg(page.id::text || '.' || page.xmin::text, ',' ORDER BY page.created_at DESC, page.id DESC)
        FROM (SELECT id, xmin, created_at FROM orders WHERE buyer_id = users.id
          ORDER BY created_at DESC, id DESC LIMIT ${rowCount(window.limit)} OFFSET ${window.offset}) AS page),
      '') AS version
    FROM users WHERE users.id = ${buyerId}`.execute(db);
  return rows[0]?.version;
}

/** An order in the pharmacist's queue, as order-details.repository.ts `orderWhere` has it. */
const AWAITING_REVIEW = sql`prescription_status = 'Pending review' AND status <> 'Cancel'`;

/**
 * What a page of the pharmacist's queue (orders awaiting review, oldest first) was read from:
 * how many orders wait, and for each on the page its id and row version, its buyer's row
 * version (their name) and each prescription's id, row version and whether it can be reused
 * now (that turns false with time alone, when an approval's validity ends: `until` is the
 * earliest such end on the page, if any). A review updates the order's row and its
 * prescriptions' in one transaction; files are written with their prescription and never after.
 */
export async function queueVersion(db: Kysely<Database>, window: PageWindow): Promise<{ version: string; until: Date | null }> {
  // The prescriptions joined once for the whole page: a subquery per order planned a scan of
  // every prescription per order (3 ms for a page of 50 on PGlite).
  const { rows } = await sql<{ version: string; until: Date | null }>`
    WITH page AS (
      SELECT id, xmin, created_at, buyer_id FROM orders WHERE ${AWAITING_REVIEW}
      ORDER BY created_at ASC, id ASC LIMIT ${rowCount(window.limit)} OFFSET ${window.offset}),
    attached AS (
      SELECT op.order_id, string_agg(p.id::text || '.' || p.xmin::text || '.' || (p.status = 'Approved' AND p.valid_until > now())::text,
        ';' ORDER BY p.id) AS versions,
        min(p.valid_until) FILTER (WHERE p.status = 'Approved' AND p.valid_until > now()) AS until
      FROM page JOIN order_prescriptions AS op ON op.order_id = page.id JOIN prescriptions AS p ON p.id = op.prescription_id
      GROUP BY op.order_id)
    SELECT (SELECT count(*) FROM orders WHERE ${AWAITING_REVIEW}) || '/' || coalesce(
      (SELECT string_agg(page.id::text || '.' || page.xmin::text || '.' || coalesce(users.xmin::text, '') || '.' || coalesce(attached.versions, ''),
        ',' ORDER BY page.created_at, page.id)
        FROM page LEFT JOIN users ON users.id = page.buyer_id LEFT JOIN attached ON attached.order_id = page.id),
      '') AS version,
      (SELECT min(until) FROM attached) AS until`.execute(db);
  return rows[0];
}
