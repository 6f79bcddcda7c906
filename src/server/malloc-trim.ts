/**
 * Hands the memory glibc's malloc keeps after frees back to the system, every MALLOC_TRIM_MS
 * (a second by default). Node's Buffers, PGlite's replies and V8's own bookkeeping are
 * malloc'd; freed in the middle of malloc's heap, their pages stay the process's: glibc gives
 * back only what is free at the heap's top (scripts/server-runtime.js sets how soon), and only
 * malloc_trim looks further down. Under the cache-defeating bench a PGlite server at 100,000
 * products held 52 MB free in its main arena and 15 MB in the other, most of its RSS above
 * idle; one malloc_trim(0) took RSS from 385 to 318 MB, and trimming once a second brought the
 * mix's peak from 381–402 MB to 337 (docs/decisions/017-malloc-trim.md). A trim takes about 2 ms
 * of the main thread with the heaps that large, well under a millisecond when idle.
 *
 * malloc_trim is a C function: native/malloc-trim is an addon of our own, built at `npm install`
 * (scripts/build-native.mjs). Where it could not be built (no compiler, not Linux) or malloc is
 * not glibc's, the server runs as before and logs so once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

type Addon = { trim(): boolean };

/** The built addon, from the repository's root: src/server and dist/server are both two levels down. */
export const ADDON_FILE = path.resolve(__dirname, '../../native/malloc-trim/build/Release/malloc_trim.node');

/** The addon, or why there is none. */
export function loadAddon(file = ADDON_FILE): Addon | string {
  if (!existsSync(file)) return `${file} was not built (scripts/build-native.mjs)`;
  const module = { exports: {} as Partial<Addon> };
  try {
    process.dlopen(module, file);
  } catch (error) {
    return `${file} did not load: ${error instanceof Error ? error.message : String(error)}`;
  }
  return typeof module.exports.trim === 'function' ? (module.exports as Addon) : `${file} has no trim()`;
}

/**
 * Trims every `everyMs` (0: never) until the returned function is called; the timer keeps no
 * process alive. Without the addon it says why, once: a warning on Linux, where install should
 * have built it, and a note elsewhere, where there is nothing to build.
 */
export function startMallocTrim(
  everyMs: number,
  log: { warn(message: string): void; info(message: string): void },
  file = ADDON_FILE,
): () => void {
  if (everyMs === 0) return () => {};
  const addon = loadAddon(file);
  if (typeof addon === 'string') {
    const message = `freed memory is not handed back to the system between requests: ${addon}`;
    if (process.platform === 'linux') log.warn(message);
    else log.info(message);
    return () => {};
  }
  const timer = setInterval(() => addon.trim(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
