/**
 * Security headers on every response — API JSON, photos, the app's pages and its files — and
 * CORS, closed unless CORS_ORIGINS names an origin. The app loads only its own scripts, so the
 * policy allows no inline script; MUI/Emotion inject <style> tags, hence 'unsafe-inline' for
 * styles only. HSTS is sent only over HTTPS (directly, or as a trusted proxy reports it), as
 * a plain-HTTP development server must not pin browsers to HTTPS.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent on every answer, including the edge's own refusals (plugins/edge-errors.ts). */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

const HSTS = 'max-age=31536000; includeSubDomains';
const CORS_METHODS = 'GET, POST, PUT, DELETE';
const CORS_HEADERS = 'Authorization, Content-Type';

/** Sets the security headers on `reply`; for answers that bypass the hooks, such as the router's. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const allowed = new Set(app.config.corsOrigins ?? []);

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    applySecurityHeaders(request, reply);
    return payload;
  });

  if (allowed.size === 0) return; // closed: no CORS header is ever sent, so browsers refuse other origins

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('Access-Control-Allow-Methods', CORS_METHODS)
        .header('Access-Control-Allow-Headers', CORS_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .status(204)
        .send();
    }
    reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
