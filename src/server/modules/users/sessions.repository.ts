/**
 * Reads and writes of the sessions table. A session lives as long as its token (7 days) unless
 * a password change ends it first; dead rows are pruned when the same user signs in again.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { SESSION_DAYS } from '../../plugins/auth';

type Db = Kysely<Database> | Transaction<Database>;

/** Opens a session for the user and returns its id, first clearing that user's dead ones. */
export async function insertSession(db: Db, userId: string): Promise<string> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('ended_at', 'is not', null), eb('created_at', '<', sql<Date>`now() - make_interval(days => ${SESSION_DAYS})`)]),
    )
    .execute();
  const row = await db.insertInto('sessions').values({ user_id: userId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Ends every live session of the user except `keep` (every one when `keep` is null). */
export async function endSessions(db: Db, userId: string, keep: string | null): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}
