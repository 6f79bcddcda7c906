/**
 * Binds every operation of openapi.yaml to its handler by operationId. The contract's
 * schemas validate each request (JSON bodies strictly, path and query values coerced from
 * text) and serialise each response; its `x-access` rule is enforced before the body is
 * even read. Text that PostgreSQL cannot store or that disguises itself is refused by name
 * (contract/text-checks.ts), and no cache may keep an answer carrying a token or personal data.
 * Starting fails when an operation lacks a handler or a handler lacks an operation.
 *
 * Validators and serialisers are compiled on first use or, once the server listens, in the
 * background (contract/schema-compilers.ts), not before the start. The schemas themselves are
 * checked by Redocly's lint and the contract test, not at every start.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import { badRequest } from '../http-error';
import { type Access, loadOperations, type Operation } from '../contract/openapi';
import { schemaCompilers } from '../contract/schema-compilers';
import { findTextProblem, type TextProblem } from '../contract/text-checks';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    access?: Access;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- binding by operationId at run time erases the per-operation types that contract/operation-types.ts checks
export type Handler = (request: FastifyRequest<any>, reply: FastifyReply<any>) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

function makeAjv(options: Options) {
  const ajv = new Ajv({ strict: false, useDefaults: true, allErrors: false, validateSchema: false, ...options });
  addFormats(ajv);
  return ajv;
}

/** JSON bodies are taken as sent; text parts (path, query, multipart fields) are coerced. */
const strict = makeAjv({ coerceTypes: false, removeAdditional: false });
const coercing = makeAjv({ coerceTypes: 'array', removeAdditional: false });
const queries = makeAjv({ coerceTypes: 'array', removeAdditional: 'all' });

function schemaFor(op: Operation): FastifySchema {
  const schema: FastifySchema = { response: op.responses };
  if (op.params) schema.params = op.params;
  if (op.querystring) schema.querystring = op.querystring;
  if (op.headers) schema.headers = op.headers;
  if (op.body) schema.body = op.body;
  return schema;
}

/**
 * Refuses unknown fields, and drops empty optional text parts: a form sends '' for a field
 * left blank, which means "not given", and coercion would otherwise turn '' into 0 for a
 * number or refuse it for an enum. Required fields keep '' so their own message names them.
 */
function readMultipartFields(op: Operation) {
  const allowed = new Set(op.multipartFields);
  const required = new Set(op.multipartRequired);
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw badRequest('The request body must be multipart/form-data');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(body).find((key) => !allowed.has(key));
    if (unknown) throw badRequest(`Unknown field '${unknown}' is not allowed`);
    for (const key of Object.keys(body)) if (body[key] === '' && !required.has(key)) delete body[key];
  };
}

const MESSAGES: Record<TextProblem['kind'], string> = {
  nul: 'must not contain a NUL character',
  invisible: 'must not contain invisible formatting characters (such as right-to-left overrides or zero-width spaces)',
};

function preValidationFor(op: Operation) {
  const multipartFields = op.bodyType === 'multipart' ? readMultipartFields(op) : undefined;
  return async (request: FastifyRequest) => {
    const problem = findTextProblem(request.params, false) ?? findTextProblem(request.query, false) ?? findTextProblem(request.body, true);
    if (problem) throw badRequest(`'${problem.field || 'body'}' ${MESSAGES[problem.kind]}`);
    await multipartFields?.(request);
  };
}

/**
 * Answers that carry a token, personal data or a password's fate: no browser, proxy or shared
 * cache may keep them. The public catalogue reads set their own caching (plugins/catalogue-cache).
 */
const PRIVATE_PUBLIC_OPERATIONS = new Set(['register', 'login', 'forgotPassword']);
const isPrivate = (op: Operation) => op.access !== 'public' || PRIVATE_PUBLIC_OPERATIONS.has(op.operationId);

async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Cache-Control', 'private, no-store');
  return payload;
}

async function contractPlugin(app: FastifyInstance, options: { handlers: Handlers }) {
  const operations = loadOperations();
  const multipartBodies = new WeakSet<object>(operations.filter((op) => op.bodyType === 'multipart').map((op) => op.body!));

  const compilers = schemaCompilers();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return compilers.validator(multipartBodies.has(schema) ? coercing : strict, schema);
    return compilers.validator(httpPart === 'querystring' ? queries : coercing, schema);
  });
  app.setSerializerCompiler(({ schema }) => compilers.serializer(schema));
  let stopCompiling: (() => void) | undefined;
  app.addHook('onListen', async () => {
    stopCompiling ??= compilers.compileRemaining((error) => app.log.error({ err: error }, 'a schema of openapi.yaml does not compile'));
  });
  app.addHook('onClose', async () => stopCompiling?.());

  const bound = new Set<string>();
  for (const op of operations) {
    const handler = options.handlers[op.operationId];
    if (!handler) throw new Error(`No handler for operation ${op.operationId} (${op.method} ${op.path})`);
    bound.add(op.operationId);
    app.route({
      method: op.method,
      url: op.routePath,
      schema: schemaFor(op),
      config: {
        operationId: op.operationId,
        access: op.access,
        // @fastify/multipart reads these per route: the operation's own file count and size.
        ...(op.multipartLimits ? { multipartOptions: { limits: op.multipartLimits } } : {}),
      },
      onRequest: async (request) => app.requireAccess(request, op.access),
      preValidation: preValidationFor(op),
      onSend: isPrivate(op) ? noStore : undefined,
      handler,
    });
  }
  const unbound = Object.keys(options.handlers).filter((id) => !bound.has(id));
  if (unbound.length > 0) throw new Error(`Handlers without an operation in openapi.yaml: ${unbound.join(', ')}`);
}

export default fp(contractPlugin, { name: 'contract', dependencies: ['auth', 'errors', 'json-body'] });
