/**
 * Answers that carry a token or personal data (every user and admin operation, plus sign-in,
 * registration and password reset) say `Cache-Control: private, no-store`, whether they succeed
 * or refuse; the public catalogue reads keep their own revalidated caching.
 */
import { loadOperations } from '../contract/openapi';
import { examples, injectOptions, worldForThisFile } from '../testing/operation-examples';

const w = worldForThisFile();

const operations = loadOperations();
const CREDENTIAL_OPERATIONS = ['register', 'login', 'forgotPassword'];
const privateOps = operations.filter((op) => op.access !== 'public' || CREDENTIAL_OPERATIONS.includes(op.operationId));
const publicReads = operations.filter((op) => op.method === 'GET' && op.access === 'public' && op.operationId !== 'getHealth');

it('covers every user and admin operation and the three credential ones', () => {
  expect(privateOps.map((op) => op.operationId)).toEqual(
    expect.arrayContaining(['login', 'userAuth', 'adminAuth', 'updateProfile', 'getOrders', 'getAllOrders', 'createOrder']),
  );
  expect(privateOps.length).toBe(operations.filter((op) => op.access !== 'public').length + 3);
});

describe.each(privateOps.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it('answers with private, no-store when it succeeds', async () => {
    const token = op.access === 'admin' ? w.admin.token : op.access === 'user' || op.access === 'owner' ? w.owner.token : undefined;
    const res = await w.app.inject(await injectOptions(op, await examples[op.operationId](w), token));
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('and when it refuses', async () => {
    const example = await examples[op.operationId](w);
    const res = await w.app.inject(
      await injectOptions(
        op,
        { ...example, json: example.json === undefined ? undefined : { nonsense: 1 } },
        op.access === 'public' ? undefined : 'Bearer not-a-token',
      ),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

it.each(publicReads.map((op) => [op.operationId, op] as const))('public %s keeps its own caching', async (_id, op) => {
  const res = await w.app.inject(await injectOptions(op, await examples[op.operationId](w)));
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control'] ?? 'none').not.toMatch(/no-store|private/);
});
