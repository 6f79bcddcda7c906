/** Signing in: a session kept by the server, and the token that names it (see plugins/auth.ts). */
import type { FastifyInstance } from 'fastify';
import { insertSession } from './sessions.repository';

/** Opens a session for the user and returns the token that names it. */
export async function startSession(app: FastifyInstance, userId: string): Promise<string> {
  return app.signToken(userId, await insertSession(app.db, userId));
}
