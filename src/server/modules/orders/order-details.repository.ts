/**
 * Orders as the contract shows them, each with its buyer's name, items, timeline and the
 * prescriptions it was placed with, read in ONE statement: a page and its count, items,
 * events and prescription ids used to be five queries, and PGlite answers one statement at a
 * time, so a signed-in order read queued five times behind other requests.
 */
import { type Expression, type ExpressionBuilder, type Kysely, sql, type SqlBool, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, OrderEventRow, OrderItemRow } from '../../db/database';
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

/** Which orders: one buyer's, the ones waiting for a pharmacist, one by id, or (none given) all. */
export type OrderFilter = { buyerId?: string; awaitingReview?: boolean; orderId?: string };

function orderWhere(eb: ExpressionBuilder<Database, 'orders'>, filter: OrderFilter) {
  const parts: Expression<SqlBool>[] = [];
  if (filter.buyerId !== undefined) parts.push(eb('orders.buyer_id', '=', filter.buyerId));
  if (filter.orderId !== undefined) parts.push(eb('orders.id', '=', filter.orderId));
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
 * The orders of `filter` in `page` (newest first, or oldest first for a queue), each with its
 * details, and how many match in all. The count is a subquery of its own (PostgreSQL runs it
 * once), so the page is still an index walk that stops after `limit` orders; the details are
 * read for the page's orders only.
 */
export async function findDetailedOrders(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<{ orders: DetailedOrder[]; total: number }> {
  const direction = page.oldestFirst ? 'asc' : 'desc';
  const pageRows = ordersWithBuyer(db)
    .where((eb) => orderWhere(eb, filter))
    .orderBy('orders.created_at', direction)
    .orderBy('orders.id', direction)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await db
    .selectFrom(pageRows.as('page'))
    .selectAll('page')
    .select(countOf(db, filter).as('total_count'))
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('order_items')
          .select(['product_id', 'name', 'slug', 'description', 'quantity', 'photo_version', 'photo_width', 'photo_height', 'schedule'])
          // As text, as the driver reads numeric columns: JSON would make them numbers.
          .select([sql<string>`price::text`.as('price'), sql<string>`mrp::text`.as('mrp')])
          .whereRef('order_items.order_id', '=', 'page.id')
          .orderBy('order_items.position'),
      ).as('items'),
      jsonArrayFrom(
        eb
          .selectFrom('order_events')
          .select(['from_status', 'to_status', 'actor', 'note', sql<string>`order_events.created_at`.as('created_at')])
          .whereRef('order_events.order_id', '=', 'page.id')
          .orderBy('order_events.created_at')
          .orderBy('order_events.id'),
      ).as('events'),
      jsonArrayFrom(
        eb
          .selectFrom('order_prescriptions')
          .innerJoin('prescriptions', 'prescriptions.id', 'order_prescriptions.prescription_id')
          .select('order_prescriptions.prescription_id')
          .whereRef('order_prescriptions.order_id', '=', 'page.id')
          .orderBy('prescriptions.created_at'),
      ).as('prescriptions'),
    ])
    .orderBy('page.created_at', direction)
    .orderBy('page.id', direction)
    .execute();
  // A page past the end has no row to carry the count.
  const total = rows.length > 0 ? Number(rows[0].total_count) : page.offset > 0 ? await countMatching(db, filter) : 0;
  const orders = rows.map(({ total_count: _count, prescriptions, ...order }) => ({
    ...order,
    prescription_ids: prescriptions.map((row) => row.prescription_id),
  }));
  return { orders, total };
}

async function countMatching(db: Db, filter: OrderFilter): Promise<number> {
  return Number((await countOf(db, filter).executeTakeFirstOrThrow()).count);
}

/** One order with its details, or undefined. */
export async function findDetailedOrder(db: Db, orderId: string): Promise<DetailedOrder | undefined> {
  const { orders } = await findDetailedOrders(db, { orderId }, { limit: 1, offset: 0 });
  return orders[0];
}
