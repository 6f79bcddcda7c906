/**
 * On PostgreSQL a statement past the statement timeout is cancelled by the server (connect.ts
 * STATEMENT_TIMEOUT_MS, shortened here): a request stuck behind a lock is answered 503 with
 * Retry-After instead of waiting for as long as the lock is held, and its pool connection is
 * free again; work done `exclusively` (migrations) runs without it, and leaves it as it was.
 * PGlite runs one statement at a time in this process, with nothing of another's to wait for.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app';
import { testConfig } from '../testing/test-app';
import { connectDatabase, type DatabaseHandle, dropSchema } from '../db/connect';

jest.setTimeout(60_000);

const url = process.env.TEST_DATABASE_URL;
const suite = url ? describe : describe.skip;
const TIMEOUT_MS = 300;

suite('the statement timeout on PostgreSQL', () => {
  const schema = `timeout_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const open = async (maxConnections: number) => {
    const handle = await connectDatabase({ kind: 'postgres', url: url!, schema, maxConnections, statementTimeoutMs: TIMEOUT_MS });
    handles.push(handle);
    return handle;
  };

  afterAll(async () => {
    if (handles[0]) await dropSchema(handles[0].db, schema);
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it('answers 503 with Retry-After for a read stuck behind a lock, soon, and the same read once the lock is gone', async () => {
    const handle = await open(2);
    const app = await buildApp(testConfig(), { databaseHandle: handle, logger: false });
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await app.ready();
      await locker.query(`SET search_path = ${schema}`);
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
      const started = performance.now();
      const stuck = await app.inject({ method: 'GET', url: '/api/v1/category/get-category' });
      expect(stuck.statusCode).toBe(503);
      expect(stuck.headers['retry-after']).toBeDefined();
      expect(performance.now() - started).toBeLessThan(5000);
      await locker.query('ROLLBACK');
      const after = await app.inject({ method: 'GET', url: '/api/v1/category/get-category' });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ success: true });
    } finally {
      await locker.end();
      await app.close();
    }
  });

  it('lifts it for work done exclusively, and puts it back on that connection after', async () => {
    // One connection: the exclusive work's is the one every statement after it runs on.
    const { db, exclusively } = await open(1);
    await exclusively('timeout-test', (connection) => sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`.execute(connection));
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
    expect(rows[0].statement_timeout).toBe(`${TIMEOUT_MS}ms`);
    await expect(sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`.execute(db)).rejects.toMatchObject({ code: '57014' });
    // A failed exclusive work puts it back too.
    await expect(
      exclusively('timeout-test', async (connection) => {
        await sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`.execute(connection);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await expect(sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`.execute(db)).rejects.toMatchObject({ code: '57014' });
  });
});
