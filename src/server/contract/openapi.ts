/**
 * Reads openapi.yaml, the API's single source of truth, into the list of operations the
 * server binds: method, path, access rule, and the JSON schemas of each request part and
 * response, with every $ref resolved.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export type Access = 'public' | 'user' | 'admin';
export type JsonSchema = Record<string, unknown>;

export type Operation = {
  operationId: string;
  method: string;
  /** The OpenAPI path, e.g. /api/v1/products/get-product/{slug}. */
  path: string;
  /** The same path in Fastify's syntax, e.g. /api/v1/products/get-product/:slug. */
  routePath: string;
  access: Access;
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
  bodyType?: 'json' | 'multipart';
  /** For multipart bodies: every field name the form may carry. */
  multipartFields?: string[];
  /** JSON response schemas by status code. */
  responses: Record<string, JsonSchema>;
};

/** openapi.yaml already parsed, where scripts/build-server.mjs compiled the server ahead of time. */
declare const BUILT_CONTRACT: Doc | undefined;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ACCESS = new Set<string>(['public', 'user', 'admin']);

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> } & JsonSchema;

/** The contract: as embedded in the compiled server, or read from the repository's openapi.yaml. */
export function loadDocument(): Doc {
  if (typeof BUILT_CONTRACT !== 'undefined') return BUILT_CONTRACT;
  return yaml.load(readFileSync(path.resolve(__dirname, '../../../openapi.yaml'), 'utf8')) as Doc;
}

/** Returns a deep copy of `node` with every local $ref replaced by what it points at. */
export function deref(node: unknown, doc: JsonSchema, seen: string[] = []): any {
  if (Array.isArray(node)) return node.map((item) => deref(item, doc, seen));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string') {
    if (seen.includes($ref)) throw new Error(`Circular $ref ${$ref} in openapi.yaml`);
    const target = $ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<any>((at, key) => at?.[key], doc);
    if (target === undefined) throw new Error(`Unresolved $ref ${$ref} in openapi.yaml`);
    return { ...deref(target, doc, [...seen, $ref]), ...deref(rest, doc, seen) };
  }
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, deref(v, doc, seen)]));
}

function parametersSchema(parameters: any[], location: 'path' | 'query' | 'header'): JsonSchema | undefined {
  const chosen = parameters.filter((p) => p.in === location);
  if (chosen.length === 0) return undefined;
  // Node lowercases header names, and Fastify leaves the schema as is under our own validator compiler.
  const nameOf = (p: { name: string }) => (location === 'header' ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((p) => [nameOf(p), p.schema])),
    required: chosen.filter((p) => p.required).map(nameOf),
  };
}

/** Drops `format: binary` properties (files), which the handler checks itself. */
function withoutFiles(schema: any): any {
  if (!schema || typeof schema !== 'object') return schema;
  const copy = { ...schema };
  if (copy.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).filter(([, v]: [string, any]) => v?.format !== 'binary'),
    );
  }
  if (copy.allOf) copy.allOf = copy.allOf.map(withoutFiles);
  return copy;
}

function fieldNames(schema: any): string[] {
  const own = Object.keys(schema?.properties ?? {});
  return [...own, ...(schema?.allOf ?? []).flatMap(fieldNames)];
}

function responsesOf(responses: Record<string, any>): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(responses ?? {})) {
    const schema = response?.content?.['application/json']?.schema;
    if (schema) out[status] = schema;
  }
  return out;
}

/** Every operation of the contract, ready to bind. Throws on a missing or unknown access rule. */
export function loadOperations(doc: Doc = loadDocument()): Operation[] {
  const operations: Operation[] = [];
  for (const [apiPath, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const op = deref(raw, doc);
      if (!ACCESS.has(op['x-access'])) {
        throw new Error(`${method.toUpperCase()} ${apiPath} (${op.operationId}) must declare x-access: public, user or admin`);
      }
      const parameters = [...(deref(item.parameters ?? [], doc) as any[]), ...(op.parameters ?? [])];
      const content = op.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: apiPath,
        routePath: apiPath.replace(/\{([^}]+)\}/g, ':$1'),
        access: op['x-access'],
        params: parametersSchema(parameters, 'path'),
        querystring: parametersSchema(parameters, 'query'),
        headers: parametersSchema(parameters, 'header'),
        body: multipart ? withoutFiles(multipart) : json,
        bodyType: multipart ? 'multipart' : json ? 'json' : undefined,
        multipartFields: multipart ? fieldNames(multipart) : undefined,
        responses: responsesOf(op.responses),
      });
    }
  }
  return operations;
}
