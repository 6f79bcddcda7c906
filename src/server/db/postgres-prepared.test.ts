/**
 * Statements prepared once a connection on a PostgreSQL server (postgres-prepared.ts): which
 * texts get a name, that PostgreSQL then holds them prepared, and that a statement whose
 * table changed its columns still runs. The server part runs on PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'kysely';
import { openTestDatabase } from '../testing/test-app';
import { StatementNames } from './postgres-prepared';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describe('StatementNames', () => {
  it('names single reads and writes, each text once, and never transaction control, DDL or several statements', () => {
    const names = new StatementNames();
    const read = 'select "id" from "products" where "slug" = $1';
    expect(names.nameOf(read)).toMatch(/^k\d+$/);
    expect(names.nameOf(read)).toBe(names.nameOf(read));
    expect(names.nameOf('WITH page AS (SELECT 1) SELECT * FROM page')).toMatch(/^k\d+$/);
    expect(names.nameOf('insert into "orders" ("id") values ($1)')).toMatch(/^k\d+$/);
    expect(names.nameOf('  update "products" set "quantity" = $1')).toMatch(/^k\d+$/);
    expect(names.nameOf('delete from "sessions" where "id" = $1')).toMatch(/^k\d+$/);
    expect(names.nameOf('(select 1) union (select 2)')).toMatch(/^k\d+$/);
    for (const unnamed of ['begin', 'commit', 'CREATE INDEX x ON t (a)', 'select 1; select 2', 'selected', 'VACUUM products']) {
      expect(names.nameOf(unnamed)).toBeUndefined();
    }
  });

  it('names at most its limit of texts, then runs the rest unnamed, and unnames a text on request', () => {
    const names = new StatementNames(3);
    const given = ['select 1', 'select 2', 'select 3', 'select 4'].map((text) => names.nameOf(text));
    expect(given.slice(0, 3).every((name) => name !== undefined)).toBe(true);
    expect(new Set(given.slice(0, 3)).size).toBe(3);
    expect(given[3]).toBeUndefined();
    expect(names.nameOf('select 1')).toBe(given[0]);
    names.unname('select 1');
    expect(names.nameOf('select 1')).toBeUndefined();
  });
});

onPostgres('on PostgreSQL', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(() => opened.dispose());

  /** The statements the connection holds prepared, by their text. */
  const preparedTexts = async (connection: typeof opened.handle.db) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map((row) => row.statement);

  it('prepares a read once on its connection and runs it again by name, with the same answers', async () => {
    await opened.handle.db.connection().execute(async (connection) => {
      const answers = [];
      for (const n of [1, 2, 3, 7])
        answers.push((await sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(connection)).rows);
      expect(answers).toEqual([[{ doubled: 2 }], [{ doubled: 4 }], [{ doubled: 6 }], [{ doubled: 14 }]]);
      const texts = await preparedTexts(connection);
      expect(texts.filter((text) => text === 'select $1::int * 2 as doubled')).toHaveLength(1);
      expect(texts.some((text) => /^begin|^create/i.test(text))).toBe(false);
    });
  });

  it('runs a prepared read again after its table changed its columns, with the new columns', async () => {
    await opened.handle.db.connection().execute(async (connection) => {
      await sql`create table prepared_shape (a int)`.execute(connection);
      await sql`insert into prepared_shape values (${1})`.execute(connection);
      const read = () => sql<Record<string, number>>`select * from prepared_shape where a = ${1}`.execute(connection);
      expect((await read()).rows).toEqual([{ a: 1 }]);
      await sql`alter table prepared_shape add column b int default 5`.execute(connection);
      expect((await read()).rows).toEqual([{ a: 1, b: 5 }]);
      expect((await read()).rows).toEqual([{ a: 1, b: 5 }]);
    });
  });

  it('keeps transactions working: a rolled-back write leaves nothing, a committed one stays', async () => {
    const { db } = opened.handle;
    await sql`create table prepared_writes (a int)`.execute(db);
    const insert = (trx: typeof db, a: number) => sql`insert into prepared_writes values (${a})`.execute(trx);
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 1);
        throw new Error('taken back');
      }),
    ).rejects.toThrow('taken back');
    await db.transaction().execute((trx) => insert(trx, 2));
    expect((await sql<{ a: number }>`select a from prepared_writes`.execute(db)).rows).toEqual([{ a: 2 }]);
  });
});
