/**
 * Reads openapi.yaml, the API's single source of truth, into the list of operations the
 * server binds: method, path, access rule, and the JSON schemas of each request part and
 * response. It reads the contract as `npm run codegen` bundled it, every $ref already
 * resolved by Redocly (generated/openapi.json; CI fails when that is stale).
 */
import contract from './generated/openapi.json';

/**
 * `owner`: signed in like `user`; the handler then answers 404 unless the caller owns the
 * resource or is an administrator, so another shopper learns nothing of its existence.
 */
export type Access = 'public' | 'user' | 'owner' | 'admin';
export type JsonSchema = Record<string, unknown>;
export type MultipartLimits = { files: number; fileSize: number };

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
  /** For multipart bodies: the fields the form must carry. */
  multipartRequired?: string[];
  /** For multipart bodies: the operation's own `x-multipart-limits` (files, fileSize), overriding the app's. */
  multipartLimits?: MultipartLimits;
  /** JSON response schemas by status code. */
  responses: Record<string, JsonSchema>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ACCESS = new Set<string>(['public', 'user', 'owner', 'admin']);

/** The parts of an OpenAPI document the server reads. */
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: JsonSchema };
type Content = Record<string, { schema?: SchemaNode } | undefined>;
type OperationObject = {
  operationId: string;
  'x-access'?: string;
  'x-multipart-limits'?: MultipartLimits;
  parameters?: Parameter[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
};
type PathItem = { parameters?: Parameter[] } & Partial<Record<(typeof METHODS)[number], OperationObject>>;
type Doc = { paths: Record<string, PathItem> } & JsonSchema;
/** A schema as the walks below read it. */
type SchemaNode = JsonSchema & {
  properties?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
  required?: string[];
  format?: string;
  items?: SchemaNode;
};

/** The contract with every $ref resolved. */
export const loadDocument = (): Doc => contract as unknown as Doc;

function parametersSchema(parameters: Parameter[], location: 'path' | 'query' | 'header'): JsonSchema | undefined {
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

const isFile = (schema: SchemaNode) => schema.format === 'binary' || schema.items?.format === 'binary';

/** Drops `format: binary` properties (files, one or an array of them), which the handler checks itself. */
function withoutFiles(schema: SchemaNode): SchemaNode {
  const copy = { ...schema };
  if (copy.properties) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).filter(([, v]) => !isFile(v)));
  }
  if (copy.allOf) copy.allOf = copy.allOf.map(withoutFiles);
  return copy;
}

function fieldNames(schema: SchemaNode): string[] {
  const own = Object.keys(schema.properties ?? {});
  return [...own, ...(schema.allOf ?? []).flatMap(fieldNames)];
}

function requiredNames(schema: SchemaNode): string[] {
  return [...(schema.required ?? []), ...(schema.allOf ?? []).flatMap(requiredNames)];
}

function responsesOf(responses: OperationObject['responses']): Record<string, JsonSchema> {
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
      const op = item[method];
      if (!op) continue;
      const access = op['x-access'];
      if (!access || !ACCESS.has(access)) {
        throw new Error(`${method.toUpperCase()} ${apiPath} (${op.operationId}) must declare x-access: public, user, owner or admin`);
      }
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const content = op.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: apiPath,
        routePath: apiPath.replace(/\{([^}]+)\}/g, ':$1'),
        access: access as Access,
        params: parametersSchema(parameters, 'path'),
        querystring: parametersSchema(parameters, 'query'),
        headers: parametersSchema(parameters, 'header'),
        body: multipart ? withoutFiles(multipart) : json,
        bodyType: multipart ? 'multipart' : json ? 'json' : undefined,
        multipartFields: multipart ? fieldNames(multipart) : undefined,
        multipartRequired: multipart ? requiredNames(multipart) : undefined,
        multipartLimits: multipart ? op['x-multipart-limits'] : undefined,
        responses: responsesOf(op.responses),
      });
    }
  }
  return operations;
}
