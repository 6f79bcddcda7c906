import { sql } from 'kysely';
import type { Handlers } from '../../plugins/contract';

export const healthHandlers = {
  /** Liveness, plus whether the database answers a trivial query. */
  getHealth: async (request, reply) => {
    try {
      await sql`select 1`.execute(request.server.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
    }
  },
} satisfies Handlers;
