/**
 * Idempotency-Key for placing orders: a client that retries after losing the answer gets the
 * order it already placed, never a second one. The key is claimed inside the order's own
 * transaction (see idempotency-keys.repository.ts), so only a placed order keeps it.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, HttpError } from '../../http-error';
import * as keys from './idempotency-keys.repository';
import type { Schema } from '../../contract/operation-types';

export type OrderCart = { productIds: string[]; address: string };

/** What the order asks for: the same products (in any order) to the same address. */
function requestHash(cart: OrderCart): string {
  const what = JSON.stringify({ products: [...cart.productIds].sort(), address: cart.address });
  return createHash('sha256').update(what).digest('hex');
}

/**
 * The order an earlier request with this key placed, or undefined when the key is now this
 * transaction's and the order should be placed. The same key for another cart is refused.
 */
export async function earlierOrder(
  trx: Transaction<Database>,
  userId: string,
  key: string,
  cart: OrderCart,
): Promise<Schema<'Order'> | undefined> {
  const hash = requestHash(cart);
  await keys.pruneKeys(trx, userId);
  if (await keys.claimKey(trx, userId, key, hash)) return undefined;
  const earlier = await keys.findKey(trx, userId, key);
  // Only if the key's first use crossed the 24-hour mark and was pruned in between.
  if (!earlier?.answer) throw conflict('This order is already being placed. Please try again');
  if (earlier.request_hash !== hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
  return earlier.answer as Schema<'Order'>;
}
