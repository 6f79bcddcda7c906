/**
 * SERVER_PROCESSES=2 on PostgreSQL with Redis, the compiled server as `npm start` runs it: two
 * server processes on one port, each new connection to the next. Every request here goes on a
 * connection of its own, so consecutive ones reach both processes; a catalogue change through
 * one must show in both, an order change through one on the very next read from either (the
 * race behind it, a NOTIFY heard late, is driven in db/listen-connection.test.ts), a rate limit
 * must count across both, a process that dies is replaced, and SIGTERM stops them all.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from './testing/private-postgres';
import { type PrivateRedis, startPrivateRedis } from './testing/private-redis';
import { processTree } from './testing/process-tree';
import { jsonOnNewConnection } from './testing/raw-http';
import { ADMIN_ENV, adminToken, createProduct, shopperToken } from './testing/server-api';
import { type ServerProcess, startServer } from './testing/server-process';

jest.setTimeout(60_000);
const sharedUrl = process.env.TEST_DATABASE_URL;
const suite = sharedUrl || postgresBinDir() ? describe : describe.skip;

/** One request on a connection of its own (from `from`, 127.0.0.1 unless given); the JSON it answered. */
const onNewConnection = (server: ServerProcess, method: string, url: string, options: Parameters<typeof jsonOnNewConnection>[3] = {}) =>
  jsonOnNewConnection(server.url, method, url, options);

const productCount = async (server: ServerProcess) => (await onNewConnection(server, 'GET', '/api/v1/products/product-count')).body.total;
const serverProcessesOf = (server: ServerProcess) => processTree(server.child.pid!).slice(1);

suite('SERVER_PROCESSES=2 on PostgreSQL', () => {
  let postgres: PrivatePostgres | undefined;
  let redis: PrivateRedis;
  let server: ServerProcess;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pharmacy-processes-'));

  beforeAll(async () => {
    const serverUrl = sharedUrl ?? (postgres = await startPrivatePostgres()).url;
    const name = `processes_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    redis = await startPrivateRedis();
    server = await startServer({
      env: {
        ...ADMIN_ENV,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SERVER_PROCESSES: '2',
        LOGIN_LIMIT_PER_IP: '3/1',
      },
    });
  });
  afterAll(async () => {
    await server?.stop('SIGTERM', 10_000);
    await redis?.stop();
    await dropDatabase?.().catch(() => {});
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The pids behind the database connections the server processes opened (`pharmacy-<pid>`, README). */
  async function pidsConnected(): Promise<number[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        "select distinct application_name as name from pg_stat_activity where datname = current_database() and application_name ~ '^pharmacy-[0-9]+$'",
      );
      return rows.map((row) => Number(row.name.slice('pharmacy-'.length))).sort((a, b) => a - b);
    } finally {
      await client.end();
    }
  }

  /** Waits (up to 30 s) for two server processes, both answering and connected to the database; their pids. */
  async function twoServing(): Promise<number[]> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const pids = serverProcessesOf(server).sort((a, b) => a - b);
      const answers = await Promise.all([1, 2, 3, 4].map(() => onNewConnection(server, 'GET', '/api/health')));
      if (pids.length === 2 && answers.every((a) => a.status === 200) && (await pidsConnected()).join() === pids.join()) return pids;
      if (Date.now() > deadline) throw new Error(`Not two serving processes: ${pids.join(', ')}\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('runs two server processes on the one port, each with its own database connections', async () => {
    const pids = await twoServing();
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(server.child.pid);
  });

  it('counts a rate limit once across the processes', async () => {
    await twoServing();
    const wrong = { email: 'nobody@processes.test', password: 'not-the-password' };
    const statuses: number[] = [];
    // From an address of its own; alternating processes, each would allow three on its own: six attempts, three refused.
    for (let i = 0; i < 6; i++)
      statuses.push((await onNewConnection(server, 'POST', '/api/v1/auth/login', { json: wrong, from: '127.0.0.2' })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('shows a catalogue change made through one process in both', async () => {
    await twoServing();
    // Both processes keep the count's answer (an answer is kept from its second asking).
    const before = await productCount(server);
    for (let i = 0; i < 6; i++) expect(await productCount(server)).toBe(before);
    await createProduct(server, await adminToken(server), 'Cetirizine 10 mg', 5);
    const deadline = Date.now() + 2_000;
    let counts: number[] = [];
    do counts = await Promise.all([1, 2, 3, 4].map(() => productCount(server)));
    while (counts.some((count) => count !== before + 1) && Date.now() < deadline);
    expect(counts).toEqual([before + 1, before + 1, before + 1, before + 1]);
  });

  it("shows each of a shopper's cancellations, made through one process, on the very next read from either, though both keep the page", async () => {
    await twoServing();
    const shopper = await shopperToken(server, `processes-${randomBytes(3).toString('hex')}@example.in`);
    const product = await createProduct(server, await adminToken(server), 'Azithromycin 500 mg', 10);
    const orderIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const placed = await onNewConnection(server, 'POST', '/api/v1/products/create', {
        token: shopper,
        json: { cart: [{ _id: product._id }], address: '12 Park Street, Kolkata', paymentMethod: 'COD' },
      });
      expect(placed.status).toBe(201);
      orderIds.push(placed.body.order._id);
    }
    /** The statuses of the shopper's orders, oldest first, as four reads on new connections (both processes, in turn) answer them. */
    const statuses = async () =>
      Promise.all(
        [1, 2, 3, 4].map(async () =>
          (await onNewConnection(server, 'GET', '/api/v1/auth/orders', { token: shopper })).body
            .map((order: { status: string }) => order.status)
            .reverse()
            .join(),
        ),
      );
    const expected = orderIds.map(() => 'Not Processed');
    // Read until each process keeps the page and its version (a page is kept from its second asking).
    for (let i = 0; i < 3; i++) expect(new Set(await statuses())).toEqual(new Set([expected.join()]));
    for (const [i, orderId] of orderIds.entries()) {
      const cancelled = await onNewConnection(server, 'PUT', `/api/v1/auth/orders/${orderId}/cancel`, {
        token: shopper,
        json: { reason: 'Ordered by mistake' },
      });
      expect(cancelled.status).toBe(200);
      expected[i] = 'Cancel';
      expect(new Set(await statuses())).toEqual(new Set([expected.join()]));
    }
  });

  it('replaces a server process that dies, and answers meanwhile', async () => {
    const [killed, survivor] = await twoServing();
    process.kill(killed, 'SIGKILL');
    const pids = await twoServing();
    expect(pids).toContain(survivor);
    expect(pids).not.toContain(killed);
    expect(server.output()).toContain(`Server process ${killed} ended (signal SIGKILL); starting another`);
  });

  it('stops every server process on SIGTERM, cleanly', async () => {
    const pids = await twoServing();
    expect(await server.stop('SIGTERM', 10_000)).toEqual({ code: 0, signal: null });
    for (const pid of pids) expect(existsSync(`/proc/${pid}`)).toBe(false);
  });
});
