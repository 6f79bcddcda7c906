/** Reads and writes of orders, their items, and the stock they take from products. */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { OrderStatus } from '../../../shared/catalogue';
import type { Database, OrderItemRow, OrderRow } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** An order row with its buyer's current name. */
export type OrderWithBuyer = OrderRow & { buyer_name: string };

/**
 * Locks the products about to be ordered until the transaction ends. Locking in id order means
 * two orders sharing products always queue up instead of deadlocking. `expired`: the batch's
 * expiry month ended before today (by the database's clock, as for every other date).
 */
export async function lockProducts(trx: Transaction<Database>, ids: string[]) {
  return trx
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'description', 'price', 'quantity', 'photo_version', 'photo_width', 'photo_height'])
    .select(sql<boolean>`coalesce(expires_on < date_trunc('month', current_date), false)`.as('expired'))
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export type LockedProduct = Awaited<ReturnType<typeof lockProducts>>[number];

export async function takeStock(trx: Transaction<Database>, productId: string, units: number): Promise<void> {
  await trx
    .updateTable('products')
    .set({ quantity: sql<number>`quantity - ${units}`, updated_at: sql<Date>`now()` })
    .where('id', '=', productId)
    .execute();
}

export async function insertOrder(
  trx: Transaction<Database>,
  order: { buyerId: string; address: string; total: string },
): Promise<OrderRow> {
  return trx
    .insertInto('orders')
    .values({ buyer_id: order.buyerId, address: order.address, payment_method: 'COD', total: order.total })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Copies each product as it is now, so later edits or deletion leave the order whole. */
export async function insertItems(
  trx: Transaction<Database>,
  orderId: string,
  lines: { product: LockedProduct; units: number }[],
): Promise<OrderItemRow[]> {
  return trx
    .insertInto('order_items')
    .values(
      lines.map(({ product, units }, position) => ({
        order_id: orderId,
        product_id: product.id,
        position,
        name: product.name,
        slug: product.slug,
        description: product.description,
        price: product.price,
        quantity: units,
        photo_version: product.photo_version,
        photo_width: product.photo_width,
        photo_height: product.photo_height,
      })),
    )
    .returningAll()
    .execute();
}

function ordersWithBuyer(db: Db) {
  return db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.buyer_id').selectAll('orders').select('users.name as buyer_name');
}

/** One page of orders, newest first; only the buyer's own when buyerId is given. */
export async function findOrders(db: Db, page: { buyerId?: string; limit: number; offset: number }): Promise<OrderWithBuyer[]> {
  let query = ordersWithBuyer(db);
  if (page.buyerId) query = query.where('orders.buyer_id', '=', page.buyerId);
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countOrders(db: Db, buyerId?: string): Promise<number> {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('count'));
  if (buyerId) query = query.where('buyer_id', '=', buyerId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findOrder(db: Db, id: string): Promise<OrderWithBuyer | undefined> {
  return ordersWithBuyer(db).where('orders.id', '=', id).executeTakeFirst();
}

/** The items of several orders in one query, in their cart order. */
export async function itemsOfOrders(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('position').execute();
}

export async function setOrderStatus(db: Db, id: string, status: OrderStatus): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
