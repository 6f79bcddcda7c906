import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import { createTestApp, insertAdmin, insertUser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

const newAccount = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: `asha-${Math.random().toString(36).slice(2)}@example.in`,
  password: 'correct horse',
  phone: '+91 98450 12345',
  address: '4 Residency Road, Bengaluru',
  answer: '1988',
  ...overrides,
});

const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });
const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token === undefined ? {} : { authorization: token } });
const putProfile = (payload: object, token: string) =>
  app.inject({ method: 'PUT', url: '/api/v1/auth/profile', payload, headers: { authorization: `Bearer ${token}` } });

async function register(overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const res = await post('/api/v1/auth/register', account);
  return { account, res };
}

async function login(email: string, password: string) {
  return post('/api/v1/auth/login', { email, password });
}

describe('register', () => {
  it('creates a shopper whose secrets are stored only as argon2id hashes', async () => {
    const { account, res } = await register({ email: 'Mixed.Case@Example.IN' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Registered successfully. Please log in.' });
    const row = await app.db.selectFrom('users').selectAll().where('email', '=', 'mixed.case@example.in').executeTakeFirstOrThrow();
    expect(row.role).toBe(0);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.answer_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(account.password);
  });

  it('refuses the same e-mail in any case with 409', async () => {
    const { account } = await register();
    const again = await post('/api/v1/auth/register', { ...newAccount(), email: account.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'An account with this e-mail already exists' });
  });

  it('names the missing or invalid field with 400', async () => {
    const { answer: _answer, ...withoutAnswer } = newAccount();
    const missing = await post('/api/v1/auth/register', withoutAnswer);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/'answer' is required/);

    const short = await post('/api/v1/auth/register', newAccount({ password: 'short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/'password'/);

    const blank = await post('/api/v1/auth/register', newAccount({ name: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("'name' must not be blank");
  });

  it('never takes the role from the client', async () => {
    const res = await post('/api/v1/auth/register', newAccount({ role: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Unknown field 'role' is not allowed");
  });
});

describe('login', () => {
  it('returns the user without secrets and a token that opens the user area', async () => {
    const { account } = await register();
    const res = await login(account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Logged in successfully' });
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: account.name,
      email: account.email,
      phone: account.phone,
      address: account.address,
      role: 0,
      pincode: null,
      state: null,
    });
    const claims = jwt.decode(body.token, { complete: true })!;
    expect(claims.header.alg).toBe('HS256');
    const payload = claims.payload as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(7 * 24 * 3600);
    const check = await get('/api/v1/auth/user-auth', body.token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ ok: true });
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const { account } = await register();
    const wrong = await login(account.email, 'not the password');
    const unknown = await login('nobody@example.in', account.password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });
});

describe('forgot-password', () => {
  it('refuses a wrong answer and an unknown e-mail alike', async () => {
    const { account } = await register();
    const wrongAnswer = await post('/api/v1/auth/forgot-password', { email: account.email, answer: '1999', newPassword: 'a new password' });
    const unknown = await post('/api/v1/auth/forgot-password', {
      email: 'ghost@example.in',
      answer: '1988',
      newPassword: 'a new password',
    });
    for (const res of [wrongAnswer, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Wrong email or answer' });
    }
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('sets the new password and signs out every older token', async () => {
    const { account } = await register();
    const oldToken = (await login(account.email, account.password)).json().token;
    const res = await post('/api/v1/auth/forgot-password', { email: account.email, answer: ' 1988 ', newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successfully' });

    expect((await get('/api/v1/auth/user-auth', oldToken)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    const fresh = await login(account.email, 'a brand new secret');
    expect(fresh.statusCode).toBe(200);
    expect((await get('/api/v1/auth/user-auth', fresh.json().token)).statusCode).toBe(200);
  });

  it('demands a new password of at least 8 characters', async () => {
    const res = await post('/api/v1/auth/forgot-password', { email: 'a@b.in', answer: '1988', newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/'newPassword'/);
  });
});

describe('guessing', () => {
  it('stops trying secret answers for an e-mail after 5 failures, even with the right one', async () => {
    const { account } = await register();
    for (const year of ['1980', '1981', '1982', '1983', '1984']) {
      const res = await post('/api/v1/auth/forgot-password', { email: account.email, answer: year, newPassword: 'guessed password' });
      expect(res.statusCode).toBe(401);
    }
    const right = await post('/api/v1/auth/forgot-password', {
      email: account.email.toUpperCase(),
      answer: '1988',
      newPassword: 'guessed password',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ success: false, message: 'Too many attempts. Please try again in 60 minutes.' });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('stops password guesses for an e-mail after 10 failures, without locking out other accounts', async () => {
    const { account } = await register();
    const other = await register();
    for (let i = 0; i < 10; i++) expect((await login(account.email, `guess number ${i}`)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(429);
    expect((await login(other.account.email, other.account.password)).statusCode).toBe(200);
  });
});

describe('access checks', () => {
  it('lets an administrator through admin-auth and stops a shopper with 403', async () => {
    const admin = await insertAdmin(app);
    const shopper = await insertUser(app);
    expect((await get('/api/v1/auth/admin-auth', admin.token)).json()).toEqual({ ok: true });
    const refused = await get('/api/v1/auth/admin-auth', shopper.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
  });

  it('refuses missing, invalid, expired, tampered and unsigned tokens with 401', async () => {
    const shopper = await insertUser(app);
    const other = await insertUser(app);
    const secret = app.config.jwtSecret;
    const expired = jwt.sign({ ver: 0 }, secret, { algorithm: 'HS256', subject: shopper.id, expiresIn: -10 });
    const [header, , signature] = shopper.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ver: 0, sub: other.id, exp: 9999999999 })).toString('base64url');
    const tampered = `${header}.${forged}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged}.`;
    const wrongKey = jwt.sign({ ver: 0 }, 'another secret of enough length 1234567890', { subject: shopper.id });

    for (const token of [undefined, '', 'not-a-token', expired, tampered, none, wrongKey]) {
      const res = await get('/api/v1/auth/user-auth', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
    expect((await get('/api/v1/auth/user-auth', `Bearer ${shopper.token}`)).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('updates name, phone and address but never e-mail or role, and returns no secrets', async () => {
    const shopper = await insertUser(app);
    const res = await putProfile(
      { name: ' Ravi Kumar ', email: 'hijack@example.in', password: '', phone: '080 2222 3333', address: '7 Park Street, Kolkata' },
      shopper.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Profile updated successfully',
      updatedUser: {
        _id: shopper.id,
        name: 'Ravi Kumar',
        email: shopper.email,
        phone: '080 2222 3333',
        address: '7 Park Street, Kolkata',
        role: 0,
        pincode: null,
        state: null,
      },
    });
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(200);
    expect((await login('hijack@example.in', shopper.password)).statusCode).toBe(401);
  });

  it('keeps an administrator an administrator', async () => {
    const admin = await insertAdmin(app);
    const res = await putProfile({ name: 'Chief', phone: '1', address: 'HQ' }, admin.token);
    expect(res.json().updatedUser.role).toBe(1);
  });

  it('changes the password when one is given, signing out every other session but not the caller', async () => {
    const shopper = await insertUser(app);
    const otherDevice = (await login(shopper.email, shopper.password)).json().token;
    const short = await putProfile({ name: 'A', phone: '1', address: 'B', password: 'abc' }, shopper.token);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ success: false, message: 'Password must be at least 8 characters' });

    const res = await putProfile({ name: 'A', phone: '1', address: 'B', password: 'my new password' }, shopper.token);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(typeof token).toBe('string');
    expect((await get('/api/v1/auth/user-auth', shopper.token)).statusCode).toBe(200);
    expect((await get('/api/v1/auth/user-auth', token)).statusCode).toBe(200);
    expect((await get('/api/v1/auth/user-auth', otherDevice)).statusCode).toBe(401);
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(401);
    expect((await login(shopper.email, 'my new password')).statusCode).toBe(200);
  });

  it('keeps the session and answers no token when the password is left empty', async () => {
    const shopper = await insertUser(app);
    const res = await putProfile({ name: 'A', phone: '1', address: 'B', password: '' }, shopper.token);
    expect(res.json().token).toBeUndefined();
    expect((await get('/api/v1/auth/user-auth', shopper.token)).statusCode).toBe(200);
  });

  it('names a missing field and needs a signed-in user', async () => {
    const shopper = await insertUser(app);
    const missing = await putProfile({ name: 'A', address: 'B' }, shopper.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("'phone' is required");
    const anonymous = await app.inject({ method: 'PUT', url: '/api/v1/auth/profile', payload: { name: 'A', phone: '1', address: 'B' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
