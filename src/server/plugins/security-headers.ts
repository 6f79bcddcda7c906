/**
 * Security headers on every response — API JSON, photos, the app's pages and its files — and
 * CORS (@fastify/cors), closed unless CORS_ORIGINS names an origin. helmet computes the headers
 * once from HELMET_OPTIONS; the same map goes on every answer here and on the answers that bypass
 * the hooks (plugins/edge-errors.ts), so the two cannot drift. (@fastify/helmet would rebuild
 * helmet on every request, at a measured cost: see docs/decisions/005-kept-libraries.md.)
 * The app loads only its own scripts, so the policy allows no inline script; MUI/Emotion inject
 * <style> tags, hence 'unsafe-inline' for styles only. HSTS is sent only over HTTPS (directly, or
 * as a trusted proxy reports it), as a plain-HTTP development server must not pin browsers to HTTPS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions, strictTransportSecurity } from 'helmet';

/**
 * What helmet sends. Its other defaults stay where they are harmless and good (see decision 005):
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control: off, X-Permitted-Cross-Domain-Policies: none,
 * X-XSS-Protection: 0, and Cross-Origin-Resource-Policy: same-origin (the app loads only its own
 * photos; another origin CORS_ORIGINS names loads them in CORS mode, which CORP does not govern).
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      // The admin's prescription review shows a PDF the page fetched (with the token) in an iframe.
      frameSrc: ['blob:'],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false, // HTTPS only: see applySecurityHeaders
  xDownloadOptions: false, // only Internet Explorer 8 ever read it
  xFrameOptions: { action: 'deny' },
} satisfies HelmetOptions;

/** Helmet has no Permissions-Policy; the shop uses none of these features. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

const CORS_METHODS = 'GET, POST, PUT, DELETE';
const CORS_HEADERS = 'Authorization, Content-Type';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The headers a helmet middleware sets; all of the shop's are fixed values, so once is enough. */
function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = { setHeader: (name: string, value: string) => (headers[name] = value), removeHeader: () => {} };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

/** Sent on every answer, including the edge's own refusals (plugins/edge-errors.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...headersSetBy(helmet(HELMET_OPTIONS)),
  'Permissions-Policy': PERMISSIONS_POLICY,
});

const HSTS = headersSetBy(strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true }));

/** Sets the security headers on `reply`; for answers that bypass the hooks, such as the router's. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS);
  if (request.protocol === 'https') reply.headers(HSTS);
}

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    // An answer with a policy of its own (a prescription file's sandbox) keeps it: it is stricter.
    const own = reply.getHeader('content-security-policy');
    applySecurityHeaders(request, reply);
    if (own) reply.header('content-security-policy', own);
    return payload;
  });

  const allowed = new Set(app.config.corsOrigins ?? []);
  if (allowed.size === 0) return; // closed: no CORS header is ever sent, so browsers refuse other origins
  await app.register(cors, {
    // false for any other origin: no CORS header, and a preflight falls through to the 404
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: CORS_METHODS,
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: 'X-Total-Count',
    maxAge: 600,
    // An allowed origin's OPTIONS without Access-Control-Request-Method would otherwise get a
    // text/plain 400; answering it as a preflight tells that origin nothing new.
    strictPreflight: false,
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
