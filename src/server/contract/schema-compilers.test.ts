/**
 * The contract's validators and serialisers behave as compiled ones do, whether compiled on
 * first use or in the background, and a schema that cannot compile is reported, not retried.
 */
import Ajv from 'ajv';
import { schemaCompilers } from './schema-compilers';

const ajv = new Ajv({ strict: false, validateSchema: false });
const product = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name'] };
const nextTurns = (turns: number) =>
  Array.from({ length: turns }).reduce<Promise<void>>(
    (at) => at.then(() => new Promise((resolve) => setImmediate(resolve))),
    Promise.resolve(),
  );

it('validates and reports errors the way Fastify reads them', () => {
  const validate = schemaCompilers().validator(ajv, product);
  expect(validate({ price: 3 })).toBe(false);
  expect(validate.errors).toEqual([expect.objectContaining({ keyword: 'required', params: { missingProperty: 'name' } })]);
  expect(validate({ name: 'Crocin' })).toBe(true);
  expect(validate.errors).toBeNull();
});

it('serialises only what the schema names', () => {
  const serialize = schemaCompilers().serializer(product);
  expect(JSON.parse(serialize({ name: 'Crocin', price: 30, password_hash: 'x' }))).toEqual({ name: 'Crocin', price: 30 });
});

it('writes what is past ASCII as escapes', () => {
  const serialize = schemaCompilers().serializer(product);
  expect(serialize({ name: 'Store below 25 °C' })).toBe('{"name":"Store below 25 \\u00b0C"}');
});

it('compiles the rest in the background, reporting a schema that does not compile once', async () => {
  const compilers = schemaCompilers();
  const validate = compilers.validator(ajv, product);
  const broken = compilers.validator(ajv, { type: 'no-such-type' });
  const serialize = compilers.serializer(product);
  const errors: unknown[] = [];
  compilers.compileRemaining((error) => errors.push(error));
  await nextTurns(10);
  expect(errors).toEqual([expect.any(Error)]);
  expect(() => broken({})).toThrow();
  expect(validate({ name: 'Crocin' })).toBe(true);
  expect(serialize({ name: 'Crocin' })).toBe('{"name":"Crocin"}');
});
