/**
 * Builds the whole server as one Fastify instance without listening, so tests can drive it
 * with `app.inject()` and server.ts can listen. Order matters: errors and the database come
 * first, then authentication, then the contract binds every API operation.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle, DatabaseTarget } from './db/connect';
import { handlers } from './modules/handlers';
import auth from './plugins/auth';
import catalogueCache from './plugins/catalogue-cache/catalogue-cache';
import clientApp from './plugins/client-app';
import contract from './plugins/contract';
import database from './plugins/database';
import errors from './plugins/errors';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';

export type BuildOptions = {
  /** Defaults to DATABASE_URL's server, or PGlite in config.dataDir. */
  database?: DatabaseTarget;
  /** An open database to use (and not close): tests share one across apps. */
  databaseHandle?: DatabaseHandle;
  logger?: boolean;
};

export function databaseTargetFor(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    ajv: { customOptions: { strict: false } },
    // The router's own refusals (a malformed %-escape, a path parameter over 100 characters)
    // bypass the error handler; answer them in the API's `{ success: false, message }` shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      reply.status(400).send({
        success: false,
        message: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'The URL is not valid',
      }),
  });
  app.decorate('config', config);
  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(database, {
    target: options.database ?? databaseTargetFor(config),
    handle: options.databaseHandle,
  });
  await app.register(auth);
  await app.register(catalogueCache);
  await app.register(rateLimit);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.maxPhotoBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await app.register(contract, { handlers });
  await app.register(clientApp);
  return app;
}
