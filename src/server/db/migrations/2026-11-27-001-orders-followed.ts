/**
 * Orders a shopper can follow (quantities, totals, timeline, cancellation, tax invoice):
 * - products: `max_per_order` (1–100, default 10), the most units of one product in one order;
 * - users and orders: an optional delivery `pincode` (6 digits) and `state_code` (the 2-digit
 *   GST state code), the order's own copy taken when it is placed;
 * - orders: the figures of the quote (`items_total` at the prices paid, `mrp_total`, `discount`,
 *   `delivery_fee`; `total` = items_total + delivery_fee) and the tax invoice's number and date;
 * - order_items: MRP, HSN and GST rate as they were when ordered, so an invoice years later
 *   shows what was sold then;
 * - order_events: every status change (from, to, when, who, note);
 * - invoice_counters: the last invoice number of each financial year, taken under the row's
 *   lock in the order's own transaction, so numbers are consecutive without gaps.
 * Orders placed before this migration get their figures (no discount, no fee), their items'
 * facts from the product when it still exists, and a timeline of what is known.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('max_per_order', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`max_per_order BETWEEN 1 AND 100`),
    )
    .execute();

  for (const table of ['users', 'orders']) {
    await db.schema
      .alterTable(table)
      .addColumn('pincode', 'text', (c) => c.check(sql`pincode ~ '^[1-9][0-9]{5}$'`))
      .addColumn('state_code', 'text', (c) => c.check(sql`state_code ~ '^[0-9]{2}$'`))
      .execute();
  }

  await db.schema
    .alterTable('orders')
    .addColumn('items_total', 'numeric(12, 2)')
    .addColumn('mrp_total', 'numeric(12, 2)')
    .addColumn('discount', 'numeric(12, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_fee', 'numeric(12, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_no', 'text', (c) => c.unique())
    .addColumn('invoice_date', 'timestamptz')
    .execute();
  await sql`UPDATE orders SET items_total = total, mrp_total = total`.execute(db);
  await sql`ALTER TABLE orders ALTER COLUMN items_total SET NOT NULL, ALTER COLUMN mrp_total SET NOT NULL`.execute(db);

  await db.schema
    .alterTable('order_items')
    .addColumn('mrp', 'numeric(12, 2)')
    .addColumn('hsn_code', 'text')
    .addColumn('gst_rate', 'numeric(5, 2)')
    .execute();
  await sql`
    UPDATE order_items AS i SET mrp = greatest(p.mrp, i.price), hsn_code = p.hsn_code, gst_rate = p.gst_rate
    FROM products AS p WHERE p.id = i.product_id`.execute(db);
  await sql`UPDATE order_items SET mrp = price WHERE mrp IS NULL`.execute(db);
  await sql`ALTER TABLE order_items ALTER COLUMN mrp SET NOT NULL`.execute(db);

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor IN ('shopper', 'admin', 'system')`))
    .addColumn('actor_id', 'uuid')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'created_at']).execute();
  await sql`
    INSERT INTO order_events (order_id, from_status, to_status, actor, actor_id, created_at)
    SELECT id, NULL, 'Not Processed', 'shopper', buyer_id, created_at FROM orders`.execute(db);
  await sql`
    INSERT INTO order_events (order_id, from_status, to_status, actor, created_at)
    SELECT id, 'Not Processed', status, 'admin', updated_at FROM orders WHERE status <> 'Not Processed'`.execute(db);

  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.alterTable('order_items').dropColumn('mrp').dropColumn('hsn_code').dropColumn('gst_rate').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('items_total')
    .dropColumn('mrp_total')
    .dropColumn('discount')
    .dropColumn('delivery_fee')
    .dropColumn('invoice_no')
    .dropColumn('invoice_date')
    .execute();
  for (const table of ['users', 'orders']) await db.schema.alterTable(table).dropColumn('pincode').dropColumn('state_code').execute();
  await db.schema.alterTable('products').dropColumn('max_per_order').execute();
}
