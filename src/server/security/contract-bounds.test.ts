/**
 * Hostile input starts with the contract: every string a client may send has a maximum
 * length, every number a range, every list a maximum size — path, query and body alike — and
 * JSON objects refuse unknown properties (mass assignment). Bodies are capped too (413).
 */
import { type JsonSchema, loadOperations } from '../contract/openapi';
import { createTestApp, insertAdmin, type TestApp } from '../testing/test-app';

jest.setTimeout(30_000);

/** Objects that may carry unknown properties, on purpose: the app sends whole products in the cart. */
const OPEN_OBJECTS = new Set(['createOrder body.cart[]']);

/** Every problem with `schema` at `where`, walking properties, items and combinators. */
function unbounded(schema: JsonSchema | undefined, where: string, json: boolean): string[] {
  if (!schema) return [];
  const s = schema as Record<string, any>;
  const problems: string[] = [];
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const closed = s.enum !== undefined || s.const !== undefined;
  if (types.includes('string') && !closed && typeof s.maxLength !== 'number') problems.push(`${where}: string without maxLength`);
  if ((types.includes('number') || types.includes('integer')) && !closed) {
    if (typeof s.minimum !== 'number' && typeof s.exclusiveMinimum !== 'number') problems.push(`${where}: number without minimum`);
    if (typeof s.maximum !== 'number' && typeof s.exclusiveMaximum !== 'number') problems.push(`${where}: number without maximum`);
  }
  if (types.includes('array')) {
    if (typeof s.maxItems !== 'number') problems.push(`${where}: array without maxItems`);
    problems.push(...unbounded(s.items, `${where}[]`, json));
  }
  if (types.includes('object') && json && s.additionalProperties !== false && !OPEN_OBJECTS.has(where)) {
    problems.push(`${where}: object without additionalProperties: false`);
  }
  for (const [name, child] of Object.entries(s.properties ?? {}))
    problems.push(...unbounded(child as JsonSchema, `${where}.${name}`, json));
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const child of s[key] ?? []) problems.push(...unbounded(child, where, json));
  }
  return problems;
}

it('bounds every request string, number and list, and closes every JSON object', () => {
  const problems = loadOperations().flatMap((op) => [
    ...unbounded(op.params, `${op.operationId} path`, false),
    ...unbounded(op.querystring, `${op.operationId} query`, false),
    ...unbounded(op.body, `${op.operationId} body`, op.bodyType === 'json'),
  ]);
  expect(problems).toEqual([]);
});

it('finds what it looks for', () => {
  const loose = {
    type: 'object',
    properties: {
      a: { type: 'string' },
      n: { type: 'integer', minimum: 0 },
      l: { type: 'array', items: { type: 'string', maxLength: 3 } },
    },
  };
  expect(unbounded(loose, 'x', true)).toEqual([
    'x: object without additionalProperties: false',
    'x.a: string without maxLength',
    'x.n: number without maximum',
    'x.l: array without maxItems',
  ]);
});

describe('body size', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await insertAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  it('answers 413 JSON to a JSON body over 1 MB, before reading any further', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create-category',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request body is too large' });
  });

  it('answers 400 naming the field to a string over its maximum length', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create-category',
      headers: { authorization: admin },
      payload: { name: 'x'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/'name'/);
  });
});
