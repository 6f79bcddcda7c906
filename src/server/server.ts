/**
 * The server process: reads the configuration, builds the app, makes sure an administrator
 * exists and (on an empty database) the demo catalogue, then listens, handing freed memory
 * back to the system as it goes (malloc-trim.ts). SIGINT/SIGTERM stop
 * accepting connections, let in-flight requests finish and close the database cleanly.
 * With SERVER_PROCESSES above 1 this process starts that many such processes on its port
 * instead (server-processes.ts).
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/connect';
import { seedDemoCatalogue } from './seed/demo-catalogue';
import { ensureAdmin } from './modules/users/admin-bootstrap';
import { startMallocTrim } from './malloc-trim';
import { startServerProcesses } from './server-processes';

async function main() {
  const config = loadConfig();
  if (config.serverProcesses > 1 && cluster.isPrimary) {
    startServerProcesses(config.serverProcesses);
    return;
  }
  const app = await buildApp(config);
  // Replicas started together would otherwise each see an empty shop and all seed it.
  await app.exclusively('first-start', async (db) => {
    await ensureAdmin(app, db);
    if (config.seedDemo) await seedDemoCatalogue(db, app.log);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests and closing the database`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  startMallocTrim(config.mallocTrimMs, app.log);
  app.log.info(`${config.storeName} is open at http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
