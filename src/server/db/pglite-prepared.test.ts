/**
 * Kysely on PGlite with prepared statements (pglite-prepared.ts), PGlite on its own thread
 * (pglite-thread.ts): answers as PGlite's own query() gives them in this thread, each statement
 * prepared once and the least recently used closed past the limit, a statement outliving a
 * change to its table's columns, errors that leave the connection usable, callers' statements
 * sent without waiting for each other, transactions that have the session alone, and the main
 * thread free while a statement runs.
 */
import { messages, PGlite, protocol } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PreparedStatementPgliteDialect } from './pglite-prepared';
import { readReply } from './pglite-reply';
import { PgliteThread } from './pglite-thread';
import { freshDatabaseTemplate } from '../testing/pglite-template';

type Tables = { items: { id: number; name: string; price: string; added: Date; tags: string[] | null } };

const ITEMS = `create table items (id int primary key, name text not null, price numeric(10, 2) not null,
    added timestamptz not null, tags text[])`;

let thread: PgliteThread;
let dialect: PreparedStatementPgliteDialect;
let db: Kysely<Tables>;
/** PGlite in this thread, read by its own reader: what the dialect's answers are compared with. */
let reference: PGlite;

beforeEach(async () => {
  const template = freshDatabaseTemplate();
  thread = await PgliteThread.open(undefined, PGlite.defaultStartParams, {}, template);
  dialect = new PreparedStatementPgliteDialect(thread, { statementLimit: 3 });
  db = new Kysely<Tables>({ dialect });
  await direct(ITEMS);
  reference = new PGlite(template && { loadDataDir: new Blob([template]) });
  await reference.exec(ITEMS);
});

afterEach(async () => {
  await db.destroy();
  await thread.close();
  await reference.close();
});

/** A statement sent to the thread as a simple query, past the dialect: it prepares nothing. */
const direct = async <R>(text: string) =>
  readReply(await thread.exchange(protocol.serialize.query(text), false), thread.parsers).rows as R[];

const preparedCount = async () => (await direct<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))[0].n;

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
  await reference.query('insert into items values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10)', [
    ...[1, 'Paracetamol', '25.50', added, ['fever', 'pain']],
    ...[2, "Crocin's", '30', added, null],
  ]);
  expect(rows).toEqual((await reference.query('select * from items order by id')).rows);
  expect(rows[0]).toEqual({ id: 1, name: 'Paracetamol', price: '25.50', added, tags: ['fever', 'pain'] });
  expect(rows[1].tags).toBeNull();

  const update = await db.updateTable('items').set({ price: '20' }).where('id', 'in', [1, 2, 3]).executeTakeFirst();
  expect(update.numUpdatedRows).toBe(2n);
});

it('reads every kind of value, an answer larger than its buffer, and an error field for field, as PGlite does', async () => {
  // Eight thousand rows of text in three scripts, JSON, numbers, booleans, bytes, nulls: far
  // past the reply buffer's first 64 KB, written by the backend in many chunks
  // (about 1.1 MB: the buffer grows, then is let go).
  const kinds = sql`select i as id, 'मात्रा ₹' || i || ' 💊' as "text", json_build_object('i', i, 'n', 'x' || i) as doc,
      (i * 1.5)::numeric(12, 2) as amount, i % 2 = 0 as even, decode(lpad(to_hex(i), 8, '0'), 'hex') as raw,
      case when i % 3 = 0 then null else timestamptz '2026-11-24 10:00+05:30' + i * interval '1 minute' end as stamp, i::text as "__proto__", array[i, i + 1] as pair
    from generate_series(1, 8000) as i`;
  const ours = (await kinds.execute(db)).rows as Record<string, unknown>[];
  const theirs = (await reference.query(kinds.compile(db).sql)).rows;
  expect(ours).toHaveLength(8_000);
  expect(ours).toEqual(theirs);
  expect(ours[5]).toMatchObject({
    id: 6,
    text: 'मात्रा ₹6 💊',
    doc: { i: 6, n: 'x6' },
    amount: '9.00',
    even: true,
    stamp: null,
    pair: [6, 7],
  });
  expect(Object.getPrototypeOf(ours[5])).toBe(Object.prototype);
  expect(Object.keys(ours[5])).toContain('__proto__');

  const constraint = 'alter table items add constraint price_positive check (price > 0)';
  await direct(constraint);
  await reference.exec(constraint);
  const failed = await db
    .insertInto('items')
    .values({ id: 1, name: 'Free', price: '0', added: new Date('2026-11-24T10:00:00Z') })
    .execute()
    .catch((error: unknown) => error);
  const expected = await reference
    .query("insert into items values (1, 'Free', 0, '2026-11-24T10:00:00Z')")
    .catch((error: { query?: string; params?: unknown; queryOptions?: unknown }) => error);
  expect(failed).toBeInstanceOf(messages.DatabaseError);
  // query() adds what it was asked to PGlite's error; the rest is the backend's, field for field.
  const { query: _query, params: _params, queryOptions: _options, ...fromBackend } = expected as Record<string, unknown>;
  expect({ ...(failed as object) }).toEqual({ ...fromBackend, length: expect.any(Number) });
  expect(failed).toMatchObject({
    code: '23514',
    constraint: 'price_positive',
    table: 'items',
    message: expect.stringContaining('price_positive'),
  });
});

it('keeps text exactly as stored, a leading U+FEFF too (as node-postgres does; a TextDecoder drops it)', async () => {
  const { rows } = await sql<{
    text: string;
    length: number;
  }>`select chr(65279) || 'Crocin' as text, length(chr(65279) || 'Crocin') as length`.execute(db);
  expect(rows[0]).toEqual({ text: '\uFEFFCrocin', length: 7 });
  expect(rows[0].text).toHaveLength(7);
});

it('writes bytes as they are: every byte value, a view into a larger buffer, and a large file, stored as PGlite stores them', async () => {
  const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
  const backing = Buffer.alloc(100, 0xee);
  everyByte.forEach((byte, i) => (backing[20 + (i % 60)] = byte));
  const view = backing.subarray(20, 80); // byteOffset 20 of a larger buffer: only its 60 bytes go
  const large = Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 7919) % 256));
  for (const bytes of [everyByte, view, large]) {
    const { rows } = await sql<{ back: Buffer; digest: string }>`select ${bytes}::bytea as back, md5(${bytes}::bytea) as digest`.execute(
      db,
    );
    const theirs = await reference.query<{ digest: string }>('select md5($1::bytea) as digest', [bytes]);
    expect(Buffer.from(bytes).equals(rows[0].back)).toBe(true);
    expect(rows[0].digest).toBe(theirs.rows[0].digest);
  }
});

it("hands each NOTIFY to its listeners once, a transaction's when it commits", async () => {
  const heard: string[] = [];
  await dialect.listen('shop_changes', () => heard.push('shop_changes'));
  await dialect.listen('other_changes', () => heard.push('other_changes'));
  await sql`select pg_notify('shop_changes', 'once')`.execute(db);
  await sql`select pg_notify('shop_changes', 'twice')`.execute(db);
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`select pg_notify('other_changes', 'rolled back')`.execute(trx);
      throw new Error('not committed');
    })
    .catch(() => {});
  await db.transaction().execute(async (trx) => {
    await sql`select pg_notify('other_changes', 'on commit')`.execute(trx);
    await trx.selectFrom('items').select('id').execute();
  });
  await db.selectFrom('items').select('id').execute(); // notifies nothing
  await new Promise((resolve) => setImmediate(resolve));
  expect(heard.sort()).toEqual(['other_changes', 'shop_changes', 'shop_changes']);
  await expect(dialect.listen('Shop Changes', () => {})).rejects.toThrow('lower-case');
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
  const names = (await direct<{ statement: string }>('select statement from pg_prepared_statements')).map((r) => r.statement);
  expect(names).toHaveLength(3);
  expect(names.some((s) => s.includes('select "name"'))).toBe(true);
  expect(names.some((s) => s.includes('select "id" from'))).toBe(false);
});

it("runs a statement again after its table's columns changed", async () => {
  await db.insertInto('items').values({ id: 1, name: 'Paracetamol', price: '25', added: new Date() }).execute();
  const all = () => sql<Record<string, unknown>>`select * from items`.execute(db);
  expect(Object.keys((await all()).rows[0])).not.toContain('maker');
  await direct("alter table items add column maker text not null default 'Cipla'");
  expect((await all()).rows[0]).toMatchObject({ name: 'Paracetamol', maker: 'Cipla' });
});

it('keeps the connection usable after a statement fails, and prepares no statement that cannot be', async () => {
  const row = { id: 1, name: 'Paracetamol', price: '25', added: new Date() };
  await db.insertInto('items').values(row).execute();
  await expect(db.insertInto('items').values(row).execute()).rejects.toMatchObject({ code: '23505' });
  await expect(sql`select nonsense from`.execute(db)).rejects.toMatchObject({ code: '42601' });
  expect((await db.selectFrom('items').select('name').execute()).map((r) => r.name)).toEqual(['Paracetamol']);
  const statements = await direct<{ statement: string }>('select statement from pg_prepared_statements');
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

it("sends callers' statements without waiting for each other's answers, each answered with its own rows", async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, n) => sql<{ n: number; twice: number }>`select ${n}::int as n, ${n}::int * 2 as twice`.execute(db)),
  );
  expect(answers.map((answer) => answer.rows)).toEqual(Array.from({ length: 40 }, (_, n) => [{ n, twice: n * 2 }]));
  // The same new statement asked for by 40 callers at once was prepared once.
  expect(await preparedCount()).toBe(1);

  // A second caller's statement is on its way while the first's still runs.
  const slow = sql`select pg_sleep(0.2)`.execute(db);
  const quick = sql`select 1 as one`.execute(db);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(thread.inFlight).toBe(2);
  await Promise.all([slow, quick]);
});

it("holds every other caller's statements while a transaction is open: none runs inside it", async () => {
  const added = new Date();
  let resume!: () => void;
  const paused = new Promise<void>((resolve) => (resume = resolve));
  let inside!: () => void;
  const begun = new Promise<void>((resolve) => (inside = resolve));
  const rolledBack = db.transaction().execute(async (trx) => {
    await trx.insertInto('items').values({ id: 1, name: 'Rolled back', price: '1', added }).execute();
    inside();
    await paused;
    throw new Error('changed my mind');
  });
  await begun;
  let written = false;
  const outsideWrite = db
    .insertInto('items')
    .values({ id: 2, name: 'Written meanwhile', price: '1', added })
    .execute()
    .then(() => (written = true));
  const outsideRead = db.selectFrom('items').select('name').orderBy('id').execute();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(written).toBe(false); // waiting for the transaction, not run inside it
  resume();
  await expect(rolledBack).rejects.toThrow('changed my mind');
  await outsideWrite;
  // Had the write run inside the transaction, the rollback would have taken it too.
  expect((await outsideRead).map((r) => r.name)).toEqual(['Written meanwhile']);
  expect((await db.selectFrom('items').select('name').execute()).map((r) => r.name)).toEqual(['Written meanwhile']);
});

it('runs transactions one after another, so read-then-write in each counts every one', async () => {
  await db.insertInto('items').values({ id: 1, name: 'Counter', price: '0', added: new Date() }).execute();
  const increment = () =>
    db.transaction().execute(async (trx) => {
      const { price } = await trx.selectFrom('items').select('price').where('id', '=', 1).executeTakeFirstOrThrow();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await trx
        .updateTable('items')
        .set({ price: String(Number(price) + 1) })
        .where('id', '=', 1)
        .execute();
    });
  await Promise.all(Array.from({ length: 5 }, increment));
  expect((await db.selectFrom('items').select('price').executeTakeFirstOrThrow()).price).toBe('5.00');
});

it('leaves the main thread free while a statement runs, and fails clearly once closed', async () => {
  let ticks = 0;
  const ticking = setInterval(() => ticks++, 10);
  try {
    await sql`select pg_sleep(0.3)`.execute(db);
  } finally {
    clearInterval(ticking);
  }
  // In this thread, PGlite's synchronous WebAssembly would have let no timer fire until it returned.
  expect(ticks).toBeGreaterThanOrEqual(10);

  await thread.close();
  expect(thread.closed).toBe(true);
  await expect(db.selectFrom('items').select('id').execute()).rejects.toThrow('The embedded database is closed');
});
