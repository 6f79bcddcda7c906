/**
 * Request validators (Ajv) and response serialisers (fast-json-stringify, as Fastify uses) for
 * the contract's schemas, compiled when first needed rather than at start: compiling all of
 * them, and Ajv's meta-schema three times over, took about half a second of every restart.
 * Once the server listens, `compileRemaining` compiles the others in the background, one per
 * turn of the event loop, so requests are never held up behind them for long.
 */
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import fastJsonStringify from 'fast-json-stringify';
import { asciiJson } from './ascii-json';

export type SchemaCompilers = {
  /** A validator for Fastify: returns whether `data` is valid and leaves Ajv's `errors` on itself. */
  validator(ajv: Ajv, schema: object): ((data: unknown) => boolean) & { errors: ValidateFunction['errors'] };
  /** JSON text in ASCII (`asciiJson`). */
  serializer(schema: object): (data: unknown) => string;
  /** Compiles what is still uncompiled, in the background; returns a function that stops it. */
  compileRemaining(onError: (error: unknown) => void): () => void;
};

export function schemaCompilers(): SchemaCompilers {
  const pending = new Set<() => unknown>();

  /** `compile` run once, on the first call of the returned getter or by `compileRemaining`. */
  function once<T>(compile: () => T): () => T {
    let compiled: T | undefined;
    const get = () => {
      if (compiled === undefined) {
        compiled = compile();
        pending.delete(get);
      }
      return compiled;
    };
    pending.add(get);
    return get;
  }

  return {
    validator(ajv, schema) {
      const compiled = once(() => ajv.compile(schema));
      const validate = (data: unknown) => {
        const fn = compiled();
        const valid = fn(data);
        validate.errors = fn.errors;
        return valid;
      };
      validate.errors = null as ValidateFunction['errors'];
      return validate;
    },

    serializer(schema) {
      const compiled = once((): ((data: unknown) => string) => fastJsonStringify(schema));
      return (data) => asciiJson(compiled()(data));
    },

    compileRemaining(onError) {
      let stopped = false;
      const step = () => {
        const [next] = pending;
        if (stopped || !next) return;
        try {
          next();
        } catch (error) {
          pending.delete(next); // its first request will meet the same error
          onError(error);
        }
        setImmediate(step);
      };
      setImmediate(step);
      return () => {
        stopped = true;
      };
    },
  };
}
