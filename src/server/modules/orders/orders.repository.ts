/** Reads and writes of orders, their items, and the stock they take from products. */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { OrderStatus } from '../../../shared/catalogue';
import type { Database, OrderEventRow, OrderItemRow, OrderPrescriptionStatus, OrderRow } from '../../db/database';
import type { Figures } from './pricing';

type Db = Kysely<Database> | Transaction<Database>;

/** An order row with its buyer's current name. */
export type OrderWithBuyer = OrderRow & { buyer_name: string };

/** The products of a cart as ordering reads them. `expired`: the batch's expiry month ended before today (by the database's clock, as for every other date). */
function cartProducts(db: Db, ids: string[]) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'slug',
      'description',
      'price',
      'mrp',
      'hsn_code',
      'gst_rate',
      'quantity',
      'photo_version',
      'photo_width',
      'photo_height',
      'max_per_order',
      'schedule',
    ])
    .select(sql<boolean>`coalesce(expires_on < date_trunc('month', current_date), false)`.as('expired'))
    .where('id', 'in', ids)
    .orderBy('id');
}

/**
 * Locks the products about to be ordered until the transaction ends. Locking in id order means
 * two orders sharing products always queue up instead of deadlocking.
 */
export async function lockProducts(trx: Transaction<Database>, ids: string[]) {
  return cartProducts(trx, ids).forUpdate().execute();
}

/** The same products without locking them, for a quote. */
export async function readProducts(db: Db, ids: string[]) {
  return cartProducts(db, ids).execute();
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
  order: {
    buyerId: string;
    address: string;
    figures: Figures;
    pincode: string | null;
    stateCode: string | null;
    prescriptionStatus?: OrderPrescriptionStatus;
  },
): Promise<OrderRow> {
  const { figures } = order;
  return trx
    .insertInto('orders')
    .values({
      buyer_id: order.buyerId,
      address: order.address,
      payment_method: 'COD',
      items_total: figures.itemsTotal.toFixed(2),
      mrp_total: figures.mrpTotal.toFixed(2),
      discount: figures.discount.toFixed(2),
      delivery_fee: figures.deliveryFee.toFixed(2),
      total: figures.total.toFixed(2),
      pincode: order.pincode,
      state_code: order.stateCode,
      prescription_status: order.prescriptionStatus,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The buyer's delivery pincode and state from their profile, copied into an order that names none. */
export async function deliveryDetailsOf(db: Db, userId: string) {
  return db.selectFrom('users').select(['pincode', 'state_code']).where('id', '=', userId).executeTakeFirst();
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
        mrp: product.mrp,
        hsn_code: product.hsn_code,
        gst_rate: product.gst_rate,
        photo_version: product.photo_version,
        photo_width: product.photo_width,
        photo_height: product.photo_height,
        schedule: product.schedule,
      })),
    )
    .returningAll()
    .execute();
}

/** Orders with their buyer's current name. */
export function ordersWithBuyer(db: Db) {
  return db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.buyer_id').selectAll('orders').select('users.name as buyer_name');
}

export async function findOrder(db: Db, id: string): Promise<OrderWithBuyer | undefined> {
  return ordersWithBuyer(db).where('orders.id', '=', id).executeTakeFirst();
}

/** The items of several orders in one query, in their cart order. */
export async function itemsOfOrders(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('position').execute();
}

/**
 * Locks the order's row until the transaction ends, so status changes of one order (the
 * buyer's cancel, the admin's select, a rejected prescription) queue up and each sees the
 * status the one before left. Only the buyer's own when buyerId is given.
 */
export async function lockOrder(trx: Transaction<Database>, id: string, buyerId?: string) {
  let query = trx.selectFrom('orders').select(['id', 'status', 'prescription_status']).where('id', '=', id);
  if (buyerId !== undefined) query = query.where('buyer_id', '=', buyerId);
  return query.forUpdate().executeTakeFirst();
}

export async function setOrderStatus(db: Db, id: string, status: OrderStatus): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Puts an order's units back on the shelf; a product deleted since is skipped. Rows in id order, as orders lock them. */
export async function returnStock(trx: Transaction<Database>, orderId: string): Promise<void> {
  const lines = await trx
    .selectFrom('order_items')
    .select(['product_id'])
    .select((eb) => eb.fn.sum<string>('quantity').as('units'))
    .where('order_id', '=', orderId)
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('products')
      .set({ quantity: sql<number>`quantity + ${Number(line.units)}`, updated_at: sql<Date>`now()` })
      .where('id', '=', line.product_id)
      .execute();
  }
}

export type NewOrderEvent = {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderEventRow['actor'];
  actorId: string | null;
  note: string | null;
};

export async function insertEvent(db: Db, event: NewOrderEvent): Promise<OrderEventRow> {
  return db
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      from_status: event.from,
      to_status: event.to,
      actor: event.actor,
      actor_id: event.actorId,
      note: event.note,
      // Not now(): two changes in one transaction keep their order.
      created_at: sql<Date>`clock_timestamp()`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores the invoice number of an order that has none yet; false when it already has one. */
export async function setInvoiceNumber(db: Db, id: string, invoice: { invoice_no: string; invoice_date: Date }): Promise<boolean> {
  const result = await db.updateTable('orders').set(invoice).where('id', '=', id).where('invoice_no', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
