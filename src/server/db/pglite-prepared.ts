/**
 * Kysely on PGlite with each statement prepared once. PGlite's `query()` parses, analyses and
 * plans every statement afresh and crosses into WebAssembly six times to do it; a product read
 * by slug took 0.50 ms that way and 0.17 ms as a named prepared statement bound and run in one
 * crossing (scratch measurement on 10,000 products, 3,000 reads). PostgreSQL keeps the plan and
 * chooses, as it does for any client's prepared statements, between re-planning for each call's
 * values and one generic plan (`plan_cache_mode` auto).
 *
 * Statements are kept by their SQL text, the most recently used STATEMENT_LIMIT (or the
 * dialect's `statementLimit`); the one used longest ago is closed when a new one needs room.
 * Statements run on PGlite's own thread (pglite-thread.ts), which answers them in the order they
 * came. Callers outside a transaction send theirs as soon as they have them, so the thread starts
 * the next statement at once instead of idling until the main thread has read the last reply
 * and lent the one session to the next caller. A transaction has the session to itself: from
 * its BEGIN to its COMMIT or ROLLBACK every other caller's statements wait (those already sent
 * ran before its BEGIN). Replies are read by pglite-reply.ts, and the NOTIFYs in them handed to
 * `listen`'s listeners here.
 */
import { protocol, types } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { type Notification, type Reply, readReply } from './pglite-reply';
import type { PgliteThread } from './pglite-thread';

/** Statements kept prepared: every distinct SQL text the shop runs, many times over (an IN list's each length is its own). */
const STATEMENT_LIMIT = 500;

type Prepared = { name: string; paramTypes: number[] };

const { serialize } = protocol;

/** A statement prepared before a table it reads changed its columns: PostgreSQL refuses to run it again. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return out;
}

/** Who hears each channel's NOTIFYs: callbacks, given each NOTIFY's payload, by channel name. */
type Listeners = Map<string, Set<(payload: string) => void>>;

/** Rows inserted, updated or deleted through the dialect since it was made (pglite-vacuum.ts reads it). */
type Changes = { rows: number };

/** Who is running statements: each caller's lease of the session (see PreparedStatementDriver). */
type Lease = object;

/** PGlite's one session, shared by every caller's lease; a transaction's lease has it alone. */
class PgliteSession {
  readonly #client: PgliteThread;
  readonly #limit: number;
  readonly #listeners: Listeners;
  readonly #changes: Changes;
  /** SQL text -> its statement (as soon as its Parse is sent); a Map keeps insertion order, so the first key is the one used longest ago. */
  readonly #statements = new Map<string, Promise<Prepared>>();
  #named = 0;
  /** The lease whose transaction is open, if any. */
  #transaction: Lease | undefined;
  /** Callers waiting for that transaction to end. */
  #waiting: (() => void)[] = [];

  constructor(client: PgliteThread, limit: number, listeners: Listeners, changes: Changes) {
    this.#client = client;
    this.#limit = limit;
    this.#listeners = listeners;
    this.#changes = changes;
  }

  async executeQuery<R>(lease: Lease, compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#run(lease, compiled.sql, compiled.parameters);
    const rows = result.rows as R[];
    this.#changes.rows += result.affectedRows;
    return result.affectedRows ? { rows, numAffectedRows: BigInt(result.affectedRows) } : { rows };
  }

  /** Runs BEGIN once no other lease's transaction is open; until `endTransaction`, only `lease` runs statements. */
  async beginTransaction(lease: Lease, begin: CompiledQuery): Promise<void> {
    while (this.#transaction !== undefined) await this.#transactionEnd();
    this.#transaction = lease; // at once after the check: no other caller runs in between
    try {
      await this.executeQuery(lease, begin);
    } catch (error) {
      this.#endTransaction(lease);
      throw error;
    }
  }

  /** Runs COMMIT or ROLLBACK and lets the other leases' statements go. */
  async endTransaction(lease: Lease, end: CompiledQuery): Promise<void> {
    try {
      await this.executeQuery(lease, end);
    } finally {
      this.#endTransaction(lease);
    }
  }

  #endTransaction(lease: Lease): void {
    if (this.#transaction !== lease) return;
    this.#transaction = undefined;
    for (const go of this.#waiting.splice(0)) go();
  }

  /** Whether another lease's transaction is open: checked right before sending, with no await between. */
  #heldByAnother(lease: Lease): boolean {
    return this.#transaction !== undefined && this.#transaction !== lease;
  }

  /** Drops `sql`'s statement from the cache, unless another caller has prepared it again meanwhile. */
  #forget(sql: string, statement: Promise<Prepared>): void {
    if (this.#statements.get(sql) === statement) this.#statements.delete(sql);
  }

  #transactionEnd(): Promise<void> {
    return new Promise((go) => this.#waiting.push(go));
  }

  async #run(lease: Lease, sql: string, parameters: readonly unknown[]): Promise<Reply> {
    const { statement } = await this.#prepared(lease, sql);
    try {
      return await this.#execute(lease, await statement, parameters);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(RESULT_TYPE_CHANGED)) throw error;
      this.#forget(sql, statement);
      await this.#close(lease, await statement);
      const again = await this.#prepared(lease, sql);
      return this.#execute(lease, await again.statement, parameters);
    }
  }

  /**
   * `sql`'s statement, prepared in `lease`'s turn. A statement is kept from the moment its Parse
   * is sent, so callers asking for it meanwhile wait for that Parse, which runs before anything
   * they send; never for one still waiting for a transaction to end (which could be their own).
   */
  async #prepared(lease: Lease, sql: string): Promise<{ statement: Promise<Prepared> }> {
    while (this.#heldByAnother(lease)) await this.#transactionEnd();
    const known = this.#statements.get(sql);
    if (known) {
      this.#statements.delete(sql); // and set again: now the most recently used
      this.#statements.set(sql, known);
      return { statement: known };
    }
    if (this.#statements.size >= this.#limit) {
      const [oldest, statement] = this.#statements.entries().next().value!;
      this.#statements.delete(oldest);
      void statement.then((old) => this.#close(lease, old)).catch(() => {}); // a failed Parse left nothing to close
    }
    const name = `s${++this.#named}`;
    // #exchange sends before its first await when no other transaction is open, as checked above.
    const statement = this.#exchange(
      lease,
      [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()],
      false,
    ).then((reply) => ({ name, paramTypes: reply.parameterTypes }));
    this.#statements.set(sql, statement);
    statement.catch(() => this.#forget(sql, statement));
    return { statement };
  }

  async #execute(lease: Lease, { name, paramTypes }: Prepared, parameters: readonly unknown[]): Promise<Reply> {
    // Each value as PGlite's query() writes it: by its parameter's type, else as text. Bytes
    // for a bytea go as they are, in the binary format: PGlite's writer spells them out in hex
    // one byte at a time (a 34 KB invoice PDF took a third of its first download's main thread).
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      if (paramTypes[i] === types.BYTEA && value instanceof Uint8Array) return value;
      const write = this.#client.serializers[paramTypes[i]];
      return write ? write(value) : (value as { toString(): string }).toString();
    });
    return this.#exchange(
      lease,
      [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()],
      true,
    );
  }

  /** One exchange with the backend, sent when no other lease's transaction is open, read by pglite-reply.ts; its NOTIFYs go to their listeners. */
  async #exchange(lease: Lease, messages: Uint8Array[], syncToFs: boolean): Promise<Reply> {
    while (this.#heldByAnother(lease)) await this.#transactionEnd();
    // Sent at once after the check (exchange posts before it returns), so never after another's BEGIN.
    const reply = readReply(await this.#client.exchange(joined(messages), syncToFs), this.#client.parsers);
    for (const notification of reply.notifications) this.#deliver(notification);
    return reply;
  }

  /** As PGlite delivers a NOTIFY its own reader saw: to each listener, once the statement has returned. */
  #deliver({ channel, payload }: Notification): void {
    for (const listener of this.#listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
  }

  async #close(lease: Lease, statement: Prepared): Promise<void> {
    await this.#exchange(lease, [serialize.close({ type: 'S', name: statement.name }), serialize.sync()], false);
  }
}

/** One caller's use of the session: what Kysely holds between acquiring and releasing a connection. */
class PgliteLease implements DatabaseConnection {
  readonly #session: PgliteSession;

  constructor(session: PgliteSession) {
    this.#session = session;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.#session.executeQuery<R>(this, compiled);
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiled);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

/** A lease of PGlite's one session for each caller; a transaction has the session alone (PgliteSession). */
class PreparedStatementDriver implements Driver {
  readonly #session: PgliteSession;

  constructor(client: PgliteThread, statementLimit: number, listeners: Listeners, changes: Changes) {
    this.#session = new PgliteSession(client, statementLimit, listeners, changes);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgliteLease(this.#session);
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await this.#session.beginTransaction(connection, CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#session.endTransaction(connection, CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#session.endTransaction(connection, CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {}
}

/** A channel name PostgreSQL keeps as written when unquoted, so NOTIFYs name it exactly so. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export class PreparedStatementPgliteDialect implements Dialect {
  readonly #client: PgliteThread;
  readonly #statementLimit: number;
  readonly #listeners: Listeners = new Map();
  readonly #changes: Changes = { rows: 0 };
  #driver: PreparedStatementDriver | undefined;

  constructor(client: PgliteThread, { statementLimit = STATEMENT_LIMIT }: { statementLimit?: number } = {}) {
    this.#client = client;
    this.#statementLimit = statementLimit;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    this.#driver = new PreparedStatementDriver(this.#client, this.#statementLimit, this.#listeners, this.#changes);
    return this.#driver;
  }

  /** Rows inserted, updated or deleted through this dialect since it was made. */
  get changedRows(): number {
    return this.#changes.rows;
  }

  /**
   * Calls `listener` with its payload after each NOTIFY on `channel`: the backend sends them
   * with the answer to the statement that committed, and pglite-reply.ts hands them here. Its
   * LISTEN waits for any open transaction to end, so it never joins another caller's transaction.
   */
  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`A channel is named in lower-case letters, digits and _: "${channel}"`);
    if (!this.#driver) throw new Error('Listen after the Kysely instance is made: its driver runs the LISTEN');
    const connection = await this.#driver.acquireConnection();
    await connection.executeQuery(CompiledQuery.raw(`listen ${channel}`));
    const listeners = this.#listeners.get(channel) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(channel, listeners);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
