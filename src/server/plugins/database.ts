/**
 * Decorates the instance with the database, opened and brought up to date beforehand by
 * `openMigrated`, and closes it when the server closes, after in-flight requests have finished.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import {
  type ChangeListener,
  type ConnectionLog,
  connectDatabase,
  type DatabaseHandle,
  type DatabaseTarget,
  type Listening,
} from '../db/connect';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    /** Subscribes to the database's NOTIFY channel (all server processes on it hear each NOTIFY). */
    listenToDatabase(channel: string, listener: ChangeListener): Promise<Listening>;
    /** Runs start-up work (bootstrap, seed) while no other server process runs the same. */
    exclusively: DatabaseHandle['exclusively'];
  }
}

export type DatabasePluginOptions = {
  /** The open database, its schema up to date (openMigrated). */
  handle: DatabaseHandle;
  /** Whether closing the server closes it: not a handle tests share across apps. */
  closeWithServer: boolean;
};

/**
 * Opens the database (or takes an open one) and brings its schema up to date, under a lock of
 * its own, so replicas started together on one PostgreSQL take turns; not the first-start one,
 * which a replica holds while it draws the demo catalogue's photos. Called before the plugins
 * start, outside Fastify's plugin start-up timeout: a migration may rewrite every product
 * (2026-12-04-001 took 4 minutes at 1,000,000 on PostgreSQL), and a replica waits for another's.
 */
export async function openMigrated(target: DatabaseTarget, log: ConnectionLog, open?: DatabaseHandle): Promise<DatabaseHandle> {
  const handle = open ?? (await connectDatabase(target, log));
  try {
    await handle.exclusively('migrations', migrateToLatest);
    return handle;
  } catch (error) {
    if (!open) await handle.close();
    throw error;
  }
}

async function databasePlugin(app: FastifyInstance, { handle, closeWithServer }: DatabasePluginOptions) {
  app.decorate('db', handle.db);
  app.decorate('exclusively', handle.exclusively);
  app.decorate('listenToDatabase', (channel: string, listener: ChangeListener) => handle.listen(channel, listener));
  if (closeWithServer) app.addHook('onClose', async () => handle.close());
}

export default fp(databasePlugin, { name: 'database' });
