/**
 * The per-e-mail limits hold however many attempts arrive together: each attempt reserves its
 * place in the count before its slow argon2 comparison, so 100 answers sent at once are never
 * all compared. An attempt that is compared answers 401 (wrong) or 200 (right); one that is
 * not answers 429, so the number of non-429 answers is the number of comparisons made.
 * Run with the in-memory counters and with Redis (127.0.0.1:6379, as in CI).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { appsClosedAfterAll, insertUser } from '../../testing/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}:`;
const ADDRESSES = ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14'];

const open = appsClosedAfterAll();
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const post = (app: FastifyInstance, url: string, payload: object, ip: string) =>
  app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, remoteAddress: ip });

/** Sends every payload at once, spread over four addresses (each under its own limit). */
const allAtOnce = (app: FastifyInstance, url: string, payloads: object[]) =>
  Promise.all(payloads.map((payload, i) => post(app, url, payload, ADDRESSES[i % ADDRESSES.length])));

describe.each([
  ['in memory', {}],
  ['in Redis', { redisUrl: REDIS_URL, redisPrefix: prefix }],
])('attempts racing for one e-mail, counted %s', (_name, overrides) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await open(overrides);
  });

  it('compares at most 5 of 100 secret answers sent together, and the account stays intact', async () => {
    const user = await insertUser(app);
    const years = Array.from({ length: 100 }, (_, i) => String(1950 + i)); // the right one, 1990, among them
    const answers = await allAtOnce(
      app,
      'forgot-password',
      years.map((answer) => ({ email: user.email, answer, newPassword: 'taken over!' })),
    );
    const compared = answers.filter((res) => res.statusCode !== 429);
    expect(compared.length).toBeLessThanOrEqual(5);
    expect(compared.every((res) => res.statusCode === 401)).toBe(true);
    expect((await post(app, 'login', { email: user.email, password: 'taken over!' }, '198.51.100.1')).statusCode).toBe(401);
    expect((await post(app, 'login', { email: user.email, password: user.password }, '198.51.100.1')).statusCode).toBe(200);
  });

  it('compares at most 10 of 100 passwords sent together for one e-mail', async () => {
    const user = await insertUser(app);
    const guesses = Array.from({ length: 99 }, (_, i) => `guess number ${i}`);
    const answers = await allAtOnce(
      app,
      'login',
      [...guesses, user.password].map((password) => ({ email: user.email, password })),
    );
    const compared = answers.filter((res) => res.statusCode !== 429);
    expect(compared.length).toBeLessThanOrEqual(10);
    expect(answers[99].statusCode).toBe(429); // the right password came too late to be tried
  });
});

describe('"already exists" answers per address (registration is no e-mail oracle)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await open({ rateLimits: { registerPerIp: { max: 100, windowMs: 10 * 60_000 } } });
  });
  const account = (email: string) => ({
    name: 'Asha',
    email,
    password: 'a good password',
    phone: '9876543210',
    address: '1 Ring Road, Delhi',
    answer: '1991',
  });

  it('tells one address that an e-mail is taken at most 10 times an hour, even asked 40 times at once', async () => {
    const taken = await Promise.all(Array.from({ length: 40 }, () => insertUser(app)));
    const answers = await Promise.all(taken.map((user) => post(app, 'register', account(user.email), '203.0.113.50')));
    expect(answers.filter((res) => res.statusCode === 409).length).toBe(10);
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(30);
  });

  it('does not count new accounts against that limit', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await post(app, 'register', account(`new-${i}-${randomBytes(3).toString('hex')}@example.in`), '203.0.113.51');
      expect(res.statusCode).toBe(201);
    }
    const user = await insertUser(app);
    expect((await post(app, 'register', account(user.email), '203.0.113.51')).statusCode).toBe(409);
  });
});
