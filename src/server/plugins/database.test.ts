/**
 * The schema is brought up to date before the server's plugins start, outside Fastify's plugin
 * start-up timeout: a migration may take minutes on a large catalogue (2026-12-04-001 rewrote
 * 1,000,000 products in 4 minutes on PostgreSQL), and a replica waits for another's. On
 * PostgreSQL (TEST_DATABASE_URL), where another process's migrations are stood in for by
 * holding the migrations lock for longer than the app's plugin timeout.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { buildApp } from '../app';
import { openTestDatabase, testConfig } from '../testing/test-app';

jest.setTimeout(30_000);

const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres("starts once another process's migrations are done, however far past the plugin timeout they run", async () => {
  const { handle, dispose } = await openTestDatabase();
  try {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const otherMigrations = handle.exclusively('migrations', async () => {
      holding();
      await pause(5_000);
    });
    await held;
    const started = performance.now();
    const app = await buildApp(testConfig(), { databaseHandle: handle, logger: false, pluginTimeoutMs: 2_000 });
    try {
      await app.ready();
      expect(performance.now() - started).toBeGreaterThan(4_000);
      await otherMigrations;
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
});
