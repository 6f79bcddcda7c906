/**
 * Crashes and concurrency against real server processes: 50 shoppers racing for 10 units,
 * a second server on a held DATA_DIR, SIGTERM during a slow request, and SIGKILL while orders
 * are being placed. Nothing acknowledged may be lost, nothing half-written may remain.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkOrdersWhole, placeOrdersUntilKilled } from '../testing/crash-checks';
import { ADMIN_ENV, adminToken, allOrders, call, createProduct, shopperToken } from '../testing/server-api';
import { type ServerProcess, spawnServer, startServer } from '../testing/server-process';

jest.setTimeout(240_000);

const dirs: string[] = [];
const running: ServerProcess[] = [];
const secret = randomBytes(32).toString('hex');
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pharmacy-crash-'));
  dirs.push(dir);
  return dir;
}
async function start(env: Record<string, string>) {
  const server = await startServer({ env: { ...ADMIN_ENV, JWT_SECRET: secret, ...env } });
  running.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** 50 orders at once for a product with 10 in stock. */
async function race(server: ServerProcess) {
  const admin = await adminToken(server);
  const product = await createProduct(server, admin, 'Insulin Pen', 10);
  const shoppers = await Promise.all(
    Array.from({ length: 5 }, (_, i) => shopperToken(server, `racer${i}-${randomBytes(3).toString('hex')}@example.in`)),
  );
  const cart = { cart: [{ _id: product._id }], address: '1 Race Course Road, Delhi', paymentMethod: 'COD' };
  const replies = await Promise.all(
    Array.from({ length: 50 }, (_, i) => call(server, 'POST', '/api/v1/products/create', { token: shoppers[i % 5], json: cart })),
  );
  const statuses = replies.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  expect(statuses.filter((s) => s === 409)).toHaveLength(40);
  expect((await call(server, 'GET', `/api/v1/products/get-product/${product.slug}`)).body.product.quantity).toBe(0);
  const orders = (await allOrders(server, admin)).filter((o) => o.products.some((p: { _id: string }) => p._id === product._id));
  expect(orders).toHaveLength(10);
  return { admin, product };
}

describe('on the embedded database', () => {
  let dir: string;
  let first: ServerProcess;
  let admin: string;
  let raced: { _id: string; slug: string };

  beforeAll(async () => {
    dir = dataDir();
    first = await start({ DATA_DIR: dir });
  });

  it('reports liveness and database readiness', async () => {
    expect(await call(first, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('sells exactly the 10 units in stock to 50 concurrent orders', async () => {
    ({ admin, product: raced } = await race(first));
  });

  it('refuses a second server on the same DATA_DIR, and the first keeps serving its data', async () => {
    const second = await spawnServer({ env: { ...ADMIN_ENV, DATA_DIR: dir, JWT_SECRET: secret } });
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`The data directory ${dir} is in use by another server process (pid ${first.child.pid})`);
    expect((await call(first, 'GET', '/api/health')).body).toMatchObject({ status: 'ok', database: 'ok' });
    expect((await call(first, 'GET', `/api/v1/products/get-product/${raced.slug}`)).body.product.quantity).toBe(0);
    expect(await allOrders(first, admin)).toHaveLength(10);
  });

  it('lets a slow request finish on SIGTERM, exits 0 and reopens the database intact', async () => {
    const product = await createProduct(first, admin, 'Thermometer', 5);
    const shopper = await shopperToken(first, `slow-${randomBytes(3).toString('hex')}@example.in`);
    const body = JSON.stringify({ cart: [{ _id: product._id }], address: '9 Slow Lane, Mysuru', paymentMethod: 'COD' });
    const socket = connect(Number(new URL(first.url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/v1/products/create HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${shopper}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 700));
    expect(first.child.exitCode).toBeNull(); // still waiting for the request in flight
    // The rest of the body, the connection left open: a client that half-closes its side has its
    // request aborted by Node's HTTP server (httpAllowHalfOpen is off), whether the server is
    // shutting down or not. `Connection: close` has the server close it after answering.
    socket.write(body.slice(20));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.output()).not.toMatch(/error/i);

    const again = await start({ DATA_DIR: dir });
    expect((await call(again, 'GET', `/api/v1/products/get-product/${product.slug}`)).body.product.quantity).toBe(4);
    expect(await allOrders(again, admin)).toHaveLength(11);
    expect(await again.stop()).toEqual({ code: 0, signal: null });
  });
});

it('loses no acknowledged order and leaves none half-written when killed mid-order (SIGKILL)', async () => {
  const dir = dataDir();
  const server = await start({ DATA_DIR: dir });
  const admin = await adminToken(server);
  const products = [
    await createProduct(server, admin, 'Cough Syrup', 5000, '99.5'),
    await createProduct(server, admin, 'ORS Sachet', 5000, '21.25'),
  ];
  const shoppers = await Promise.all([0, 1, 2].map((i) => shopperToken(server, `kill${i}-${randomBytes(3).toString('hex')}@example.in`)));
  const acknowledged = await placeOrdersUntilKilled(server, shoppers, products, 25);
  expect(acknowledged.length).toBeGreaterThanOrEqual(25);

  const restarted = await start({ DATA_DIR: dir });
  await checkOrdersWhole(restarted, admin, products, 5000, acknowledged);
  await restarted.stop();
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  const schema = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('sells exactly the 10 units in stock to 50 concurrent orders', async () => {
    const url = new URL(pgUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const server = await start({ DATA_DIR: dataDir(), DATABASE_URL: url.toString() });
    await race(server);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });
});
