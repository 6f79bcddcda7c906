/**
 * The API's reference for people and its contract for programs: GET /api/docs is Swagger UI
 * (served from the package's own files, no CDN) over the bundled contract, with each
 * operation's `x-access` written as who may call it and "Try it out" against this origin with
 * a token pasted under Authorize; GET /api/openapi.json and /api/openapi.yaml are the contract
 * itself (the bundle the server binds, every $ref resolved), cacheable and revalidated by ETag.
 *
 * Swagger UI loads only its own scripts and styles and calls only this origin, so the shop's
 * CSP (plugins/security-headers.ts) holds on these pages unchanged; its one outside call, the
 * spec validator badge, is turned off.
 */
import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import yaml from 'js-yaml';
import contract from '../../contract/generated/openapi.json';
import { withAccessNotes } from './access-notes';

export const DOCS_PREFIX = '/api/docs';
/** The contract changes only with a release: an hour's freshness, then a cheap 304 by ETag. */
const CONTRACT_CACHE = 'public, max-age=3600';

type ContractFile = { body: string; type: string; etag: string };

function contractFile(body: string, type: string): ContractFile {
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Answers the file `make` renders, rendered on first request: a start should not pay for a YAML dump. */
function sendContract(make: () => ContractFile) {
  let file: ContractFile | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    file ??= make();
    reply.header('Cache-Control', CONTRACT_CACHE).header('ETag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.type(file.type).send(file.body);
  };
}

async function apiDocsPlugin(app: FastifyInstance) {
  app.get(
    '/api/openapi.json',
    sendContract(() => contractFile(JSON.stringify(contract), 'application/json; charset=utf-8')),
  );
  app.get(
    '/api/openapi.yaml',
    sendContract(() => contractFile(yaml.dump(contract, { noRefs: true, lineWidth: 120 }), 'application/yaml; charset=utf-8')),
  );

  await app.register(swagger, {
    mode: 'static',
    specification: { document: withAccessNotes(contract) as never },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    validatorUrl: false,
    theme: { title: `${app.config.storeName} API reference` },
    uiConfig: {
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      displayRequestDuration: true,
      tryItOutEnabled: false,
    },
  });
}

export default fp(apiDocsPlugin, { name: 'api-docs' });
