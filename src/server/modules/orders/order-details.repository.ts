/**
 * Orders as the contract shows them, each with its buyer's name, items, timeline and the
 * prescriptions it was placed with, read in ONE statement: a page and its count, items,
 * events and prescription ids used to be five queries, and PGlite answers one statement at a
 * time, so a signed-in order read queued five times behind other requests.
 */
import { type Expression, type ExpressionBuilder, type Kysely, sql, type SqlBool, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, OrderEventRow, OrderItemRow } from '../../db/database';
import type { PageWindow } from '../page-window';
import { type OrderWithBuyer, ordersWithBuyer } from './orders.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** An item as its order's JSON carries it: what the contract's OrderItem and the queue's lines need. */
export type OrderItemFields = Pick<
  OrderItemRow,
  | 'product_id'
  | 'name'
  | 'slug'
  | 'description'
  | 'price'
  | 'mrp'
  | 'quantity'
  | 'photo_version'
  | 'photo_width'
  | 'photo_height'
  | 'schedule'
>;

/** An event as its order's JSON carries it: the time as JSON text, not a Date. */
export type OrderEventFields = Pick<OrderEventRow, 'from_status' | 'to_status' | 'actor' | 'note'> & { created_at: string };

export type DetailedOrder = OrderWithBuyer & { items: OrderItemFields[]; events: OrderEventFields[]; prescription_ids: string[] };

/** Which orders: one buyer's, the ones waiting for a pharmacist, or (none given) all. */
export type OrderFilter = { buyerId?: string; awaitingReview?: boolean };

function orderWhere(eb: ExpressionBuilder<Database, 'orders'>, filter: OrderFilter) {
  const parts: Expression<SqlBool>[] = [];
  if (filter.buyerId !== undefined) parts.push(eb('orders.buyer_id', '=', filter.buyerId));
  if (filter.awaitingReview) parts.push(eb('orders.prescription_status', '=', 'Pending review'), eb('orders.status', '<>', 'Cancel'));
  return eb.and(parts);
}

/** How many orders match: over the orders table alone (every order has its buyer), counted once per statement. */
const countOf = (db: Db, filter: OrderFilter) =>
  db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) => orderWhere(eb, filter));

/**
 * The orders `chosen` selects (orders with their buyer's name), each with its items, events and
 * prescriptions as JSON arrays read by subqueries of the same statement.
 */
function withDetails(db: Db, chosen: ReturnType<typeof ordersWithBuyer>) {
  return db
    .selectFrom(chosen.as('chosen'))
    .selectAll('chosen')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('order_items')
          .select(['product_id', 'name', 'slug', 'description', 'quantity', 'photo_version', 'photo_width', 'photo_height', 'schedule'])
          // As text, as the driver reads numeric columns: JSON would make them numbers.
          .select([sql<string>`price::text`.as('price'), sql<string>`mrp::text`.as('mrp')])
          .whereRef('order_items.order_id', '=', 'chosen.id')
          .orderBy('order_items.position'),
      ).as('items'),
      jsonArrayFrom(
        eb
          .selectFrom('order_events')
          .select(['from_status', 'to_status', 'actor', 'note', sql<string>`order_events.created_at`.as('created_at')])
          .whereRef('order_events.order_id', '=', 'chosen.id')
          .orderBy('order_events.created_at')
          .orderBy('order_events.id'),
      ).as('events'),
      jsonArrayFrom(
        eb
          .selectFrom('order_prescriptions')
          .innerJoin('prescriptions', 'prescriptions.id', 'order_prescriptions.prescription_id')
          .select('order_prescriptions.prescription_id')
          .whereRef('order_prescriptions.order_id', '=', 'chosen.id')
          .orderBy('prescriptions.created_at'),
      ).as('prescriptions'),
    ]);
}

/** A row of withDetails as a DetailedOrder: the prescriptions as their ids. */
function detailedOrder({
  prescriptions,
  ...order
}: Omit<DetailedOrder, 'prescription_ids'> & { prescriptions: { prescription_id: string }[] }): DetailedOrder {
  return { ...order, prescription_ids: prescriptions.map((row) => row.prescription_id) };
}

/**
 * The orders of `filter` in `page` (newest first, or oldest first for a queue), each with its
 * details, and how many match in all. The count is a subquery of its own (PostgreSQL runs it
 * once), so the page is still an index walk that stops after `limit` orders; the details are
 * read for the page's orders only.
 */
export async function findDetailedOrders(
  db: Db,
  filter: OrderFilter,
  page: PageWindow & { oldestFirst?: boolean },
): Promise<{ orders: DetailedOrder[]; total: number }> {
  const direction = page.oldestFirst ? 'asc' : 'desc';
  const pageRows = ordersWithBuyer(db)
    .where((eb) => orderWhere(eb, filter))
    .orderBy('orders.created_at', direction)
    .orderBy('orders.id', direction)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await withDetails(db, pageRows)
    .select(countOf(db, filter).as('total_count'))
    .orderBy('chosen.created_at', direction)
    .orderBy('chosen.id', direction)
    .execute();
  // A page past the end has no row to carry the count.
  const total = rows.length > 0 ? Number(rows[0].total_count) : page.offset > 0 ? await countMatching(db, filter) : 0;
  return { orders: rows.map(({ total_count: _count, ...row }) => detailedOrder(row)), total };
}

async function countMatching(db: Db, filter: OrderFilter): Promise<number> {
  return Number((await countOf(db, filter).executeTakeFirstOrThrow()).count);
}

/** One order with its details, or undefined: the same statement as a page's, without the count. */
export async function findDetailedOrder(db: Db, orderId: string): Promise<DetailedOrder | undefined> {
  const row = await withDetails(db, ordersWithBuyer(db).where('orders.id', '=', orderId)).executeTakeFirst();
  return row && detailedOrder(row);
}
