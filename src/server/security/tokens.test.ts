/**
 * Tokens that must never open a door (users.test.ts covers expired, tampered, unsigned,
 * wrong-key and garbage tokens; these are the rest): another HMAC algorithm with the right
 * secret, a deleted user's token, claims that are not ours, and tokens outliving a password change.
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
  const user = await insertUser(t.app);
  const secret = t.app.config.jwtSecret;
  const sign = (claims: object, options: jwt.SignOptions = {}) => jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: '1h', ...options });
  for (const token of [
    sign({ ver: 0 }), // no subject
    sign({ ver: 0 }, { subject: 'admin' }), // not an id
    sign({}, { subject: user.id }), // no token version
    sign({ ver: 1 }, { subject: user.id }), // a version the user never had
    sign({ ver: 0 }, { subject: user.id, notBefore: '1h' }), // not valid yet
    `${user.token}x`, // a signature one character longer
    'x'.repeat(3000), // over-long header value
  ]) {
    expect401(await userAuth(token));
  }
});

it('stops every older token when the password changes by reset, and by profile', async () => {
  const user = await insertUser(t.app);
  const second = t.app.signToken({ id: user.id, token_version: 0 });
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: user.email, answer: user.answer, newPassword: 'reset password 1' },
  });
  expect(reset.statusCode).toBe(200);
  expect401(await userAuth(user.token));
  expect401(await userAuth(second));

  const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: 'reset password 1' } });
  const [tabA, tabB] = [login.json().token, t.app.signToken({ id: user.id, token_version: 1 })];
  const change = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/profile',
    headers: { authorization: tabA },
    payload: { name: 'N', phone: '1', address: 'A', password: 'profile password 2' },
  });
  expect(change.statusCode).toBe(200);
  expect401(await userAuth(tabA));
  expect401(await userAuth(tabB));
  expect((await userAuth(change.json().token)).statusCode).toBe(200);
});
