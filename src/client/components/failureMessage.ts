/**
 * What to tell the user when a call fails, one rule for the whole app. The SPEC pairs many
 * actions with two defaults ('Failed to ...' and 'Something went wrong ...'); which one shows
 * depends on whether the server answered at all.
 */

/**
 * The server's own message when it sent one; else `refused` when the server answered (an
 * HTTP status) without one; else `failed`: no answer came back (offline, timeout), the answer
 * was not the API's JSON (a proxy's error page), or the call broke before it was sent.
 * With one default, it serves both cases.
 */
export function failureMessage(error: unknown, refused: string, failed: string = refused): string {
  const { data, status } = (error ?? {}) as { data?: { message?: unknown }; status?: unknown };
  if (typeof data?.message === 'string' && data.message) return data.message;
  return typeof status === 'number' ? refused : failed;
}
