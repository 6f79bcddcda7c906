/**
 * Keeps credentials sent in a query string out of the log. The API never reads a token from the
 * URL (it answers 401), yet a client or a copied link may put one there, and Fastify logs each
 * request's URL, and its 404 message repeats it. Redacting the finished log line, rather than
 * one serializer per field, covers the request URL, messages and error stacks alike.
 */

/** Name parts that mark a parameter as a credential: token, access_token, apiKey, newPassword... */
const CREDENTIAL_WORDS = new Set([
  'token',
  'auth',
  'authorization',
  'jwt',
  'bearer',
  'password',
  'passwd',
  'pwd',
  'pass',
  'secret',
  'answer',
  'key',
  'apikey',
  'session',
  'sid',
  'signature',
  'sig',
  'credential',
  'credentials',
  'otp',
]);

/** A query parameter in a URL inside a JSON log line; the value ends at &, #, space or the string's end. */
const PARAMETER = /([?&;])([^=&#;?\s"\\]{1,200})=((?:\\.|[^&#;\s"\\])*)/g;

function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Whether a query parameter's name suggests a credential (by its words, so `keyword` is not one). */
export function isCredentialName(name: string): boolean {
  const words = decoded(name)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => CREDENTIAL_WORDS.has(word));
}

/** `text` with the value of every credential-like query parameter replaced by [REDACTED]. */
export function redactCredentials(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(PARAMETER, (whole, sep: string, name: string) => (isCredentialName(name) ? `${sep}${name}=[REDACTED]` : whole));
}
