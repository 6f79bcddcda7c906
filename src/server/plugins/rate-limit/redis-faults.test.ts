/**
 * A Redis that hangs (SIGSTOP: its socket stays open, so the client still calls it ready) must
 * not hang sign-in: each Redis call has a short timeout, and after one times out the limits
 * are counted in memory for a while, as when Redis is down, then shared again once it answers.
 */
import type { FastifyInstance } from 'fastify';
import { startPrivateRedis, type PrivateRedis } from '../../testing/private-redis';
import { createTestApp, insertUser, type TestApp } from '../../testing/test-app';

let redis: PrivateRedis;
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  redis = await startPrivateRedis();
  testApp = await createTestApp({ redisUrl: redis.url });
  app = testApp.app;
});
afterAll(async () => {
  await testApp?.close();
  await redis?.stop();
});

const login = (payload: object, ip = '192.0.2.30') => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress: ip });

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

it('signs in within a second while Redis is frozen, still limits guesses, and shares counts again after', async () => {
  const user = await insertUser(app);
  expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);

  redis.freeze();
  try {
    const [first, firstMs] = await timed(() => login({ email: user.email, password: user.password }));
    expect(first.statusCode).toBe(200);
    expect(firstMs).toBeLessThan(1000);
    const [second, secondMs] = await timed(() => login({ email: user.email, password: user.password }));
    expect(second.statusCode).toBe(200);
    expect(secondMs).toBeLessThan(1000);

    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await login({ email: user.email, password: `guess ${i}` })).statusCode);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(guesses[10]).toBe(429);
  } finally {
    redis.thaw();
  }

  // Back in Redis: a fresh e-mail's count lives there again.
  const other = await insertUser(app);
  const deadline = Date.now() + 15_000;
  let shared = false;
  while (!shared && Date.now() < deadline) {
    await login({ email: other.email, password: 'wrong password' });
    const { default: Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    shared = (await client.keys('pharmacy:rl:loginGuesses:*')).length > 0;
    await client.quit();
    if (!shared) await new Promise((r) => setTimeout(r, 500));
  }
  expect(shared).toBe(true);
});
