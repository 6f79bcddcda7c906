/**
 * The embedded database's own VACUUM (pglite-vacuum.ts): space freed by updates is used again
 * once it has run, and it does not run below its threshold of changed rows. It never analyses.
 * Stopped with `lastRun`, it runs once more for the rows changed since its last run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { connectDatabase } from './connect';
import { PreparedStatementPgliteDialect } from './pglite-prepared';
import { PgliteThread } from './pglite-thread';
import { vacuumWhenChanged } from './pglite-vacuum';
import { freshDatabaseTemplate } from '../testing/pglite-template';

type Tables = { items: { id: number; note: string } };

const ROWS = 2000;
let thread: PgliteThread;
let dialect: PreparedStatementPgliteDialect;
let db: Kysely<Tables>;

beforeEach(async () => {
  thread = await PgliteThread.open(undefined, PGlite.defaultStartParams, {}, freshDatabaseTemplate());
  dialect = new PreparedStatementPgliteDialect(thread);
  db = new Kysely<Tables>({ dialect });
  await sql`create table items (id int primary key, note text not null)`.execute(db);
  await sql`insert into items select i, repeat('x', 200) from generate_series(1, ${ROWS}) as i`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  await thread.close();
});

const pages = async (on = db) => (await sql<{ n: number }>`select (pg_relation_size('items') / 8192)::int as n`.execute(on)).rows[0].n;
const updateAll = (on: Kysely<Tables> = db) =>
  on
    .updateTable('items')
    .set({ note: sql`repeat('y', 200)` })
    .execute();
const analysed = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from pg_stats where tablename = 'items'`.execute(db)).rows[0].n > 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('reuses the space updates freed once it has run, without analysing', async () => {
  const stop = vacuumWhenChanged(db, dialect, { intervalMs: 50, minChanges: 100 });
  try {
    await updateAll(); // every row's old version left behind: the table doubles
    const afterFirst = await pages();
    await pause(300);
    await updateAll(); // into the space VACUUM freed
    expect(await pages()).toBeLessThanOrEqual(afterFirst);
    expect(await analysed()).toBe(false);
  } finally {
    await stop();
  }
});

it('leaves the table alone below its threshold of changed rows', async () => {
  const stop = vacuumWhenChanged(db, dialect, { intervalMs: 50, minChanges: 10 * ROWS });
  try {
    await updateAll();
    const afterFirst = await pages();
    await pause(300);
    await updateAll(); // no space was freed: the table grows again
    expect(await pages()).toBeGreaterThan(afterFirst);
  } finally {
    await stop();
  }
});

it('runs once more as it stops, when asked, for the rows changed since its last run', async () => {
  const stop = vacuumWhenChanged(db, dialect, { intervalMs: 60_000, minChanges: 100 });
  await updateAll(); // no run comes within the test: the old versions stay
  const afterFirst = await pages();
  await stop({ lastRun: true });
  await updateAll(); // into the space the last run freed
  expect(await pages()).toBeLessThanOrEqual(afterFirst);
});

it('stops without a last run unless asked', async () => {
  const stop = vacuumWhenChanged(db, dialect, { intervalMs: 60_000, minChanges: 100 });
  await updateAll();
  const afterFirst = await pages();
  await stop();
  await updateAll(); // nothing was freed: the table grows again
  expect(await pages()).toBeGreaterThan(afterFirst);
});

it('leaves a database on disk vacuumed for the next server when its handle closes', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacuum-at-close-'));
  const opened = async <T>(work: (on: Kysely<Tables>) => Promise<T>): Promise<T> => {
    const handle = await connectDatabase({ kind: 'pglite', dataDir });
    try {
      return await work(handle.db as unknown as Kysely<Tables>);
    } finally {
      await handle.close();
    }
  };
  try {
    const afterFirst = await opened(async (on) => {
      await sql`create table items (id int primary key, note text not null)`.execute(on);
      await sql`insert into items select i, repeat('x', 200) from generate_series(1, ${ROWS}) as i`.execute(on);
      await updateAll(on);
      return pages(on);
    });
    // Into the space the run at close freed.
    const afterNext = await opened(async (on) => {
      await updateAll(on);
      return pages(on);
    });
    expect(afterNext).toBeLessThanOrEqual(afterFirst);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
