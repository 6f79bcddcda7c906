/**
 * Who is calling: verifies the login token (HS256 only, 7-day expiry) and loads its user,
 * so a token of a deleted user, or one issued before a password change, stops working.
 * Decorates the instance with `signToken` and `requireAccess`, used by the contract binder.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';
import type { Access } from '../contract/openapi';
import { forbidden, unauthorized } from '../http-error';

export type AuthUser = { id: string; role: number; name: string; email: string };

declare module 'fastify' {
  interface FastifyInstance {
    signToken(user: { id: string; token_version: number }): string;
    requireAccess(request: FastifyRequest, access: Access): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in caller, set for operations whose access is user or admin. */
    user: AuthUser | null;
  }
}

export const ADMIN_ROLE = 1;
const TOKEN_LIFETIME = '7d';

/** The token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFrom(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 2048 ? token : undefined;
}

async function authPlugin(app: FastifyInstance) {
  const secret = app.config.jwtSecret;
  app.decorateRequest('user', null);

  app.decorate('signToken', (user: { id: string; token_version: number }) =>
    jwt.sign({ ver: user.token_version }, secret, { algorithm: 'HS256', subject: user.id, expiresIn: TOKEN_LIFETIME }),
  );

  async function userFromToken(token: string): Promise<AuthUser | null> {
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
    const row = await app.db
      .selectFrom('users')
      .select(['id', 'role', 'name', 'email', 'token_version'])
      .where('id', '=', claims.sub)
      .executeTakeFirst();
    if (!row || row.token_version !== claims.ver) return null;
    return { id: row.id, role: row.role, name: row.name, email: row.email };
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
