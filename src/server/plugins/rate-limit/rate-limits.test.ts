/**
 * Sign-in, registration and password reset are limited per address and per e-mail, in memory
 * or shared through Redis (redis://127.0.0.1:6379, running here and in CI).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { appsClosedAfterAll, insertUser } from '../../testing/test-app';
import { MemoryCounterStore, RedisCounterStore } from './counter-store';

jest.setTimeout(30_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;
const tight = {
  loginPerIp: { max: 3, windowMs: 10 * MINUTE },
  registerPerIp: { max: 2, windowMs: 10 * MINUTE },
  resetPerIp: { max: 2, windowMs: 10 * MINUTE },
};

const open = appsClosedAfterAll();

const post = (app: FastifyInstance, url: string, payload: object, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, remoteAddress: ip });
const account = (email = `u-${randomBytes(4).toString('hex')}@example.in`) => ({
  name: 'Meera',
  email,
  password: 'a good password',
  phone: '9876543210',
  address: '1 Ring Road, Delhi',
  answer: '1991',
});

function expectTooMany(res: Awaited<ReturnType<typeof post>>, minutes: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, message: `Too many attempts. Please try again in ${minutes} minutes.` });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan((minutes - 1) * 60);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(minutes * 60);
}

describe('per address (memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await open({ rateLimits: tight });
  });

  it('limits sign-in attempts from one address, whatever the e-mail, and not other addresses', async () => {
    const user = await insertUser(app);
    for (let i = 0; i < 3; i++) expect((await post(app, 'login', { email: `x${i}@example.in`, password: 'nope' })).statusCode).toBe(401);
    expectTooMany(await post(app, 'login', { email: user.email, password: user.password }), 10);
    expect((await post(app, 'login', { email: user.email, password: user.password }, '198.51.100.1')).statusCode).toBe(200);
  });

  it('limits registrations from one address', async () => {
    const ip = '203.0.113.8';
    expect((await post(app, 'register', account(), ip)).statusCode).toBe(201);
    expect((await post(app, 'register', account(), ip)).statusCode).toBe(201);
    expectTooMany(await post(app, 'register', account(), ip), 10);
  });

  it('limits password resets from one address', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 2; i++)
      expect(
        (await post(app, 'forgot-password', { email: `n${i}@example.in`, answer: '1', newPassword: 'whatever123' }, ip)).statusCode,
      ).toBe(401);
    expectTooMany(await post(app, 'forgot-password', { email: 'n@example.in', answer: '1', newPassword: 'whatever123' }, ip), 10);
  });
});

describe('per e-mail (memory, default per-address limits)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await open();
  });

  it('refuses a sixth registration of one e-mail within the hour, from any address', async () => {
    const email = `same-${randomBytes(3).toString('hex')}@example.in`;
    expect((await post(app, 'register', account(email), '192.0.2.1')).statusCode).toBe(201);
    for (let i = 2; i <= 5; i++) expect((await post(app, 'register', account(email), `192.0.2.${i}`)).statusCode).toBe(409);
    expectTooMany(await post(app, 'register', account(email), '192.0.2.6'), 60);
  });

  it('counts wrong secret answers per e-mail across addresses: 5 per hour', async () => {
    const user = await insertUser(app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(app, 'forgot-password', { email: user.email, answer: `19${50 + i}`, newPassword: 'new password' }, `192.0.2.${20 + i}`))
          .statusCode,
      ).toBe(401);
    }
    expectTooMany(
      await post(app, 'forgot-password', { email: user.email, answer: user.answer, newPassword: 'new password' }, '192.0.2.99'),
      60,
    );
  });

  it('counts failed sign-ins per e-mail across addresses, and a success clears them', async () => {
    const user = await insertUser(app);
    for (let i = 0; i < 9; i++)
      expect((await post(app, 'login', { email: user.email, password: `guess ${i}` }, `192.0.2.${40 + i}`)).statusCode).toBe(401);
    expect((await post(app, 'login', { email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await post(app, 'login', { email: user.email, password: `guess ${i}` }, `192.0.2.${60 + i}`)).statusCode).toBe(401);
    expectTooMany(await post(app, 'login', { email: user.email.toUpperCase(), password: user.password }, '192.0.2.80'), 15);
  });
});

describe('the memory store', () => {
  it('gives back a hit, forgets a count when its window ends and holds at most its bound of keys', async () => {
    let now = 0;
    const store = new MemoryCounterStore(100, () => now);
    await store.increment('a', 1000);
    expect((await store.increment('a', 1000)).count).toBe(2);
    await store.decrement('a');
    expect((await store.increment('a', 1000)).count).toBe(2);
    now = 1000;
    expect((await store.increment('a', 1000)).count).toBe(1);
    for (let i = 0; i < 500; i++) await store.increment(`k${i}`, 1000);
    expect(store.size).toBeLessThanOrEqual(100);
    expect((await store.increment('k499', 1000)).count).toBe(2);
  });
});

describe('shared through Redis', () => {
  const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('lets two server processes share one count, with an expiry on every key', async () => {
    const [one, two] = [await open({ redisUrl: REDIS_URL, redisPrefix: prefix }), await open({ redisUrl: REDIS_URL, redisPrefix: prefix })];
    const user = await insertUser(one);
    await two.db
      .insertInto('users')
      .values(await one.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow())
      .onConflict((c) => c.doNothing())
      .execute();
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? one : two;
      expect((await post(app, 'login', { email: user.email, password: `guess ${i}` }, `192.0.2.${i}`)).statusCode).toBe(401);
    }
    expectTooMany(await post(one, 'login', { email: user.email, password: user.password }), 15);
    expectTooMany(await post(two, 'login', { email: user.email, password: user.password }), 15);

    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(user.email); // e-mails are hashed into keys
      expect(await redis.pttl(key)).toBeGreaterThan(0);
    }
    await redis.quit();
  });

  it('counts in memory while Redis is unreachable, and tells the operator once', async () => {
    const warnings: string[] = [];
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const store = new RedisCounterStore(down, prefix, (message) => warnings.push(message));
    await store.connect();
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await store.increment('k', MINUTE)).count);
    expect(counts).toEqual([1, 2, 3]);
    expect(warnings).toEqual(['Redis is unreachable: rate limits are counted in this process only until it returns']);
    await store.close();
  });

  it('keeps sign-in working, limited in memory, when Redis is unreachable', async () => {
    const app = await open({ redisUrl: 'redis://127.0.0.1:1', rateLimits: tight });
    const user = await insertUser(app);
    expect((await post(app, 'login', { email: user.email, password: user.password }, '192.0.2.200')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await post(app, 'login', { email: user.email, password: 'wrong' }, '192.0.2.200');
    expectTooMany(await post(app, 'login', { email: user.email, password: user.password }, '192.0.2.200'), 10);
  });
});
