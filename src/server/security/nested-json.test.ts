/**
 * Deeply nested JSON is refused with 400 before anything walks it: never a 500, a stack
 * overflow or an error-level log line, whatever the nesting (arrays, objects, mixed, brackets
 * inside strings) and whichever operation receives it.
 */
import fc from 'fast-check';
import { findTextProblem } from '../contract/text-checks';
import { MAX_JSON_DEPTH } from '../plugins/json-body';
import { insertAdmin } from '../testing/test-app';
import { type CapturedApp, createCapturedApp } from '../testing/captured-app';

let t: CapturedApp;
let admin: string;
beforeAll(async () => {
  t = await createCapturedApp();
  admin = (await insertAdmin(t.app)).token;
});
afterAll(() => t.close());

const TOO_DEEP = { success: false, message: 'The request body is nested too deeply' };
const errorLines = () => t.logLines().filter((line) => line.level >= 50);

/** `depth` levels of arrays and objects (by `shape`, one character per level) around `core`. */
function nested(depth: number, shape: string, core = '1'): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    const object = shape[i % shape.length] === 'o';
    open += object ? '{"a":' : '[';
    close = (object ? '}' : ']') + close;
  }
  return open + core + close;
}

const post = (url: string, payload: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
  });

describe('deeply nested JSON', () => {
  it('answers 400, not 500, to 8,000 levels of arrays in 16 KB, and logs no error', async () => {
    const res = await post('/api/v1/category/create-category', nested(8_000, 'a'), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_DEEP);
    expect(errorLines()).toEqual([]);
  });

  it('counts only brackets outside strings', async () => {
    const name = 'Pain ' + '['.repeat(45) + '{"\\'.repeat(15) + ']';
    const res = await post('/api/v1/category/create-category', JSON.stringify({ name }), admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().category.name).toBe(name);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}`, async () => {
    const at = await post('/api/v1/products/product-filters', nested(MAX_JSON_DEPTH, 'ao'));
    expect(at.statusCode).toBe(400);
    expect(at.json().message).not.toBe(TOO_DEEP.message);
    expect((await post('/api/v1/products/product-filters', nested(MAX_JSON_DEPTH + 1, 'ao'))).json()).toEqual(TOO_DEEP);
  });

  it('never answers 5xx or logs an error, for any nesting sent to any JSON operation', async () => {
    const urls = [
      '/api/v1/auth/register',
      '/api/v1/auth/login',
      '/api/v1/auth/forgot-password',
      '/api/v1/category/create-category',
      '/api/v1/products/product-filters',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.integer({ min: 1, max: 20_000 }),
        fc.stringMatching(/^[ao]{1,4}$/),
        fc.constantFrom('1', '"x"', '"]]]}}}"', '{}', '[]', ''),
        fc.boolean(),
        async (url, depth, shape, core, asString) => {
          const body = nested(depth, shape, core);
          const res = await post(url, asString ? JSON.stringify({ name: body }) : body, admin);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json()).toEqual(res.statusCode < 300 ? expect.anything() : { success: false, message: expect.any(String) });
        },
      ),
      { numRuns: 150 },
    );
    expect(errorLines()).toEqual([]);
  });
});

describe('the text checks', () => {
  it('walk any depth without recursion', () => {
    let deep: unknown = { name: 'nul\u0000byte' };
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextProblem(deep, true)?.kind).toBe('nul');
  });
});
