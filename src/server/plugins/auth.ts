/**
 * Who is calling: verifies the login token (HS256 only, 7-day expiry) and loads its user and
 * session in one indexed query, so a token of a deleted user, or of a session a password
 * change ended, stops working. Tokens from before sessions (no `sid`) keep working until they
 * expire while their token version matches. Decorates the instance with `signToken` (the users
 * module opens the session it names) and `requireAccess`, used by the contract binder.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSecretKey } from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';
import type { Access } from '../contract/openapi';
import { forbidden, unauthorized } from '../http-error';

export type AuthUser = {
  id: string;
  role: number;
  name: string;
  email: string;
  /** The session the token names; null for a token issued before sessions existed. */
  sessionId: string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The token naming the user's session `sessionId`. */
    signToken(userId: string, sessionId: string): string;
    requireAccess(request: FastifyRequest, access: Access): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in caller, set for operations whose access is user or admin. */
    user: AuthUser | null;
  }
}

export const ADMIN_ROLE = 1;
/** How long a token, and the session it names, lasts. */
export const SESSION_DAYS = 7;
const TOKEN_LIFETIME = `${SESSION_DAYS}d`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFrom(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 2048 ? token : undefined;
}

async function authPlugin(app: FastifyInstance) {
  // A key object made once: given the secret as a string, jsonwebtoken would first try to read it
  // as a public key on every request (a third of a millisecond each, a tenth of a signed-in read).
  const secret = createSecretKey(Buffer.from(app.config.jwtSecret, 'utf8'));
  app.decorateRequest('user', null);

  app.decorate('signToken', (userId: string, sessionId: string) =>
    jwt.sign({ sid: sessionId }, secret, { algorithm: 'HS256', subject: userId, expiresIn: TOKEN_LIFETIME }),
  );

  const users = () => app.db.selectFrom('users').select(['users.id', 'users.role', 'users.name', 'users.email', 'users.token_version']);

  async function userFromToken(token: string): Promise<AuthUser | null> {
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    } catch {
      return null;
    }
    const { sub, sid, ver } = claims;
    if (typeof sub !== 'string' || !UUID.test(sub)) return null;
    if (typeof sid === 'string') {
      if (!UUID.test(sid)) return null;
      const row = await users()
        .innerJoin('sessions', 'sessions.user_id', 'users.id')
        .where('sessions.id', '=', sid)
        .where('users.id', '=', sub)
        .where('sessions.ended_at', 'is', null)
        .executeTakeFirst();
      return row ? { id: row.id, role: row.role, name: row.name, email: row.email, sessionId: sid } : null;
    }
    const row = await users().where('users.id', '=', sub).executeTakeFirst();
    if (!row || typeof ver !== 'number' || row.token_version !== ver) return null;
    return { id: row.id, role: row.role, name: row.name, email: row.email, sessionId: null };
  }

  app.decorate('requireAccess', async (request: FastifyRequest, access: Access) => {
    if (access === 'public') return;
    const token = tokenFrom(request.headers.authorization);
    if (!token) throw unauthorized('Please sign in to continue');
    const user = await userFromToken(token);
    if (!user) throw unauthorized('Your session is invalid or has expired. Please sign in again');
    if (access === 'admin' && user.role !== ADMIN_ROLE) throw forbidden('Only administrators may do this');
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
