/**
 * Slow clients cannot take the server: 200 sockets from one address drip their headers a byte a
 * second; those beyond MAX_CONNECTIONS_PER_IP are closed at once, the rest within the headers
 * timeout (with a 408 carrying the security headers), and a shopper on another address is
 * served promptly throughout. Loopback only, bounded to 200 sockets and about 13 seconds.
 */
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { HTTP_TIMEOUTS } from '../app';
import { ConfigError, DEFAULT_MAX_CONNECTIONS_PER_IP, loadConfig } from '../config';
import { SECURITY_HEADERS } from '../plugins/security-headers';
import { type CapturedApp, createCapturedApp } from '../testing/captured-app';
import { openSocket, parseAnswer } from '../testing/raw-http';

const SLOW_SOCKETS = 200;
const ATTACKER = '127.0.0.2';

let t: CapturedApp;
beforeAll(async () => {
  t = await createCapturedApp({}, { listen: true });
});
afterAll(() => t.close());

/** One GET /api/health from 127.0.0.1 on a fresh connection: its status and how long it took. */
function shopperRequest(port: number): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Slow = { socket: Socket; opened: number; closedAfter?: number; received: string };

/** A client that sends a request line, then one header byte a second, for ever. */
async function slowClient(port: number): Promise<Slow> {
  const socket = await openSocket(port, ATTACKER);
  const slow: Slow = { socket, opened: Date.now(), received: '' };
  socket.on('data', (chunk) => (slow.received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nX-Slow: ');
  const drip = setInterval(() => socket.writable && socket.write('a'), 1_000);
  socket.once('close', () => {
    clearInterval(drip);
    slow.closedAfter = Date.now() - slow.opened;
  });
  return slow;
}

const until = async (done: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

it('closes sockets beyond the per-address cap at once and slow ones within the headers timeout, serving others throughout', async () => {
  const slow: Slow[] = [];
  for (let i = 0; i < SLOW_SOCKETS; i++) slow.push(await slowClient(t.port));
  await until(() => slow.filter((s) => s.closedAfter !== undefined).length >= SLOW_SOCKETS - DEFAULT_MAX_CONNECTIONS_PER_IP, 2_000);
  expect(slow.filter((s) => s.closedAfter !== undefined).length).toBe(SLOW_SOCKETS - DEFAULT_MAX_CONNECTIONS_PER_IP);

  // While the capped ones drip, a shopper elsewhere is served promptly, again and again.
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push(await shopperRequest(t.port));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000);

  const limit = HTTP_TIMEOUTS.headersTimeout + 2 * HTTP_TIMEOUTS.connectionsCheckingInterval + 1_000;
  await until(() => slow.every((s) => s.closedAfter !== undefined), limit);
  const held = slow.filter((s) => s.received);
  expect(held).toHaveLength(DEFAULT_MAX_CONNECTIONS_PER_IP);
  expect(Math.max(...held.map((s) => s.closedAfter ?? Infinity))).toBeLessThan(limit);
  const answer = parseAnswer(held[0].received);
  expect(answer.status).toBe(408);
  expect(answer.headers).toMatchObject(Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([k, v]) => [k.toLowerCase(), v])));

  // The address is welcome again once its sockets are gone; one warning was logged, not 136.
  const again = await openSocket(t.port, ATTACKER);
  again.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
  let text = '';
  again.on('data', (chunk) => (text += chunk.toString()));
  await new Promise((r) => again.once('close', r));
  expect(parseAnswer(text).status).toBe(200);
  expect(t.logLines().filter((line) => /MAX_CONNECTIONS_PER_IP/.test(String(line.msg)))).toHaveLength(1);
}, 30_000);

describe('MAX_CONNECTIONS_PER_IP', () => {
  const env = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-test-data-dir' };
  it('defaults to 64, and to no cap behind a trusted proxy, where every socket is the proxy', () => {
    expect(loadConfig(env).maxConnectionsPerIp).toBe(64);
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).maxConnectionsPerIp).toBe(0);
    expect(loadConfig({ ...env, TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_IP: '500' }).maxConnectionsPerIp).toBe(500);
  });
  it('must be a whole number', () => {
    expect(() => loadConfig({ ...env, MAX_CONNECTIONS_PER_IP: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, MAX_CONNECTIONS_PER_IP: 'lots' })).toThrow(
      'MAX_CONNECTIONS_PER_IP must be a whole number from 0 to 1000000 (got "lots")',
    );
  });
});
