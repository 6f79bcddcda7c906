/** Reads and writes of idempotency_keys: the key of each order a user placed in the last 24 hours. */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Trx = Transaction<Database>;

/** How long a key answers with its order; after that the user may use it again. */
export const KEY_HOURS = 24;

/**
 * Forgets the user's keys older than 24 hours. Run before `claimKey` in the same transaction,
 * so an old key is free again and two orders of one user take row locks in the same order.
 */
export async function pruneKeys(trx: Trx, userId: string): Promise<void> {
  await trx
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEY_HOURS})`)
    .execute();
}

/**
 * Takes the key for this transaction: true when it was free. While another transaction holds
 * it the unique index makes this wait; when that one commits this answers false, and when it
 * rolls back (its order was refused) the key is taken here.
 */
export async function claimKey(trx: Trx, userId: string, key: string, requestHash: string): Promise<boolean> {
  const row = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** The key as an earlier, committed request left it. */
export async function findKey(trx: Trx, userId: string, key: string) {
  return trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'answer'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Keeps the placed order and its answer with the key, in the transaction that claimed it. */
export async function recordOrder(trx: Trx, userId: string, key: string, orderId: string, answer: unknown): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ order_id: orderId, answer: JSON.stringify(answer) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}
