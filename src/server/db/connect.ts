/**
 * Opens the database. This is the ONLY module that knows whether the shop runs on the
 * embedded PGlite (a folder in DATA_DIR, or memory for tests) or on a PostgreSQL server;
 * everything else sees a `Kysely<Database>`. The PostgreSQL driver is loaded only when used.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Client } from 'pg';
import type { Database } from './database';

export type DatabaseTarget =
  /** Embedded PostgreSQL; without dataDir it lives in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
  /** A PostgreSQL server; `schema` isolates a test run in a schema of its own. */
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

export type DatabaseHandle = {
  db: Kysely<Database>;
  /** Whether several server processes may share this database. */
  shared: boolean;
  /** Subscribes to NOTIFY on `channel`; see `ChangeListener`. Resolves once listening. */
  listen(channel: string, listener: ChangeListener): Promise<void>;
  close(): Promise<void>;
};

/**
 * What a subscriber hears: `notified` on each NOTIFY, and `lost`/`restored` around any time
 * it may have missed some (a dropped connection), so it can stop trusting what it cached.
 */
export type ChangeListener = { notified(): void; lost(): void; restored(): void };

const RELISTEN_DELAY_MS = 1000;

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

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = dataDir ? new PGlite(path.join(dataDir, 'pgdata')) : new PGlite();
    await client.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    return {
      db,
      shared: false,
      // One process owns the database, and PGlite delivers its own NOTIFYs as the query returns.
      async listen(channel, listener) {
        await client.listen(channel, () => listener.notified());
      },
      async close() {
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

async function openPostgres(url: string, schema: string | undefined, max = 10): Promise<DatabaseHandle> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const listeners: Client[] = [];
  let closed = false;
  return {
    db,
    shared: true,
    async listen(channel, listener) {
      await listenOn(() => new pg.Client({ connectionString: url }), channel, listener, listeners, () => closed);
    },
    async close() {
      closed = true;
      await Promise.all(listeners.map((client) => client.end().catch(() => {})));
      await db.destroy();
    },
  };
}

/**
 * LISTEN needs a connection of its own, outside the pool. When it drops, the listener is told
 * (`lost`) and it is reopened every second until it is back (`restored`).
 */
async function listenOn(
  newClient: () => Client,
  channel: string,
  listener: ChangeListener,
  clients: Client[],
  isClosed: () => boolean,
): Promise<void> {
  const client = newClient();
  clients.push(client);
  let dropped = false;
  const drop = () => {
    if (dropped || isClosed()) return;
    dropped = true;
    clients.splice(clients.indexOf(client), 1);
    client.end().catch(() => {});
    listener.lost();
    const retry = () =>
      listenOn(newClient, channel, listener, clients, isClosed).then(
        () => listener.restored(),
        () => !isClosed() && setTimeout(retry, RELISTEN_DELAY_MS).unref(),
      );
    setTimeout(retry, RELISTEN_DELAY_MS).unref();
  };
  try {
    await client.connect();
  } catch (error) {
    clients.splice(clients.indexOf(client), 1);
    throw error;
  }
  client.on('notification', (message) => message.channel === channel && listener.notified());
  client.on('error', drop);
  client.on('end', drop);
  await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
}

/** Opens the database the target names. */
export function connectDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir)
    : openPostgres(target.url, target.schema, target.maxConnections);
}

/** Drops a test schema made by `connectDatabase({ kind: 'postgres', schema })`. */
export async function dropSchema(db: Kysely<Database>, schema: string): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
}
