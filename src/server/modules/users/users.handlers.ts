/**
 * Accounts: register, sign in, reset the password with the secret answer, check access and
 * update the profile. Passwords and answers are only ever stored as argon2id hashes, and no
 * hash ever leaves this module.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { defineHandlers, type Schema } from '../../contract/operation-types';
import type { Database, UserRow } from '../../db/database';
import { badRequest, conflict, unauthorized } from '../../http-error';
import { tokenFrom } from '../../plugins/auth';
import type { Limits, RuleName } from '../../plugins/rate-limit/rate-limit';
import { hashSecret, normaliseAnswer, verifySecret } from './passwords';
import { startSession } from './sessions';
import { stateByCode } from '../../../shared/indian-states';
import * as users from './users.repository';

const MIN_PASSWORD = 8;

/** The API's view of a user: never a hash, never the token version. */
function userShape(row: UserRow): Schema<'User'> {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    role: row.role,
    pincode: row.pincode,
    state: row.state_code,
  };
}

/** Trimmed text; the contract demands at least one character, but only spaces is no name either. */
function text(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`'${field}' must not be blank`);
  return trimmed;
}

// Verifying against this when the e-mail is unknown makes both refusals take as long, so the
// response time does not tell whether an account exists.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashSecret('not-a-real-password'));

/** The user with this e-mail if `secret` matches the hash `pick` chooses; same cost either way. */
async function checkSecret(db: Kysely<Database>, email: string, pick: (row: UserRow) => string, secret: string) {
  const row = await users.findUserByEmail(db, email.trim());
  const ok = await verifySecret(row ? pick(row) : await dummy(), secret);
  return row && ok ? row : undefined;
}

/**
 * Runs `compare` as one guess of `rule` for `email`. The guess takes its place in the count
 * before the slow comparison, so guesses sent together can never all be compared; a right
 * guess forgets the count, a comparison that could not run (the database failed) gives its
 * place back, and a wrong one keeps it.
 */
async function guess<T>(limits: Limits, rule: RuleName, email: string, compare: () => Promise<T | undefined>): Promise<T | undefined> {
  await limits.reserve(rule, email);
  let found: T | undefined;
  try {
    found = await compare();
  } catch (error) {
    await limits.release(rule, email);
    throw error;
  }
  if (found) await limits.clear(rule, email);
  return found;
}

export const accountHandlers = defineHandlers({
  register: async (request, reply) => {
    const body = request.body;
    const { limits } = request.server;
    await limits.reserve('registerPerIp', request.ip);
    await limits.reserve('register', body.email.trim());
    const values = {
      name: text(body.name, 'name'),
      email: text(body.email, 'email').toLowerCase(),
      password_hash: await hashSecret(body.password),
      answer_hash: await hashSecret(normaliseAnswer(text(body.answer, 'answer'))),
      phone: text(body.phone, 'phone'),
      address: text(body.address, 'address'),
      role: 0,
    };
    // "Already exists" tells whether an e-mail has an account: each address may hear it only a
    // few times an hour, counted before the insert and given back when the account is new.
    await limits.reserve('registerExistingPerIp', request.ip);
    const created = await users.insertUser(request.server.db, values).catch(async (error: unknown) => {
      await limits.release('registerExistingPerIp', request.ip);
      throw error;
    });
    if (!created) throw conflict('An account with this e-mail already exists');
    await limits.release('registerExistingPerIp', request.ip);
    reply.status(201);
    return { success: true, message: 'Registered successfully. Please log in.' };
  },

  login: async (request) => {
    const { email, password } = request.body;
    const { limits } = request.server;
    await limits.reserve('loginPerIp', request.ip);
    const row = await guess(limits, 'loginGuesses', email.trim(), () =>
      checkSecret(request.server.db, email, (r) => r.password_hash, password),
    );
    if (!row) throw unauthorized('Invalid email or password');
    return { success: true, message: 'Logged in successfully', user: userShape(row), token: await startSession(request.server, row.id) };
  },

  forgotPassword: async (request) => {
    const { email, answer, newPassword } = request.body;
    const { limits } = request.server;
    await limits.reserve('resetPerIp', request.ip);
    const row = await guess(limits, 'resetGuesses', email.trim(), () =>
      checkSecret(request.server.db, email, (r) => r.answer_hash, normaliseAnswer(answer)),
    );
    if (!row) throw unauthorized('Wrong email or answer');
    await users.resetPassword(request.server.db, row.id, await hashSecret(newPassword));
    return { success: true, message: 'Password reset successfully' };
  },

  userAuth: async () => ({ ok: true }),

  adminAuth: async () => ({ ok: true }),

  // Email and role are never taken from the body. A new password signs out every other session
  // and keeps the caller's, so a client that never reads the answer's token stays signed in;
  // the answer's token is the caller's own (a new session's for a token from before sessions).
  updateProfile: async (request) => {
    const { name, phone, address, password = '', pincode, state } = request.body;
    if (password.length > 0 && password.length < MIN_PASSWORD) {
      throw badRequest(`Password must be at least ${MIN_PASSWORD} characters`);
    }
    if (state && !stateByCode(state)) throw badRequest("'state' must be the GST code of an Indian state");
    const caller = request.user!;
    const row = await users.updateProfile(
      request.server.db,
      caller.id,
      {
        name: text(name, 'name'),
        phone: text(phone, 'phone'),
        address: text(address, 'address'),
        passwordHash: password ? await hashSecret(password) : undefined,
        // Absent keeps the stored value, empty clears it.
        pincode: pincode === undefined ? undefined : pincode || null,
        stateCode: state === undefined ? undefined : state || null,
      },
      caller.sessionId,
    );
    // Only when the account was deleted after the token was checked.
    if (!row) throw unauthorized('Your session is invalid or has expired. Please sign in again');
    const token = password ? await tokenToKeep(request, caller.sessionId) : undefined;
    return { success: true, message: 'Profile updated successfully', updatedUser: userShape(row), ...(token ? { token } : {}) };
  },
});

/** After a password change: the caller's token where it names a session, which stays live. */
async function tokenToKeep(request: FastifyRequest, sessionId: string | null): Promise<string> {
  const own = sessionId ? tokenFrom(request.headers.authorization) : undefined;
  return own ?? startSession(request.server, request.user!.id);
}
