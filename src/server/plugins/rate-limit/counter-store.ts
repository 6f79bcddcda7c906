/**
 * Counters for rate limits: how many times a key was hit in a fixed window that starts at its
 * first hit. In memory for one process, or in Redis so every server process behind a load
 * balancer shares one count (otherwise N processes would each allow the limit). A Redis
 * outage must not take sign-in down, so the Redis store falls back to memory and says so once;
 * a Redis that hangs counts as an outage (each call has a short timeout, see rate-limit.ts),
 * and for a few seconds after a failure memory is used without asking Redis again.
 */
import type Redis from 'ioredis';

export type Count = { count: number; resetInMs: number };

export interface CounterStore {
  /** Adds one hit to `key`, starting a window of `windowMs` on the first hit. */
  increment(key: string, windowMs: number): Promise<Count>;
  /** Takes one hit back from `key` (never below zero; a key that is gone stays gone). */
  decrement(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

type Entry = { count: number; expiresAt: number };

/** One process's counters: a bounded Map whose entries expire with their window. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  async increment(key: string, windowMs: number): Promise<Count> {
    const entry = this.live(key) ?? { count: 0, expiresAt: this.now() + windowMs };
    entry.count += 1;
    this.entries.delete(key); // re-insert so the Map stays ordered oldest-touched first
    this.entries.set(key, entry);
    if (this.entries.size > this.maxKeys) this.prune();
    return { count: entry.count, resetInMs: entry.expiresAt - this.now() };
  }

  async decrement(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired entries, then the oldest-touched ones, so a flood of keys cannot grow memory. */
  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) break;
      this.entries.delete(key);
    }
  }
}

/** DECR only a key that exists and is above zero, so a late give-back never makes a key without an expiry. */
const DECREMENT_SCRIPT =
  "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then return redis.call('DECR', KEYS[1]) end return 0";

/** How long memory is used, without asking Redis, after a Redis call failed or timed out. */
const RETRY_REDIS_AFTER_MS = 5000;

/**
 * Counters in Redis: INCR and PEXPIRE NX in one MULTI, so a key can never be left without
 * an expiry. Keys carry `prefix`, so several shops (or test runs) can share one Redis.
 */
export class RedisCounterStore implements CounterStore {
  private readonly memory = new MemoryCounterStore();
  private degraded = false;
  private skipRedisUntil = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly warn: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<Count> {
    return this.attempt(
      async () => {
        const results = await this.redis
          .multi()
          .incr(this.prefix + key)
          .pexpire(this.prefix + key, windowMs, 'NX')
          .pttl(this.prefix + key)
          .exec();
        const failed = results?.find(([error]) => error);
        if (!results || failed) throw failed?.[0] ?? new Error('MULTI was aborted');
        return { count: Number(results[0][1]), resetInMs: Math.max(0, Number(results[2][1])) };
      },
      () => this.memory.increment(key, windowMs),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.attempt(
      async () => void (await this.redis.eval(DECREMENT_SCRIPT, 1, this.prefix + key)),
      () => this.memory.decrement(key),
    );
  }

  async clear(key: string): Promise<void> {
    await this.attempt(
      async () => void (await this.redis.del(this.prefix + key)),
      () => this.memory.clear(key),
    );
  }

  /** Connects once at start; when Redis is down the store starts in memory and keeps retrying. */
  async connect(): Promise<void> {
    try {
      await this.redis.connect();
    } catch {
      this.degraded = true;
      this.warn('Redis is unreachable: rate limits are counted in this process only until it returns');
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    await this.memory.close();
  }

  /**
   * Runs against Redis; on failure (or a timeout) uses this process's memory, logging once per
   * outage, and keeps to memory for a few seconds so that a hanging Redis costs one timeout,
   * not one per request.
   */
  private async attempt<T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> {
    if (this.redis.status === 'ready' && this.now() >= this.skipRedisUntil) {
      try {
        const result = await viaRedis();
        if (this.degraded) {
          this.degraded = false;
          this.warn('Redis is reachable again: rate limits are shared again');
        }
        return result;
      } catch {
        this.skipRedisUntil = this.now() + RETRY_REDIS_AFTER_MS;
      }
    }
    if (!this.degraded) {
      this.degraded = true;
      this.warn('Redis is unreachable: rate limits are counted in this process only until it returns');
    }
    return viaMemory();
  }
}
