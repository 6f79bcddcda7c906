/**
 * Rate limits for the account operations a stranger can call without a token: sign-in,
 * registration and password reset, each per client address and per e-mail. Counters live in
 * Redis when REDIS_URL is set (shared by every server process), otherwise in memory.
 * Decorates the instance with `limits`; the account handlers call it after validation, so
 * only requests that would reach a password hash are counted. The Redis client is loaded only
 * when it is used.
 *
 * A guess reserves its place in the count before its slow comparison (`reserve`), never after:
 * a check-then-count would let 100 guesses sent together all be compared.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RATE_LIMITS, type Rate, type RateLimits } from '../../config';
import { HttpError } from '../../http-error';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './counter-store';

const MINUTE = 60_000;
/** A healthy Redis on the same network answers in about a millisecond. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

/** Fixed by the security rules; configuration may only loosen the per-address ones. */
const PER_EMAIL = {
  /** Passwords tried per e-mail and not yet proven right: slows guessing one account's password from many addresses. */
  loginGuesses: { max: 10, windowMs: 15 * MINUTE },
  /** Registrations per e-mail, whatever the outcome. */
  register: { max: 5, windowMs: 60 * MINUTE },
  /** Secret answers compared per e-mail and not proven right: a birth year has only about a hundred likely values. */
  resetGuesses: { max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Rate>;

export type RuleName = keyof typeof PER_EMAIL | keyof RateLimits;

export type Limits = {
  /**
   * Counts an attempt and refuses it with 429 once `rule` is used up for `key`. The count is
   * taken atomically before the attempt's work, so attempts arriving together cannot all pass.
   */
  reserve(rule: RuleName, key: string): Promise<void>;
  /** Gives back one reserved attempt whose outcome should not count (the work never happened). */
  release(rule: RuleName, key: string): Promise<void>;
  /** Forgets every attempt, e.g. after a successful sign-in. */
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
const keyOf = (rule: RuleName, key: string) =>
  `rl:${rule}:${createHash('sha256').update(key.toLowerCase()).digest('base64url').slice(0, 27)}`;

export function makeLimits(store: CounterStore, rules: Record<RuleName, Rate>): Limits {
  return {
    async reserve(rule, key) {
      const { count, resetInMs } = await store.increment(keyOf(rule, key), rules[rule].windowMs);
      if (count > rules[rule].max) throw tooManyAttempts(resetInMs);
    },
    async release(rule, key) {
      await store.decrement(keyOf(rule, key));
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
  // No offline queue, one retry and a short command timeout: a request must not wait on a
  // Redis that is down, nor on one that hangs (a frozen Redis keeps its socket, so it stays "ready").
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    lazyConnect: true,
  });
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
