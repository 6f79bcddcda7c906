/** Reads and writes of the users table. E-mails are matched case-insensitively (users_email_lower). */
import { type Kysely, sql } from 'kysely';
import type { Database, NewUser, UserRow } from '../../db/database';

type Db = Kysely<Database>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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

export type ProfileChange = { name: string; phone: string; address: string; passwordHash?: string };

export async function updateProfile(db: Db, id: string, change: ProfileChange): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({
      name: change.name,
      phone: change.phone,
      address: change.address,
      // A new password bumps token_version, so every token issued before stops working.
      ...(change.passwordHash ? { password_hash: change.passwordHash, token_version: sql<number>`token_version + 1` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Sets a new password and bumps token_version, so every token issued before stops working. */
export async function resetPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      token_version: sql<number>`token_version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
