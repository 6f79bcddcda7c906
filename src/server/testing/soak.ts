/**
 * Soak test (`npm run test:soak`, not part of Jest): the production server as a child process
 * on loopback with the demo catalogue, then SOAK_SECONDS (60) of mixed shopper and admin
 * traffic from SOAK_CONNECTIONS (50) concurrent clients. Fails on any 5xx or network error,
 * when the server's memory grows (last 20 s average over 35% above the first 20 s) or passes
 * SOAK_MAX_RSS_MB (384), or when it does not shut down cleanly. Bounded in time; nothing leaves 127.0.0.1.
 * On PGlite by default; with SOAK_POSTGRES_URL (a PostgreSQL server), on a fresh database made
 * there for the run and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_ENV, adminToken, call, shopperToken } from './server-api';
import { ROOT, type ServerProcess, spawnServer, waitUntilReady } from './server-process';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
// The memory budget of issue 16. With PGlite's 16 MB of buffers (db/connect.ts) the soak peaked
// at 301 MB here, sign-ins included (argon2 takes 19 MiB each); over 384 MB is a runaway.
// Leaks are what the growth check is for.
const MAX_RSS_MB = Number(process.env.SOAK_MAX_RSS_MB ?? 384);
// On PostgreSQL the server starts small (about 170 MB), so V8 collecting its heap late moves the
// figure a lot: six runs on 2026-11-24 grew -6, 2, 6, 12, 18 and 26%, with no change to the server
// between the last four; on PGlite 0-2%. 35% keeps a leak's steady climb failing, not that noise.
const MAX_GROWTH = 0.35;
/** The PostgreSQL server's old-generation cap for the soak (see main). */
const SOAK_POSTGRES_HEAP_MB = process.env.SOAK_POSTGRES_HEAP_MB ?? '256';

type Ctx = {
  server: ServerProcess;
  admin: string;
  shoppers: string[];
  products: any[];
  categories: any[];
  orders: string[];
  hasApp: boolean;
};
type Step = (ctx: Ctx, r: number) => Promise<Response>;

const pick = <T>(items: T[], r: number): T => items[Math.floor(r * items.length) % items.length];
const get = (ctx: Ctx, url: string, token?: string) => fetch(`${ctx.server.url}${url}`, { headers: token ? { authorization: token } : {} });
const send = (ctx: Ctx, method: string, url: string, json: unknown, token?: string) =>
  fetch(`${ctx.server.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(json),
  });

/** The traffic mix: [weight, step]. Mostly browsing, some accounts and orders, some admin work. */
const MIX: [number, Step][] = [
  [
    10,
    (c, r) =>
      get(c, c.hasApp ? pick(['/', '/cart', '/categories', `/product/${pick(c.products, r).slug}`], r) : '/api/v1/products/product-count'),
  ],
  [14, (_c, r) => get(_c, `/api/v1/products/product-list/${1 + Math.floor(r * 7)}`)],
  [6, (c) => get(c, '/api/v1/category/get-category')],
  [4, (c) => get(c, '/api/v1/products/product-count')],
  [
    10,
    (c, r) =>
      send(c, 'POST', '/api/v1/products/product-filters', {
        checked: [pick(c.categories, r)._id],
        radio: r < 0.5 ? [] : [0, 199.99],
        page: 1,
      }),
  ],
  [10, (c, r) => get(c, `/api/v1/products/search/${pick(['parac', 'vitamin', 'tablet', 'syrup', 'cream', 'baby', 'zz'], r)}`)],
  [12, (c, r) => get(c, `/api/v1/products/get-product/${pick(c.products, r).slug}`)],
  [5, (c, r) => get(c, `/api/v1/products/related-product/${pick(c.products, r)._id}/${pick(c.products, r).category._id}`)],
  [5, (c, r) => get(c, `/api/v1/products/product-category/${pick(c.categories, r).slug}`)],
  [10, (c, r) => get(c, `/api/v1/products/product-photo/${pick(c.products, r)._id}?size=${pick(['thumb', 'card', 'detail'], r)}`)],
  [2, (c) => send(c, 'POST', '/api/v1/auth/login', { email: 'soak-0@example.in', password: 'shopper-password' })],
  [
    4,
    async (c, r) => {
      const res = await send(
        c,
        'POST',
        '/api/v1/products/create',
        { cart: [{ _id: pick(c.products, r)._id }], address: 'Soak Street', paymentMethod: 'COD' },
        pick(c.shoppers, r),
      );
      if (res.status === 201) c.orders.push((await res.clone().json()).order._id);
      return res;
    },
  ],
  [3, (c, r) => get(c, '/api/v1/auth/orders', pick(c.shoppers, r))],
  [2, (c) => get(c, '/api/v1/auth/all-orders?perPage=20', c.admin)],
  [2, (c, r) => get(c, `/api/v1/products/get-product?perPage=24&keyword=${pick(['tab', 'cap', ''], r)}`, c.admin)],
  [
    1,
    (c, r) =>
      c.orders.length
        ? send(
            c,
            'PUT',
            `/api/v1/auth/order-status/${pick(c.orders, r)}`,
            { status: pick(['Processing', 'Shipped', 'Delivered'], r) },
            c.admin,
          )
        : get(c, '/api/health'),
  ],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [w]) => sum + w, 0);

function chooseStep(r: number): Step {
  let at = r * TOTAL_WEIGHT;
  for (const [weight, step] of MIX) if ((at -= weight) < 0) return step;
  return MIX[0][1];
}

const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function setUp(server: ServerProcess, hasApp: boolean): Promise<Ctx> {
  const admin = await adminToken(server);
  const shoppers = await Promise.all(Array.from({ length: 5 }, (_, i) => shopperToken(server, `soak-${i}@example.in`)));
  const products = (await call(server, 'GET', '/api/v1/products/get-product?perPage=100', { token: admin })).body.products;
  const categories = (await call(server, 'GET', '/api/v1/category/get-category')).body.category;
  return { server, admin, shoppers, products, categories, orders: [], hasApp };
}

async function soak(ctx: Ctx) {
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const samples: { t: number; mb: number }[] = [];
  const started = Date.now();
  const end = started + SECONDS * 1000;
  const sampler = setInterval(() => samples.push({ t: (Date.now() - started) / 1000, mb: ctx.server.rssMb() }), 2000);
  const worker = async () => {
    while (Date.now() < end) {
      try {
        const res = await chooseStep(Math.random())(ctx, Math.random());
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`${res.status} ${res.url}`);
      } catch (error) {
        failures.push(`network error: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  clearInterval(sampler);
  return { statuses, failures, samples, seconds: (Date.now() - started) / 1000 };
}

/** A fresh database on the PostgreSQL server `url` names, and how to drop it. */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `soak_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pharmacy-soak-'));
  const postgres = process.env.SOAK_POSTGRES_URL ? await freshPostgresDatabase(process.env.SOAK_POSTGRES_URL) : undefined;
  const clientDir = path.join(ROOT, 'dist/client');
  const hasApp = existsSync(path.join(clientDir, 'index.html'));
  const env = {
    ...ADMIN_ENV,
    DATA_DIR: dataDir,
    // A PostgreSQL server's heap is uncapped by default (scripts/server-runtime.js), so its RSS
    // follows when V8 chooses to collect: since every order's invoice is rendered in the
    // background (decision 012), 60 s of this soak grew it 52–61% uncapped and 1–6% capped
    // at 256 or 200 MB, where a leak would still climb. The growth check is for leaks, so the soak caps it
    // as a PGlite server is capped; a shop sets MAX_HEAP_MB itself.
    ...(postgres ? { DATABASE_URL: postgres.url, MAX_HEAP_MB: SOAK_POSTGRES_HEAP_MB } : {}),
    SEED_DEMO: 'true',
    CLIENT_DIR: hasApp ? clientDir : '',
    // The soak signs in far more often than one address may; the limits have tests of their own.
    LOGIN_LIMIT_PER_IP: '1000000/1',
    REGISTER_LIMIT_PER_IP: '1000000/1',
    // 50 clients from one address: Node's fetch opens up to twice as many sockets as it has
    // requests in flight, over the default cap of 64 (which has its own test, slow-clients).
    MAX_CONNECTIONS_PER_IP: '256',
  };
  // The first start creates the database and draws the demo photos, which leaves that one
  // process hundreds of MB larger for good; a shop runs on restarts, so soak a restarted server.
  const seeding = await spawnServer({ env });
  await waitUntilReady(seeding, 180_000);
  await seeding.stop();
  const server = await spawnServer({ env });
  try {
    await waitUntilReady(server, 180_000);
    const ctx = await setUp(server, hasApp);
    console.log(
      `Soaking ${server.url} on ${postgres ? 'PostgreSQL' : 'PGlite'} for ${SECONDS} s with ${CONNECTIONS} connections (${ctx.products.length} products, app pages: ${hasApp})`,
    );
    const { statuses, failures, samples, seconds } = await soak(ctx);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const first = average(samples.filter((s) => s.t <= 20).map((s) => s.mb));
    const last = average(samples.filter((s) => s.t > seconds - 20).map((s) => s.mb));
    const peak = Math.max(...samples.map((s) => s.mb));
    const exit = await server.stop();
    const report = {
      requests: total,
      perSecond: Math.round(total / seconds),
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      ordersPlaced: ctx.orders.length,
      rssMb: {
        first20s: Math.round(first),
        last20s: Math.round(last),
        peak: Math.round(peak),
        growth: `${Math.round(((last - first) / first) * 100)}%`,
      },
      exit,
    };
    console.log(JSON.stringify(report, null, 2));
    const problems = [
      ...(failures.length ? [`${failures.length} failed requests, e.g. ${failures.slice(0, 5).join('; ')}`] : []),
      ...(last > first * (1 + MAX_GROWTH) ? [`memory grew from ${first.toFixed(0)} MB to ${last.toFixed(0)} MB`] : []),
      ...(peak > MAX_RSS_MB ? [`memory peaked at ${peak.toFixed(0)} MB (limit ${MAX_RSS_MB})`] : []),
      ...(exit.code !== 0 ? [`the server exited with ${JSON.stringify(exit)} on SIGTERM`] : []),
    ];
    if (problems.length) throw new Error(`Soak failed:\n  - ${problems.join('\n  - ')}`);
    console.log('Soak passed');
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
