/**
 * Tells "the database cannot be reached right now" (stopped, restarting, failing over, a
 * connection cut, a statement stuck past its timeout) from "this query is wrong", so the server
 * answers the first 503 with Retry-After instead of a 500, and logs it as the outage it is
 * rather than as a bug.
 */

/**
 * SQLSTATEs: class 08 (connection exception), 57P01–57P05 (shutdown, crash, starting up, dropped,
 * idle timeout), 57014 (a statement cancelled: past the statement timeout, stuck behind a lock,
 * or cancelled by an operator), too many connections.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-5]|57014|53300)$/;
/** Node's socket and name-lookup failures. */
const SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** node-postgres's own words for a connection that ended or never came. */
const DRIVER =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

type MaybeConnectionError = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

/** Whether `error` (or the error it wraps) means the database is unreachable for now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as MaybeConnectionError;
  if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET.has(code))) return true;
  if (typeof message === 'string' && DRIVER.test(message)) return true;
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Where the database layer's warnings go (the server's logger). */
export type WarningLog = { warn(details: object, message: string): void };

/**
 * A warning logged at most once per `intervalMs`, with how many times it happened since the
 * last one: during an outage every request and connection fails alike, and one line a while
 * says so as well as thousands would.
 */
export function throttledWarning(message: string, intervalMs = 10_000): (log: WarningLog, details: object) => void {
  let last = Number.NEGATIVE_INFINITY;
  let times = 0;
  return (log, details) => {
    times += 1;
    const now = Date.now();
    if (now - last < intervalMs) return;
    log.warn({ ...details, times }, message);
    last = now;
    times = 0;
  };
}
