/**
 * Each order's invoice PDF as issued: rendered on its first request and answered from here
 * after, so a tax invoice does not change when the shop's settings or a product's facts do,
 * and a download costs a read instead of a render. `cancelled` is the order's state it was
 * rendered for: a cancelled order's invoice is rendered once more, marked CANCELLED.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('issued_invoices')
    .addColumn('order_id', 'uuid', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('cancelled', 'boolean', (c) => c.notNull())
    .addColumn('pdf', 'bytea', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('issued_invoices').execute();
}
