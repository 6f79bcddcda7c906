/**
 * Kysely on PGlite with prepared statements (pglite-prepared.ts): answers as PGlite's own
 * query() gives them, each statement prepared once and the least recently used closed past the
 * limit, a statement outliving a change to its table's columns, errors that leave the
 * connection usable, and transactions.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PreparedStatementPgliteDialect } from './pglite-prepared';

type Tables = { items: { id: number; name: string; price: string; added: Date; tags: string[] | null } };

let client: PGlite;
let db: Kysely<Tables>;

beforeEach(async () => {
  client = new PGlite();
  db = new Kysely<Tables>({ dialect: new PreparedStatementPgliteDialect(client, { statementLimit: 3 }) });
  await client.exec(`create table items (id int primary key, name text not null, price numeric(10, 2) not null,
    added timestamptz not null, tags text[])`);
});

afterEach(async () => {
  await db.destroy();
  await client.close();
});

const preparedCount = async () =>
  Number((await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n);

it('answers as PGlite query() does: typed parameters in, parsed rows out, counts of changed rows', async () => {
  const added = new Date('2026-11-24T10:00:00.000Z');
  const insert = await db
    .insertInto('items')
    .values([
      { id: 1, name: 'Paracetamol', price: '25.50', added, tags: ['fever', 'pain'] },
      { id: 2, name: "Crocin's", price: '30', added, tags: null },
    ])
    .executeTakeFirst();
  expect(insert.numInsertedOrUpdatedRows).toBe(2n);

  const rows = await db.selectFrom('items').selectAll().where('added', '=', added).orderBy('id').execute();
  expect(rows).toEqual((await client.query('select * from items order by id')).rows);
  expect(rows[0]).toEqual({ id: 1, name: 'Paracetamol', price: '25.50', added, tags: ['fever', 'pain'] });
  expect(rows[1].tags).toBeNull();

  const update = await db.updateTable('items').set({ price: '20' }).where('id', 'in', [1, 2, 3]).executeTakeFirst();
  expect(update.numUpdatedRows).toBe(2n);
});

it('prepares each statement once, and closes the one used longest ago past the limit', async () => {
  const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).execute();
  for (let id = 0; id < 5; id++) await byId(id);
  expect(await preparedCount()).toBe(1);

  await db.selectFrom('items').select('id').execute();
  await db.selectFrom('items').select('price').execute();
  expect(await preparedCount()).toBe(3);
  await byId(1); // the first statement, used again: now the most recent
  await db.selectFrom('items').select('added').execute(); // a fourth: the `id` list, least recent, goes
  const names = (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);
  expect(names).toHaveLength(3);
  expect(names.some((s) => s.includes('select "name"'))).toBe(true);
  expect(names.some((s) => s.includes('select "id" from'))).toBe(false);
});

it("runs a statement again after its table's columns changed", async () => {
  await db.insertInto('items').values({ id: 1, name: 'Paracetamol', price: '25', added: new Date() }).execute();
  const all = () => sql<Record<string, unknown>>`select * from items`.execute(db);
  expect(Object.keys((await all()).rows[0])).not.toContain('maker');
  await client.exec("alter table items add column maker text not null default 'Cipla'");
  expect((await all()).rows[0]).toMatchObject({ name: 'Paracetamol', maker: 'Cipla' });
});

it('keeps the connection usable after a statement fails, and prepares no statement that cannot be', async () => {
  const row = { id: 1, name: 'Paracetamol', price: '25', added: new Date() };
  await db.insertInto('items').values(row).execute();
  await expect(db.insertInto('items').values(row).execute()).rejects.toMatchObject({ code: '23505' });
  await expect(sql`select nonsense from`.execute(db)).rejects.toMatchObject({ code: '42601' });
  expect((await db.selectFrom('items').select('name').execute()).map((r) => r.name)).toEqual(['Paracetamol']);
  const statements = (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows;
  expect(statements.some((s) => s.statement.includes('nonsense'))).toBe(false);
});

it('commits and rolls back transactions, one caller at a time', async () => {
  const added = new Date();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('items').values({ id: 1, name: 'Kept', price: '1', added }).execute();
  });
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 2, name: 'Rolled back', price: '1', added }).execute();
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  // Reads started while a transaction holds the connection wait for it, and see what it committed.
  const [, names] = await Promise.all([
    db.transaction().execute((trx) => trx.insertInto('items').values({ id: 3, name: 'Also kept', price: '1', added }).execute()),
    db.selectFrom('items').select('name').orderBy('id').execute(),
  ]);
  expect(names.map((r) => r.name)).toEqual(['Kept', 'Also kept']);
});
