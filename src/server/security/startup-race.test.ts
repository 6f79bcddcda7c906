/**
 * Four replicas started at once on one PostgreSQL, as a deployment does: every one must come
 * up, and the migrations, the administrator and the demo catalogue must each happen once.
 * On a fresh database of its own (TEST_DATABASE_URL's server, or a private cluster).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../db/connect';
import { migratorHere, migrations } from '../db/migrate';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../seed/demo-products';
import { postgresBinDir, type PrivatePostgres, startPrivatePostgres } from '../testing/private-postgres';
import { ADMIN_ENV } from '../testing/server-api';
import { type ServerProcess, spawnServer, waitUntilReady } from '../testing/server-process';

const REPLICAS = 4;
// One replica draws the 116 demo photos while three wait: about 10 s on two busy cores.
jest.setTimeout(50_000);
const sharedUrl = process.env.TEST_DATABASE_URL;
const suite = sharedUrl || postgresBinDir() ? describe : describe.skip;

suite('replicas started together on an empty PostgreSQL', () => {
  let cluster: PrivatePostgres | undefined;
  let serverUrl: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    if (sharedUrl) {
      serverUrl = sharedUrl;
    } else {
      cluster = await startPrivatePostgres();
      serverUrl = cluster.url;
    }
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    await cluster?.destroy();
  });

  /** A new empty database on the server; returns its URL. Dropped after the tests. */
  async function freshDatabase(): Promise<string> {
    const name = `race_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** Starts the replicas at the same moment and waits for each to answer /api/health. */
  async function startReplicas(url: string): Promise<ServerProcess[]> {
    const secret = randomBytes(32).toString('hex');
    const dirs = Array.from({ length: REPLICAS }, () => mkdtempSync(path.join(tmpdir(), 'pharmacy-race-')));
    const servers = await Promise.all(
      dirs.map((dir) => spawnServer({ env: { ...ADMIN_ENV, DATABASE_URL: url, DATA_DIR: dir, JWT_SECRET: secret, SEED_DEMO: 'true' } })),
    );
    cleanups.push(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });
    // The first replica to exit fails the test at once, with its output.
    await Promise.all(servers.map((s) => waitUntilReady(s, 40_000)));
    return servers;
  }

  /** What the replicas made between them: counted in the database itself. */
  async function counts(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const count = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0].n);
      return {
        products: await count('select count(*) as n from products'),
        categories: await count('select count(*) as n from categories'),
        photos: await count('select count(*) as n from product_photos'),
        admins: await count('select count(*) as n from users where role = 1'),
        migrations: await count('select count(*) as n from kysely_migration'),
      };
    } finally {
      await client.end();
    }
  }

  const demoProducts = Object.values(DEMO_PRODUCTS).reduce((sum, list) => sum + list.length, 0);
  const once = {
    products: demoProducts,
    categories: DEMO_CATEGORIES.length,
    photos: demoProducts,
    admins: 1,
    migrations: Object.keys(migrations).length,
  };

  it('all come up on an empty database, which is migrated and seeded exactly once', async () => {
    expect({ products: demoProducts, categories: DEMO_CATEGORIES.length }).toEqual({ products: 116, categories: 12 });
    const url = await freshDatabase();
    const servers = await startReplicas(url);
    expect(await counts(url)).toEqual(once);
    for (const server of servers) expect((await fetch(`${server.url}/api/v1/products/product-count`)).status).toBe(200);
  });

  it('all come up on a database one migration behind, which gets it exactly once', async () => {
    const url = await freshDatabase();
    const handle = await connectDatabase({ kind: 'postgres', url });
    try {
      const names = Object.keys(migrations);
      const { error } = await (await migratorHere(handle.db)).migrateTo(names[names.length - 2]);
      expect(error).toBeUndefined();
    } finally {
      await handle.close();
    }
    await startReplicas(url);
    expect(await counts(url)).toEqual(once);
  });
});
