/**
 * The Idempotency-Key of each order placed in the last 24 hours, unique per user, so a client
 * that retries after a lost answer gets the first order back instead of a second one. The key
 * row is claimed in the order's own transaction: a concurrent duplicate waits on the unique
 * index, then finds the first order.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // Null only inside the transaction that claims the key; committed rows always carry both.
    .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('answer', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
