/**
 * Tokens that must never open a door (users.test.ts covers expired, tampered, unsigned,
 * wrong-key and garbage tokens; these are the rest): another HMAC algorithm with the right
 * secret, a deleted user's token, claims that are not ours, and which sessions outlive a
 * password change (the caller's, on the profile; none, on a reset).
 */
import jwt from 'jsonwebtoken';
import { createTestApp, insertUser, type TestApp } from '../testing/test-app';

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userAuth = (token: string) => t.app.inject({ url: '/api/v1/auth/user-auth', headers: { authorization: `Bearer ${token}` } });

/** A token as issued before sessions: it carries the token version instead of a session id. */
const legacyToken = (userId: string, version: number) =>
  jwt.sign({ ver: version }, t.app.config.jwtSecret, { algorithm: 'HS256', subject: userId, expiresIn: '1h' });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

const changePassword = (token: string, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/profile',
    headers: { authorization: token },
    payload: { name: 'N', phone: '1', address: 'A', password },
  });

function expect401(res: Awaited<ReturnType<typeof userAuth>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ success: false, message: expect.any(String) });
}

it('refuses HS512 and HS384 tokens signed with the very same secret', async () => {
  const user = await insertUser(t.app);
  for (const algorithm of ['HS512', 'HS384'] as const) {
    expect401(await userAuth(jwt.sign({ ver: 0 }, t.app.config.jwtSecret, { algorithm, subject: user.id, expiresIn: '1h' })));
  }
  expect((await userAuth(user.token)).statusCode).toBe(200);
});

it("refuses 'none' tokens however the header spells the algorithm", async () => {
  const user = await insertUser(t.app);
  const payload = Buffer.from(JSON.stringify({ ver: 0, sub: user.id, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
  for (const alg of ['none', 'None', 'NONE']) {
    const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    expect401(await userAuth(`${header}.${payload}.`));
  }
});

it("refuses a deleted user's token", async () => {
  const user = await insertUser(t.app);
  expect((await userAuth(user.token)).statusCode).toBe(200);
  await t.app.db.deleteFrom('users').where('id', '=', user.id).execute();
  expect401(await userAuth(user.token));
});

it('refuses well-signed tokens whose claims are not what the server issues', async () => {
  const [user, other] = [await insertUser(t.app), await insertUser(t.app)];
  const secret = t.app.config.jwtSecret;
  const sign = (claims: object, options: jwt.SignOptions = {}) =>
    jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: '1h', ...options });
  for (const token of [
    sign({ ver: 0 }), // no subject
    sign({ ver: 0 }, { subject: 'admin' }), // not an id
    sign({}, { subject: user.id }), // no token version
    sign({ ver: 1 }, { subject: user.id }), // a version the user never had
    sign({ sid: 'not-a-session' }, { subject: user.id }),
    sign({ sid: '00000000-0000-4000-8000-000000000000' }, { subject: user.id }), // a session never opened
    sign({ sid: jwt.decode(other.token, { json: true })!.sid }, { subject: user.id }), // another user's session
    sign({ ver: 0 }, { subject: user.id, notBefore: '1h' }), // not valid yet
    `${user.token}x`, // a signature one character longer
    'x'.repeat(3000), // over-long header value
  ]) {
    expect401(await userAuth(token));
  }
});

it('keeps the session that changed the password on the profile, and signs out every other', async () => {
  const user = await insertUser(t.app);
  const tabA = (await login(user.email, user.password)).json().token;
  const tabB = (await login(user.email, user.password)).json().token;
  const beforeSessions = legacyToken(user.id, 0);
  expect((await userAuth(beforeSessions)).statusCode).toBe(200);

  const change = await changePassword(tabA, 'profile password 2');
  expect(change.statusCode).toBe(200);
  // The spec's client keeps the token it had: it must still work, and the answer's is the same.
  expect((await userAuth(tabA)).statusCode).toBe(200);
  expect(change.json().token).toBe(tabA);
  expect401(await userAuth(tabB));
  expect401(await userAuth(user.token));
  expect401(await userAuth(beforeSessions));
  expect((await login(user.email, 'profile password 2')).statusCode).toBe(200);
});

it('accepts a token from before sessions until the password changes, then answers a session token', async () => {
  const user = await insertUser(t.app);
  const old = legacyToken(user.id, 0);
  const change = await changePassword(old, 'profile password 3');
  expect(change.statusCode).toBe(200);
  expect401(await userAuth(old));
  expect401(await userAuth(user.token));
  expect((await userAuth(change.json().token)).statusCode).toBe(200);
});

it('signs out every session and every older token on a reset, which has no session to keep', async () => {
  const user = await insertUser(t.app);
  const tokens = [user.token, (await login(user.email, user.password)).json().token, legacyToken(user.id, 0)];
  for (const token of tokens) expect((await userAuth(token)).statusCode).toBe(200);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: user.email, answer: user.answer, newPassword: 'reset password 1' },
  });
  expect(reset.statusCode).toBe(200);
  for (const token of tokens) expect401(await userAuth(token));
  const fresh = (await login(user.email, 'reset password 1')).json().token;
  expect((await userAuth(fresh)).statusCode).toBe(200);
});

it('keeps a profile change without a new password from signing anyone out', async () => {
  const user = await insertUser(t.app);
  const other = (await login(user.email, user.password)).json().token;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/profile',
    headers: { authorization: user.token },
    payload: { name: 'New Name', phone: '1', address: 'A' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().token).toBeUndefined();
  expect((await userAuth(other)).statusCode).toBe(200);
});
