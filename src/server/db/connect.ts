/**
 * Opens the database. This is the ONLY module that knows whether the shop runs on the
 * embedded PGlite (a folder in DATA_DIR, or memory for tests) or on a PostgreSQL server;
 * everything else sees a `Kysely<Database>`. The PostgreSQL driver is loaded only when used.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Client } from 'pg';
import { throttledWarning, type WarningLog } from './connection-errors';
import { type ChangeListener, LISTEN_TIMING, type Listening, type ListenTiming, listenOn } from './listen-connection';
import { PreparedStatementPgliteDialect } from './pglite-prepared';
import { PgliteThread } from './pglite-thread';
import { preparedStatementPool } from './postgres-prepared';
import { DEFAULT_VACUUM_SCHEDULE, vacuumWhenChanged } from './pglite-vacuum';

export type { ChangeListener, Listening };
import type { Config } from '../config';
import type { Database } from './database';

export type DatabaseTarget =
  /**
   * Embedded PostgreSQL; without dataDir it lives in memory (tests), started from `template`
   * when given: a database just made, as PGlite dumps its data directory (pglite-template.ts).
   */
  | { kind: 'pglite'; dataDir?: string; template?: Uint8Array }
  /**
   * A PostgreSQL server; `schema` isolates a test run in a schema of its own, and tests shorten
   * `listenTiming` (listen-connection.ts) and `statementTimeoutMs` (0: none, as the seed command
   * runs; STATEMENT_TIMEOUT_MS unless given).
   */
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number; listenTiming?: ListenTiming; statementTimeoutMs?: number };

export type DatabaseHandle = {
  db: Kysely<Database>;
  /** Subscribes to NOTIFY on `channel`; see `ChangeListener`. Resolves once listening. */
  listen(channel: string, listener: ChangeListener): Promise<Listening>;
  /**
   * Runs `work` while no other process runs work under the same `lock` name on this database
   * (schema): on PostgreSQL under an advisory lock, on the one connection `work` is given.
   */
  exclusively: <T>(lock: string, work: (db: Kysely<Database>) => Promise<T>) => Promise<T>;
  close(): Promise<void>;
};

export type ConnectionLog = WarningLog;
const silent: ConnectionLog = { warn() {} };

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another server process (pid ${pid}). ` +
        'Embedded PostgreSQL cannot be opened by two processes at once: stop the other server, ' +
        'or give this one its own DATA_DIR, or use DATABASE_URL for several servers.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/server.lock for this process, refusing when a live process holds it. */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dir, holder);
      }
      unlinkSync(file); // left behind by a process that is gone
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}

/**
 * PostgreSQL settings for the embedded database, whose memory (WebAssembly) never shrinks.
 * Measured idle after opening 100,000 products (docs/decisions/007-page-boundary-index.md):
 * 128 MB of buffers (the default) 350 MB resident, 16 MB 233 MB, and pages and products were
 * read as fast at 8, 16 and 128 MB. work_mem, temp_buffers and wal_buffers changed nothing measurable.
 * With PGlite on its own thread (decision 010), which adds its own JavaScript heap, 8 MB kept the
 * server under its idle and peak budgets (bench `…-mix-19`, `-21`: idle 226–250 MB, peak 361–362;
 * at 16 MB `-18`, `-20`: 249–252, 365–395), at the cost of filtered pages (1,218–1,253 against
 * 1,476–1,573 a second); every other read within noise.
 */
const PGLITE_SETTINGS = [
  // PGlite touches all its buffers at start; the operating system caches the files below them anyway.
  'shared_buffers=8MB',
];

async function openPglite(
  { dataDir, template }: Extract<DatabaseTarget, { kind: 'pglite' }>,
  log: ConnectionLog = silent,
): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // On a thread of its own, with pg_trgm (pglite-worker.mjs), which PostgreSQL servers ship as
    // a contrib module, for search's typo fallback. bytea is read as a Buffer, as node-postgres
    // gives it, so no other module needs to know which driver runs.
    const client = await PgliteThread.open(
      dataDir && path.join(dataDir, 'pgdata'),
      [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
      { [types.BYTEA]: (hex: string) => Buffer.from(hex.slice(2), 'hex') },
      dataDir ? undefined : template,
    );
    const dialect = new PreparedStatementPgliteDialect(client);
    const db = new Kysely<Database>({ dialect });
    // PGlite has no autovacuum of its own (pglite-vacuum.ts).
    const stopVacuuming = vacuumWhenChanged(db, dialect, DEFAULT_VACUUM_SCHEDULE, log);
    return {
      db,
      // One process owns the database, and its NOTIFYs come back with the statement that committed:
      // by the time anyone asks, every commit's has been heard.
      async listen(channel, listener) {
        await dialect.listen(channel, (payload) => listener.notified(payload));
        return { heard: async () => {} };
      },
      // The data directory lock already keeps every other process out.
      exclusively: (_lock, work) => work(db),
      async close() {
        // A database on disk is left vacuumed for the next server (pglite-vacuum.ts); one in memory goes with this one.
        await stopVacuuming({ lastRun: dataDir !== undefined });
        await db.destroy();
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** A new connection that takes longer than this fails, so requests are answered 503, not held. */
const CONNECT_TIMEOUT_MS = 2000;
/**
 * A statement still running after this long is cancelled by PostgreSQL itself (SQLSTATE 57014,
 * answered 503 like an outage): one stuck behind a lock, an admin's forgotten transaction say,
 * would otherwise hold its pool connection, and the request, for as long as the lock is held,
 * and a few such fill the pool. The server's own long work is cut into short statements (the
 * search index, page boundaries) or runs under `exclusively` (migrations, which have rewritten
 * every product for 4 minutes at 1,000,000), which lifts it.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
/**
 * How this process's connections are named in pg_stat_activity, so an operator (or a test)
 * can tell replicas apart; a URL's own application_name wins.
 */
const APPLICATION_NAME = `pharmacy-${process.pid}`;

/** A pool connection's socket, which node-postgres does not expose (pg-pool itself destroys it on a connect timeout). */
const socketOf = (client: Client) => (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;

async function openPostgres(
  {
    url,
    schema,
    maxConnections: max = 10,
    listenTiming = LISTEN_TIMING,
    statementTimeoutMs = STATEMENT_TIMEOUT_MS,
  }: Extract<DatabaseTarget, { kind: 'postgres' }>,
  log: ConnectionLog = silent,
): Promise<DatabaseHandle> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: schema ? `-c search_path=${schema}` : undefined,
    application_name: APPLICATION_NAME,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Sent as a start-up parameter: each connection's default, which RESET returns to.
    statement_timeout: statementTimeoutMs,
    keepAlive: true,
  });
  // PostgreSQL ends connections on a restart, a failover, pg_terminate_backend or an idle
  // timeout. The 'error' that follows comes from the pool for an idle connection and from the
  // client itself for one in use; unheard, either would end the process. The pool drops the
  // dead connection and opens new ones on demand; the query that was running fails alone.
  const noteLoss = throttledWarning('idle database connections lost');
  pool.on('error', (error) => noteLoss(log, { code: (error as { code?: string }).code, reason: error.message }));
  pool.on('connect', (client) => client.on('error', () => {}));
  // A server gone silent (its listening connection's heartbeat unanswered) leaves the pool's
  // connections waiting, statements and all, until TCP gives up (a quarter of an hour for data
  // sent, hours for an idle socket). Their sockets are destroyed instead: what was running fails
  // as a lost connection does (503), and the pool opens new ones, to wherever the server is now.
  const pooled = new Set<Client>();
  pool.on('connect', (client) => pooled.add(client));
  pool.on('remove', (client) => pooled.delete(client));
  const noteSilence = throttledWarning('the database stopped answering: its connections dropped');
  const dropPooled = (channel: string) => {
    noteSilence(log, { channel, connections: pooled.size });
    for (const client of pooled) socketOf(client)?.destroy();
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
  if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const listeners = new Set<Client>();
  let closed = false;
  return {
    db,
    async listen(channel, listener) {
      const newClient = () =>
        new pg.Client({
          connectionString: url,
          application_name: `${APPLICATION_NAME}-listen`,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          keepAlive: true,
        });
      return listenOn(channel, listener, {
        newClient,
        clients: listeners,
        isClosed: () => closed,
        timing: listenTiming,
        onSilent: () => dropPooled(channel),
      });
    },
    // A session lock on one connection, so that replicas started together migrate and seed
    // one after the other; it is released at the end, or by PostgreSQL if this process dies.
    // Its key: the lock's name and the schema (test runs share a database, a schema each).
    exclusively: (lock, work) =>
      db.connection().execute(async (connection) => {
        const key = sql`hashtext(${`pharmacy:${lock}`}), hashtext(current_schema())`;
        // No statement timeout while waiting for another replica's turn, nor in this one's.
        await sql`set statement_timeout = 0`.execute(connection);
        try {
          await sql`select pg_advisory_lock(${key})`.execute(connection);
          try {
            return await work(connection);
          } finally {
            await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => {});
          }
        } finally {
          await sql`reset statement_timeout`.execute(connection).catch(() => {});
        }
      }),
    async close() {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await db.destroy();
    },
  };
}

/** The database the configuration names: DATABASE_URL's server, or PGlite in DATA_DIR. */
export function databaseTargetFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
}

/** Opens the database the target names; `log` hears of connections PostgreSQL drops. */
export function connectDatabase(target: DatabaseTarget, log?: ConnectionLog): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target, log) : openPostgres(target, log);
}

/** Drops a test schema made by `connectDatabase({ kind: 'postgres', schema })`. */
export async function dropSchema(db: Kysely<Database>, schema: string): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
}
