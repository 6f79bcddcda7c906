/**
 * Opens the database, brings its schema up to date and decorates the instance with `db`.
 * Closes it when the server closes, after in-flight requests have finished. Migrations run
 * under the start-up lock, so replicas started together on one PostgreSQL take turns.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { type ChangeListener, connectDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/connect';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    /** Subscribes to the database's NOTIFY channel (all server processes on it hear each NOTIFY). */
    listenToDatabase(channel: string, listener: ChangeListener): Promise<void>;
    /** Runs start-up work (bootstrap, seed) while no other server process runs the same. */
    exclusively: DatabaseHandle['exclusively'];
  }
}

export type DatabasePluginOptions = {
  target: DatabaseTarget;
  /** An already opened handle (tests share one); the plugin then leaves closing to its owner. */
  handle?: DatabaseHandle;
};

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const handle = options.handle ?? (await connectDatabase(options.target, app.log));
  // Its own lock, not the first-start one: a replica must not wait here (within the plugin's
  // start-up timeout) while another draws the demo catalogue's photos.
  await handle.exclusively('migrations', migrateToLatest);
  app.decorate('db', handle.db);
  app.decorate('exclusively', handle.exclusively);
  app.decorate('listenToDatabase', (channel: string, listener: ChangeListener) => handle.listen(channel, listener));
  if (!options.handle) app.addHook('onClose', async () => handle.close());
}

export default fp(databasePlugin, { name: 'database' });
