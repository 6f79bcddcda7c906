/**
 * Rate limits for the account operations a stranger can call without a token: sign-in,
 * registration and password reset, each per client address and per e-mail. Counters live in
 * Redis when REDIS_URL is set (shared by every server process), otherwise in memory.
 * Decorates the instance with `limits`; the account handlers call it after validation, so
 * only requests that would reach a password hash are counted. The Redis client is loaded only
 * when it is used.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RATE_LIMITS, type Rate } from '../config';
import { HttpError } from '../http-error';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from '../security/counter-store';

const MINUTE = 60_000;

/** Fixed by the security rules; configuration may only loosen the per-address ones. */
const PER_EMAIL = {
  /** Failed sign-ins per e-mail: slows guessing one account's password from many addresses. */
  loginFailures: { max: 10, windowMs: 15 * MINUTE },
  /** Registrations per e-mail, whatever the outcome. */
  register: { max: 5, windowMs: 60 * MINUTE },
  /** Wrong secret answers per e-mail: a birth year has only about a hundred likely values. */
  resetFailures: { max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Rate>;

export type RuleName = keyof typeof PER_EMAIL | 'loginPerIp' | 'registerPerIp' | 'resetPerIp';

export type Limits = {
  /** Counts an attempt and refuses it with 429 once `rule` is used up for `key`. */
  consume(rule: RuleName, key: string): Promise<void>;
  /** Refuses with 429 when earlier failures used `rule` up for `key`; counts nothing. */
  check(rule: RuleName, key: string): Promise<void>;
  /** Counts a failure. */
  fail(rule: RuleName, key: string): Promise<void>;
  /** Forgets the failures, e.g. after a successful sign-in. */
  clear(rule: RuleName, key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** The 429 a shopper's app shows as it is, with Retry-After for other clients. */
export function tooManyAttempts(resetInMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(resetInMs / MINUTE));
  return new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))),
  });
}

/** E-mails and addresses are hashed into keys, so Redis never holds who tried to sign in. */
const keyOf = (rule: RuleName, key: string) => `rl:${rule}:${createHash('sha256').update(key.toLowerCase()).digest('base64url').slice(0, 27)}`;

export function makeLimits(store: CounterStore, rules: Record<RuleName, Rate>): Limits {
  return {
    async consume(rule, key) {
      const { count, resetInMs } = await store.increment(keyOf(rule, key), rules[rule].windowMs);
      if (count > rules[rule].max) throw tooManyAttempts(resetInMs);
    },
    async check(rule, key) {
      const { count, resetInMs } = await store.peek(keyOf(rule, key));
      if (count >= rules[rule].max) throw tooManyAttempts(resetInMs);
    },
    async fail(rule, key) {
      await store.increment(keyOf(rule, key), rules[rule].windowMs);
    },
    async clear(rule, key) {
      await store.clear(keyOf(rule, key));
    },
  };
}

async function openStore(app: FastifyInstance): Promise<CounterStore> {
  const { redisUrl, redisPrefix = 'pharmacy:' } = app.config;
  if (!redisUrl) return new MemoryCounterStore();
  const { default: Redis } = await import('ioredis');
  // No offline queue and one retry: a request must not wait on a Redis that is down.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
  redis.on('error', () => {}); // reported once by the store, not on every reconnect attempt
  return new RedisCounterStore(redis, redisPrefix, (message) => app.log.warn(message));
}

async function rateLimitPlugin(app: FastifyInstance) {
  const store = await openStore(app);
  // Start counting in Redis from the first request when it is up; when it is not, start anyway.
  if (store instanceof RedisCounterStore) await store.connect();
  const perIp = { ...DEFAULT_RATE_LIMITS, ...app.config.rateLimits };
  app.decorate('limits', makeLimits(store, { ...PER_EMAIL, ...perIp }));
  app.addHook('onClose', async () => store.close());
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
