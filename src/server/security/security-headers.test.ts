/** Every response carries the security headers; CORS stays closed unless CORS_ORIGINS opens it. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../plugins/security-headers';
import { appsClosedAfterAll } from '../testing/test-app';
import { type CapturedApp, createCapturedApp } from '../testing/captured-app';
import { rawRequest } from '../testing/raw-http';

jest.setTimeout(30_000);

const open = appsClosedAfterAll();

/** The policy SECURITY.md promises, directive by directive. */
const POLICY: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'connect-src': "'self'",
  'font-src': "'self' data:",
  'object-src': "'none'",
  'frame-src': 'blob:',
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};
const directivesOf = (policy: string) =>
  Object.fromEntries(policy.split(/;\s*/).map((d) => [d.slice(0, d.indexOf(' ')), d.slice(d.indexOf(' ') + 1)]));

/** Headers that describe one answer rather than the shop's policy. */
const PER_ANSWER = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'cache-control', 'etag', 'vary']);
const policyHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>%STORE_NAME%</title><script src="/main.abcdef12.js"></script>');
writeFileSync(path.join(clientDir, 'main.abcdef12.js'), 'console.log(1)');

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await open({ clientDir, trustProxy: true });
  });

  it.each([
    ['API JSON', '/api/v1/category/get-category', 200],
    ['an API refusal', '/api/v1/auth/user-auth', 401],
    ['an unknown API path', '/api/v1/nope', 404],
    ['an app page', '/cart', 200],
    ['a static file', '/main.abcdef12.js', 200],
  ])('are on %s', async (_kind, url, status) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(directivesOf(String(res.headers['content-security-policy']))).toEqual(POLICY);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      // helmet's defaults the shop keeps (decision 005)
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    for (const absent of ['strict-transport-security', 'cross-origin-embedder-policy', 'x-download-options', 'x-powered-by']) {
      expect(res.headers[absent]).toBeUndefined();
    }
  });

  it('add HSTS only when the request came over HTTPS through the trusted proxy', async () => {
    const https = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await open();
    const spoofed = await untrusted.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('is closed by default: no allow headers for another origin, on requests or preflights', async () => {
    const app = await open();
    const res = await app.inject({ url: '/api/v1/category/get-category', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await preflight(app, 'https://evil.example');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    expect(pre.json().success).toBe(false);
  });

  it('opens to the origins CORS_ORIGINS names, and to no other', async () => {
    const app = await open({ corsOrigins: ['https://admin.shop.example'] });
    const pre = await preflight(app, 'https://admin.shop.example');
    expect(pre.statusCode).toBe(204);
    expect(pre.headers).toMatchObject({
      'access-control-allow-origin': 'https://admin.shop.example',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type',
      vary: 'Origin',
    });
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await app.inject({ url: '/api/v1/category/get-category', headers: { origin: 'https://admin.shop.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.shop.example');
    expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count');
    const other = await preflight(app, 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the answers the router and Node send themselves', () => {
  let t: CapturedApp;
  beforeAll(async () => {
    t = await createCapturedApp({}, { listen: true });
  });
  afterAll(() => t.close());
  const expected = Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));

  it("carry exactly a normal answer's security headers", async () => {
    const normal = await rawRequest(t.port, 'GET /api/v1/category/get-category HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    const refused = await rawRequest(t.port, 'GARBAGE\r\n\r\n');
    const routed = await rawRequest(
      t.port,
      'GET /api/v1/products/get-product/%E0%A4%A HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n',
    );
    expect(normal.status).toBe(200);
    expect(Object.keys(policyHeadersOf(normal.headers)).length).toBeGreaterThanOrEqual(11);
    expect(policyHeadersOf(refused.headers)).toEqual(policyHeadersOf(normal.headers));
    expect(policyHeadersOf(routed.headers)).toEqual(policyHeadersOf(normal.headers));
  });

  it.each([
    [
      'a malformed %-escape (the router)',
      'GET /api/v1/products/get-product/%E0%A4%A HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n',
      400,
      'The URL is not valid',
    ],
    [
      'an over-long path parameter (the router)',
      `GET /api/v1/products/get-product/${'a'.repeat(101)} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
      400,
      'A path parameter is too long',
    ],
    ['a garbled request line (Node)', 'GARBAGE\r\n\r\n', 400, 'The request is malformed'],
    [
      'a header name with a space (Node)',
      'GET /api/health HTTP/1.1\r\nHost: shop\r\nBad Header: 1\r\n\r\n',
      400,
      'The request is malformed',
    ],
    [
      'headers over 16 KB (Node)',
      `GET /api/health HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request headers are too large',
    ],
  ])('carry the security headers on %s, in the API shape', async (_kind, request, status, message) => {
    const answer = await rawRequest(t.port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatchObject(expected);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message });
  });
});
