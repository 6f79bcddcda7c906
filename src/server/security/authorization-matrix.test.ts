/**
 * Every operation of openapi.yaml, called as a visitor, a shopper, another shopper and an
 * administrator, answers exactly as its x-access declares — derived from the contract, so a
 * new operation is covered (or fails here for want of an example) the day it is added.
 */
import { type Access, loadDocument, loadOperations } from '../contract/openapi';
import { examples, injectOptions, worldForThisFile } from '../testing/operation-examples';

jest.setTimeout(60_000);

const operations = loadOperations();
const doc = loadDocument();
const w = worldForThisFile();

type Caller = 'visitor' | 'owner' | 'other' | 'admin';
const CALLERS: Caller[] = ['visitor', 'owner', 'other', 'admin'];

/** The success status the contract declares for the operation (200 or 201). */
function successOf(path: string, method: string): number {
  const responses = (doc.paths[path] as Record<string, { responses: Record<string, unknown> }>)[method.toLowerCase()].responses;
  return Number(Object.keys(responses).find((status) => status.startsWith('2')));
}

function expected(access: Access, caller: Caller, success: number): number {
  if (access === 'public') return success;
  if (caller === 'visitor') return 401;
  if (access === 'admin' && caller !== 'admin') return 403;
  // Another shopper is told the resource does not exist, not that it is someone else's.
  if (access === 'owner' && caller === 'other') return 404;
  return success;
}

const tokenOf = (caller: Caller) => (caller === 'visitor' ? undefined : w[caller].token);

it('has an example for every operation, and none for an operation that is gone', () => {
  expect(Object.keys(examples).sort()).toEqual(operations.map((op) => op.operationId).sort());
});

it('refuses to load a contract with an operation that declares no access rule', () => {
  const paths = { '/api/v1/new': { get: { operationId: 'newThing', responses: { '200': { description: 'ok' } } } } };
  expect(() => loadOperations({ paths } as never)).toThrow(
    'GET /api/v1/new (newThing) must declare x-access: public, user, owner or admin',
  );
  const typo = { '/api/v1/new': { get: { operationId: 'newThing', 'x-access': 'users', responses: {} } } };
  expect(() => loadOperations({ paths: typo })).toThrow(/must declare x-access/);
});

describe.each(operations.map((op) => [`${op.operationId} (${op.access})`, op] as const))('%s', (_name, op) => {
  it.each(CALLERS)('answers as declared when called by the %s', async (caller) => {
    const example = await examples[op.operationId](w);
    const res = await w.app.inject(await injectOptions(op, example, tokenOf(caller)));
    const want = expected(op.access, caller, successOf(op.path, op.method));
    expect({ caller, status: res.statusCode, body: res.statusCode >= 400 ? res.json() : undefined }).toEqual({
      caller,
      status: want,
      body: want >= 400 ? { success: false, message: expect.any(String) } : undefined,
    });
  });
});

describe("one shopper and another's data", () => {
  it('lists only their own orders', async () => {
    const mine = await w.app.inject({ url: '/api/v1/auth/orders', headers: { authorization: w.owner.token } });
    const theirs = await w.app.inject({ url: '/api/v1/auth/orders', headers: { authorization: w.other.token } });
    expect(mine.json().map((o: { _id: string }) => o._id)).toContain(w.orderId);
    expect(theirs.json().map((o: { _id: string }) => o._id)).not.toContain(w.orderId);
    for (const order of theirs.json()) expect(order.buyer._id).toBe(w.other.id);
  });

  it("cannot change another shopper's order, nor take it over through the request", async () => {
    const before = await w.app.db.selectFrom('orders').selectAll().where('id', '=', w.orderId).executeTakeFirstOrThrow();
    const status = await w.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/order-status/${w.orderId}`,
      headers: { authorization: w.other.token },
      payload: { status: 'Cancel' },
    });
    expect(status.statusCode).toBe(403);
    const hijack = await w.app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: { authorization: w.other.token },
      payload: { cart: [{ _id: w.product.id }], address: 'x', paymentMethod: 'COD', buyer: w.owner.id },
    });
    expect(hijack.statusCode).toBe(400);
    expect(await w.app.db.selectFrom('orders').selectAll().where('id', '=', w.orderId).executeTakeFirstOrThrow()).toEqual(before);
  });

  it("changes only the caller's own profile, whatever e-mail the body names", async () => {
    const ownerBefore = await w.app.db.selectFrom('users').selectAll().where('id', '=', w.owner.id).executeTakeFirstOrThrow();
    const res = await w.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: { authorization: w.other.token },
      payload: { name: 'Intruder', email: w.owner.email, phone: '1', address: 'Elsewhere' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedUser._id).toBe(w.other.id);
    expect(await w.app.db.selectFrom('users').selectAll().where('id', '=', w.owner.id).executeTakeFirstOrThrow()).toEqual(ownerBefore);
  });
});
