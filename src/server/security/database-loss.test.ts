/**
 * A real server process on a PostgreSQL that loses its connections: idle and active backends
 * terminated, the LISTEN connection cut, the whole PostgreSQL stopped and started again, under
 * a bounded load of shoppers. The process must never exit, answer only 503 (never 500) while
 * the database is away, recover within seconds of its return, and leave every order whole.
 *
 * Runs on a private cluster (testing/private-postgres.ts) when PostgreSQL's programs are
 * installed; otherwise on TEST_DATABASE_URL's server without the stop/start cases.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBinDir, type PrivatePostgres, startPrivatePostgres } from '../testing/private-postgres';
import { checkOrdersWhole } from '../testing/crash-checks';
import { type Answer, countStatuses, type Product, underLoad } from '../testing/outage-load';
import { ADMIN_ENV, adminToken, call, createProduct, shopperToken } from '../testing/server-api';
import { type ServerProcess, startServer } from '../testing/server-process';

const STOCK = 100_000;
const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const binaries = postgresBinDir();
const sharedUrl = process.env.TEST_DATABASE_URL;
const suite = binaries || sharedUrl ? describe : describe.skip;

suite('a server whose PostgreSQL drops its connections', () => {
  let cluster: PrivatePostgres | undefined;
  let sql: pg.Client;
  let server: ServerProcess;
  let admin: string;
  let shoppers: string[];
  let products: Product[];
  let schema: string | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'pharmacy-dbloss-'));

  /** A fresh admin connection to the database (reopened after each PostgreSQL restart). */
  const connectSql = async (url: string) => {
    sql = new pg.Client({ connectionString: url });
    sql.on('error', () => {}); // it is cut along with the server's, on purpose
    await sql.connect();
    if (schema) await sql.query(`SET search_path = ${schema}`);
  };

  beforeAll(async () => {
    let url: string;
    if (binaries) {
      cluster = await startPrivatePostgres();
      url = cluster.url;
    } else {
      schema = `dbloss_${process.pid}_${randomBytes(4).toString('hex')}`;
      url = sharedUrl!;
    }
    await connectSql(url);
    if (schema) await sql.query(`CREATE SCHEMA ${schema}`);
    const serverUrl = new URL(url);
    if (schema) serverUrl.searchParams.set('options', `-c search_path=${schema}`);
    server = await startServer({
      env: { ...ADMIN_ENV, DATABASE_URL: serverUrl.toString(), DATA_DIR: dir, JWT_SECRET: randomBytes(32).toString('hex') },
    });
    admin = await adminToken(server);
    products = [
      await createProduct(server, admin, 'Paracetamol 650', STOCK, '30'),
      await createProduct(server, admin, 'Cetirizine 10', STOCK, '18.5'),
    ];
    shoppers = await Promise.all([0, 1, 2].map((i) => shopperToken(server, `outage${i}-${randomBytes(3).toString('hex')}@example.in`)));
  });

  afterAll(async () => {
    if (server) await server.stop('SIGKILL');
    if (schema) await sql.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await sql?.end().catch(() => {});
    await cluster?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The server process's backends: its pool's, or (`-listen`) its LISTEN connection's. */
  const backends = async (which: 'pool' | 'listen', state?: 'idle' | 'active') => {
    const name = `pharmacy-${server.child.pid}${which === 'listen' ? '-listen' : ''}`;
    const { rows } = await sql.query<{ pid: number; state: string }>(
      'select pid, state from pg_stat_activity where application_name = $1 and ($2::text is null or state = $2)',
      [name, state ?? null],
    );
    return rows;
  };
  const terminate = async (pids: number[]) => {
    await sql.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  };
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  const priceOf = async (product: Product) =>
    (await call(server, 'GET', `/api/v1/products/get-product/${product.slug}`)).body.product.price;
  /** Waits until `check` is true, for at most `ms`; returns how long it took. */
  const within = async (ms: number, check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check().catch(() => false))) {
      if (Date.now() - started > ms) throw new Error(`Not within ${ms} ms`);
      await sleep(50);
    }
    return Date.now() - started;
  };

  /** No 500 or network error ever; after `recoveredAt`, every answer a success. */
  function expectOnly503sThenSuccess(answers: Answer[], recoveredAt: number) {
    const statuses = countStatuses(answers);
    expect(answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503))).toEqual([]);
    const after = answers.filter((a) => a.sentAt >= recoveredAt);
    expect(after.length).toBeGreaterThan(20);
    expect({ statuses, failedAfterRecovery: after.filter((a) => a.status >= 400) }).toEqual({ statuses, failedAfterRecovery: [] });
    for (const refused of answers.filter((a) => a.status === 503 && a.kind !== 'health')) {
      expect(refused.body).toEqual({ success: false, message: UNAVAILABLE });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
  }

  it('survives its idle connections being terminated, and answers the next requests', async () => {
    await Promise.all(Array.from({ length: 6 }, () => call(server, 'GET', '/api/v1/auth/orders', { token: shoppers[0] })));
    const idle = await backends('pool', 'idle');
    expect(idle.length).toBeGreaterThan(0);
    await terminate(idle.map((b) => b.pid));
    await sleep(300);
    expect(alive()).toBe(true);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(server, 'GET', i % 2 ? '/api/health' : '/api/v1/auth/orders', { token: shoppers[1] })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
  });

  it('survives active connections being terminated under load: only 503s, then all succeed, no order half-written', async () => {
    let activeKilled = 0;
    let recoveredAt = 0;
    const { answers, acknowledged } = await underLoad(
      server,
      shoppers,
      products,
      async () => {
        await sleep(300);
        for (let round = 0; round < 40 && (round < 5 || activeKilled === 0); round++) {
          const all = await backends('pool');
          activeKilled += all.filter((b) => b.state === 'active').length;
          await terminate(all.map((b) => b.pid));
          await sleep(100);
        }
        recoveredAt = Date.now() + 300;
      },
      1500,
    );
    expect(activeKilled).toBeGreaterThan(0);
    expect(alive()).toBe(true);
    expectOnly503sThenSuccess(answers, recoveredAt);
    expect(acknowledged.length).toBeGreaterThan(0);
    await checkOrdersWhole(server, admin, products, STOCK, acknowledged);
  });

  it('notices a lost LISTEN connection: a change it could not hear is never served stale, and it listens again', async () => {
    const [product] = products;
    const bump = () => sql.query('update products set price = price + 1, mrp = mrp + 1 where id = $1', [product._id]);
    const before = await priceOf(product);
    expect(await priceOf(product)).toBe(before); // now cached
    const [listen] = await backends('listen');
    expect(listen).toBeDefined();
    await terminate([listen.pid]);
    await bump(); // notified on a channel nobody hears any more
    await within(3000, async () => (await priceOf(product)) === before + 1);
    await within(5000, async () => (await backends('listen')).length === 1);
    expect(await priceOf(product)).toBe(before + 1);
    await bump(); // heard again: the cached price must go
    await within(3000, async () => (await priceOf(product)) === before + 2);
    expect(alive()).toBe(true);
  });

  (binaries ? it.each(['fast', 'immediate'] as const) : it.skip.each(['fast', 'immediate'] as const))(
    'answers 503 quickly while PostgreSQL is stopped (-m %s) and recovers within seconds of its return, under load',
    async (mode) => {
      let recoveredAt = 0;
      let downFrom = 0;
      let downUntil = 0;
      let recovery = 0;
      let healthWhileDown: Answer | undefined;
      const { answers, acknowledged } = await underLoad(
        server,
        shoppers,
        products,
        async () => {
          await sleep(300);
          await cluster!.stop(mode);
          downFrom = Date.now();
          await sleep(500);
          const started = Date.now();
          const res = await fetch(`${server.url}/api/health`);
          healthWhileDown = {
            kind: 'health',
            status: res.status,
            sentAt: started,
            ms: Date.now() - started,
            body: await res.json(),
            retryAfter: null,
          };
          await sleep(1500);
          downUntil = Date.now();
          await cluster!.start();
          recovery = await within(10_000, async () => (await fetch(`${server.url}/api/health`)).status === 200);
          recoveredAt = Date.now() + 500;
        },
        2000,
      );
      expect(alive()).toBe(true);
      expect(healthWhileDown).toMatchObject({ status: 503, body: { status: 'degraded', database: 'unavailable' } });
      expect(healthWhileDown!.ms).toBeLessThan(2500);
      const whileDown = answers.filter((a) => a.sentAt >= downFrom + 200 && a.sentAt + a.ms <= downUntil);
      expect(whileDown.some((a) => a.kind === 'order' && a.status === 503)).toBe(true);
      expect(Math.max(...whileDown.map((a) => a.ms))).toBeLessThan(2500);
      expect(recovery).toBeLessThan(5000);
      expectOnly503sThenSuccess(answers, recoveredAt);
      await connectSql(cluster!.url);
      await checkOrdersWhole(server, admin, products, STOCK, acknowledged);
      // The LISTEN connection came back too: a change made behind the server's back shows.
      const before = await priceOf(products[1]);
      await sql.query('update products set price = price + 1, mrp = mrp + 1 where id = $1', [products[1]._id]);
      await within(3000, async () => (await priceOf(products[1])) === before + 1);
    },
  );

  it('logged all of that as a few warnings, never as an unexpected error with a stack trace', () => {
    const log = server.output();
    expect(log).not.toMatch(/unexpected error|"stack"/);
    const warnings = log.match(/database unavailable: requests answered 503/g) ?? [];
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(6); // one per 10 s of outage at most
  });
});
