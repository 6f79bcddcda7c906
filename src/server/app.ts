/**
 * Builds the whole server as one Fastify instance without listening, so tests can drive it
 * with `app.inject()` and server.ts can listen. Order matters: errors and the database come
 * first, then authentication, then the contract binds every API operation.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type DatabaseHandle, type DatabaseTarget, databaseTargetFor } from './db/connect';
import { redactCredentials } from './log-redaction';
import { handlers } from './modules/handlers';
import invoiceIssuer from './modules/invoices/invoice-issuer';
import keptPages from './modules/orders/kept-pages';
import keptVersions from './modules/orders/kept-versions';
import { pagePreloads } from './modules/products/page-preloads';
import { productFirstPaint } from './modules/products/product-first-paint';
import { pageBoundaries } from './modules/products/page-boundaries';
import searchIndex from './modules/products/search-index/current-search-index';
import apiDocs from './plugins/api-docs/api-docs';
import auth from './plugins/auth';
import catalogueCache from './plugins/catalogue-cache/catalogue-cache';
import clientApp from './plugins/client-app';
import connectionCap from './plugins/connection-cap';
import contract from './plugins/contract';
import compressedAnswers from './plugins/compressed-answers';
import database, { openMigrated } from './plugins/database';
import { clientError, routerError } from './plugins/edge-errors';
import errors from './plugins/errors';
import jsonBody from './plugins/json-body';
import rateLimit from './plugins/rate-limit/rate-limit';
import securityHeaders from './plugins/security-headers';

export type BuildOptions = {
  /** Defaults to DATABASE_URL's server, or PGlite in config.dataDir. */
  database?: DatabaseTarget;
  /** An open database to use (and not close): tests share one across apps. */
  databaseHandle?: DatabaseHandle;
  logger?: boolean;
  /** Where the log goes instead of stdout; tests read it. */
  logStream?: NodeJS.WritableStream;
  /** How long each plugin may take to start (60 s; tests shorten it). */
  pluginTimeoutMs?: number;
};

/**
 * How long a client may take, so slow ones cannot hold sockets for long (with the per-address
 * cap, plugins/connection-cap.ts). Headers must arrive within 10 s and a whole request, a 5 MB
 * photo included, within 30 s; an idle keep-alive socket closes after 5 s (Node's default, for
 * browsers; a proxy in front must close its idle upstream sockets sooner than that), and a
 * socket silent both ways after 60 s. Node checks the first two every second, not every 30 s.
 */
export const HTTP_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionTimeout: 60_000,
  connectionsCheckingInterval: 1_000,
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { headersTimeout, requestTimeout, keepAliveTimeout, connectionTimeout, connectionsCheckingInterval } = HTTP_TIMEOUTS;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            hooks: { streamWrite: redactCredentials },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    ajv: { customOptions: { strict: false } },
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval },
    requestTimeout,
    keepAliveTimeout,
    connectionTimeout,
    // Opening PGlite took over Fastify's default 10 s on a loaded 2-core machine, and the
    // server then refused to start at all. Migrations run before the plugins, unbounded.
    pluginTimeout: options.pluginTimeoutMs ?? 60_000,
    // Refusals made before any hook runs answer in the API's shape with the security headers.
    frameworkErrors: routerError,
    clientErrorHandler: clientError,
  });
  app.decorate('config', config);
  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(connectionCap);
  await app.register(jsonBody);
  const handle = await openMigrated(options.database ?? databaseTargetFor(config), app.log, options.databaseHandle);
  await app.register(database, {
    handle,
    closeWithServer: !options.databaseHandle,
  });
  await app.register(auth);
  await app.register(catalogueCache);
  await app.register(searchIndex);
  await app.register(keptPages);
  await app.register(keptVersions);
  await app.register(invoiceIssuer);
  // After the catalogue cache's and kept pages' hooks, which tag and keep the JSON itself.
  await app.register(compressedAnswers);
  // Where the catalogue's pages start, built in the background from the start, as the search
  // index is, rather than by the first shopper who asks for a deep page (a category's, on demand).
  app.addHook('onReady', async () => void pageBoundaries(app));
  await app.register(rateLimit);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.maxPhotoBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await app.register(contract, { handlers });
  await app.register(apiDocs);
  await app.register(clientApp, { pagePreloads, firstPaintValues: productFirstPaint });
  return app;
}
