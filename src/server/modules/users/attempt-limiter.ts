/**
 * Counts failed sign-in and reset attempts in memory, so the secret answer (a birth year: about
 * a hundred likely values) and passwords cannot be guessed at full speed. Per process: several
 * server processes each keep their own count, which still caps guessing at a few per minute.
 */
import { HttpError } from '../../http-error';

type Window = { failures: number; startedAt: number };

const MAX_KEYS = 10_000;

export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when `key` has used up its failures in the current window. */
  check(key: string): void {
    const window = this.current(key);
    if (window && window.failures >= this.maxFailures) {
      const minutes = Math.ceil((window.startedAt + this.windowMs - this.now()) / 60_000);
      throw new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  fail(key: string): void {
    const window = this.current(key) ?? { failures: 0, startedAt: this.now() };
    window.failures += 1;
    this.windows.delete(key); // re-insert so the Map's order stays oldest-first for pruning
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
  }

  succeed(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.startedAt >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}
