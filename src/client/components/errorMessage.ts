/** Choosing what to tell the shopper when a call fails. */

/** True when no answer came back at all (offline, timeout, unreadable body). */
export function isNetworkFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
}

/**
 * The server's message when it sent one; else `refused` when the server answered without
 * one; else `failed` when no answer came back.
 */
export function refusalOrFailure(error: unknown, refused: string, failed: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  if (typeof data?.message === 'string' && data.message) return data.message;
  return isNetworkFailure(error) ? failed : refused;
}
