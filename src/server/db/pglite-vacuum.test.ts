/**
 * The embedded database's own VACUUM (pglite-vacuum.ts): space freed by updates is used again
 * once it has run, and it does not run below its threshold of changed rows. It never analyses.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PreparedStatementPgliteDialect } from './pglite-prepared';
import { PgliteThread } from './pglite-thread';
import { vacuumWhenChanged } from './pglite-vacuum';

type Tables = { items: { id: number; note: string } };

const ROWS = 2000;
let thread: PgliteThread;
let dialect: PreparedStatementPgliteDialect;
let db: Kysely<Tables>;

beforeEach(async () => {
  thread = await PgliteThread.open(undefined, PGlite.defaultStartParams);
  dialect = new PreparedStatementPgliteDialect(thread);
  db = new Kysely<Tables>({ dialect });
  await sql`create table items (id int primary key, note text not null)`.execute(db);
  await sql`insert into items select i, repeat('x', 200) from generate_series(1, ${ROWS}) as i`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  await thread.close();
});

const pages = async () => (await sql<{ n: number }>`select (pg_relation_size('items') / 8192)::int as n`.execute(db)).rows[0].n;
const updateAll = () =>
  db
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
