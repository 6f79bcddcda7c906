/**
 * The server's request and response types, derived from openapi.yaml (through the types
 * `npm run codegen` generates into generated/openapi.d.ts), so that a handler that reads a
 * field the contract does not declare, or returns one, fails `npm run typecheck`.
 *
 * TypeScript does not check a contextually typed function's returned object for extra fields,
 * so `defineHandlers` infers what each handler really returns and compares it, at any depth,
 * with the contract's answer (`Exact`): an undeclared field becomes `never` and the handler
 * no longer type-checks.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from './generated/openapi';

export type OperationId = keyof operations;
/** A schema of the contract's components, e.g. `Schema<'Product'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Operation<K extends OperationId> = operations[K];
type ContentOf<Part> = Part extends { content: infer C } ? C[keyof C] : never;
type SuccessStatus = 200 | 201 | 202 | 204;

export type BodyOf<K extends OperationId> = Operation<K> extends { requestBody: infer B } ? ContentOf<B> : undefined;
export type ParamsOf<K extends OperationId> = Operation<K>['parameters']['path'];
export type QueryOf<K extends OperationId> = NonNullable<Operation<K>['parameters']['query']>;
export type HeadersOf<K extends OperationId> = Operation<K>['parameters']['header'];
/** The body of any successful answer the operation declares. */
export type SuccessOf<K extends OperationId> = {
  [S in keyof Operation<K>['responses']]: S extends SuccessStatus ? ContentOf<Operation<K>['responses'][S]> : never;
}[keyof Operation<K>['responses']];

/**
 * Query parameters the validator has filled in with the contract's defaults: the generated
 * types mark a parameter with a default as optional, because a client may leave it out.
 */
export type Filled<Query, Keys extends keyof Query> = Query & Required<Pick<Query, Keys>>;

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Params: ParamsOf<K>;
  Querystring: QueryOf<K>;
  Headers: HeadersOf<K> & Record<string, string | string[] | undefined>;
}>;

/**
 * A handler returns the contract's success body (after `reply.status(201)` where the answer is
 * a 201), and only sends through `reply` what is not JSON: a photo's bytes, a 304.
 */
export type Handler<K extends OperationId> = (request: RequestOf<K>, reply: FastifyReply) => Promise<SuccessOf<K> | FastifyReply>;
export type Handlers = { [K in OperationId]: Handler<K> };

/** `T` with every field that `Shape` does not declare turned into `never`, at any depth. */
export type Exact<T, Shape> = T extends FastifyReply
  ? T
  : T extends readonly (infer Item)[]
    ? Shape extends readonly (infer ShapeItem)[]
      ? Exact<Item, ShapeItem>[]
      : never
    : T extends object
      ? Shape extends object
        ? { [P in keyof T]: P extends keyof Shape ? Exact<T[P], Shape[P]> : never }
        : never
      : T;

type Checked<H> = {
  [K in keyof H]: K extends OperationId
    ? H[K] extends (request: RequestOf<K>, reply: FastifyReply) => Promise<infer Answer>
      ? (request: RequestOf<K>, reply: FastifyReply) => Promise<Exact<Answer, SuccessOf<K>>>
      : never
    : never;
};

/**
 * A module's handlers, by operationId, each typed from the contract: its request from the
 * operation's parameters and body, its answer checked field by field against the operation's
 * success responses. An operationId the contract lacks fails too.
 */
export function defineHandlers<H extends { [K in keyof H]: K extends OperationId ? Handler<K> : never }>(handlers: H & Checked<H>): H {
  return handlers;
}
