import { sql } from 'kysely';
import { isDatabaseUnavailable, throttledWarning } from '../../db/connection-errors';
import { defineHandlers } from '../../contract/operation-types';

/** A load balancer polls this; a database that does not answer within it counts as down. */
const HEALTH_TIMEOUT_MS = 2000;

const noteOutage = throttledWarning('database health check failed');

/** Rejects after `ms` as a socket timeout does, so it counts as the database being unreachable. */
function timeout(ms: number): Promise<never> {
  const error = Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' });
  return new Promise((_, reject) => setTimeout(() => reject(error), ms).unref());
}

export const healthHandlers = defineHandlers({
  /** Liveness, plus whether the database answers a trivial query, quickly. */
  getHealth: async (request, reply) => {
    try {
      await Promise.race([sql`select 1`.execute(request.server.db), timeout(HEALTH_TIMEOUT_MS)]);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      // An outage is expected to happen and is logged as a warning; anything else is a bug.
      if (isDatabaseUnavailable(error)) {
        noteOutage(request.log, { reason: (error as Error).message });
      } else {
        request.log.error({ err: error }, 'database health check failed');
      }
      reply.status(503);
      return { status: 'degraded', database: 'unavailable' };
    }
  },
});
