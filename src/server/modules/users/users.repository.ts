/** Reads and writes of the users table. E-mails are matched case-insensitively (users_email_lower). */
import { type Kysely, sql } from 'kysely';
import type { Database, NewUser, UserRow } from '../../db/database';
import { endSessions } from './sessions.repository';

type Db = Kysely<Database>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Inserts the user, or returns undefined when the e-mail is already taken (in any case). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  try {
    return await db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return undefined;
    throw error;
  }
}

export type ProfileChange = {
  name: string;
  phone: string;
  address: string;
  passwordHash?: string;
  /** The delivery pincode and GST state code: undefined keeps, null clears. */
  pincode?: string | null;
  stateCode?: string | null;
};

/**
 * Saves the profile. A new password also ends every other session of the user (all of them
 * when `keepSession` is null, as for a token from before sessions) and bumps token_version,
 * which is what such older tokens carry, in one transaction.
 */
export async function updateProfile(db: Db, id: string, change: ProfileChange, keepSession: string | null): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({
        name: change.name,
        phone: change.phone,
        address: change.address,
        pincode: change.pincode,
        state_code: change.stateCode,
        ...(change.passwordHash ? { password_hash: change.passwordHash, token_version: sql<number>`token_version + 1` } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (row && change.passwordHash) await endSessions(trx, id, keepSession);
    return row;
  });
}

/** Sets a new password and signs out everywhere: every session ends, every older token stops. */
export async function resetPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        token_version: sql<number>`token_version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    await endSessions(trx, id, null);
  });
}
