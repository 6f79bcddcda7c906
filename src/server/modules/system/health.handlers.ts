import { sql } from 'kysely';
import { isDatabaseUnavailable, throttledWarning } from '../../db/connection-errors';
import { defineHandlers } from '../../contract/operation-types';

/** A load balancer polls this; a database that does not answer within it counts as down. */
const HEALTH_TIMEOUT_MS = 2000;

const noteOutage = throttledWarning('database health check failed');

/**
 * `work`, or a rejection after `ms` as a socket timeout's, so it counts as the database being
 * unreachable. The timer goes as soon as `work` settles: a monitor polling thousands of times a
 * second would otherwise keep thousands of them waiting.
 */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthHandlers = defineHandlers({
  /** Liveness, plus whether the database answers a trivial query, quickly. */
  getHealth: async (request, reply) => {
    try {
      await within(sql`select 1`.execute(request.server.db), HEALTH_TIMEOUT_MS);
      return { status: 'ok', database: 'ok', searchIndex: request.server.searchIndex.ready ? 'ready' : 'building' };
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
