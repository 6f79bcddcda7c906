/**
 * Makes sure the shop has an administrator on first start. The password is ADMIN_PASSWORD,
 * or a random one shown once on the console (never through the logger, whose output may be
 * shipped elsewhere). An existing account is never changed: no promotion, no new password.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ADMIN_ROLE } from '../../plugins/auth';
import { hashSecret, normaliseAnswer } from './passwords';
import { findUserByEmail, insertUser } from './users.repository';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password without look-alike characters (0/O, 1/l/I), easy to copy from a console. */
export function randomPassword(length = 20): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function announce(email: string, password: string) {
  const line = `Administrator account created: ${email} / ${password} — change it after signing in`;
  const rule = '═'.repeat(line.length + 2);
  console.log(`\n╔${rule}╗\n║ ${line} ║\n╚${rule}╝\n`);
}

/** `db` is the connection holding the start-up lock when the caller has one. */
export async function ensureAdmin(app: FastifyInstance, db: Kysely<Database> = app.db): Promise<void> {
  const { adminEmail, adminPassword } = app.config;
  const existing = await findUserByEmail(db, adminEmail);
  if (existing) {
    if (existing.role !== ADMIN_ROLE) {
      app.log.warn(`The account ${adminEmail} (ADMIN_EMAIL) exists but is not an administrator; it was left unchanged`);
    }
    return;
  }
  const password = adminPassword ?? randomPassword();
  const created = await insertUser(db, {
    name: 'Administrator',
    email: adminEmail,
    password_hash: await hashSecret(password),
    // Nobody knows this answer, so the admin's password cannot be reset by guessing a birth year.
    answer_hash: await hashSecret(normaliseAnswer(randomBytes(24).toString('hex'))),
    phone: '0000000000',
    address: 'Not provided',
    role: ADMIN_ROLE,
  });
  // Another server process may have created it between our read and write: that is fine.
  if (!created) return;
  if (adminPassword === undefined) announce(adminEmail, password);
  else app.log.info(`Administrator account created: ${adminEmail} (password from ADMIN_PASSWORD)`);
}
