/**
 * The environment the server process runs in, the same for `npm start` (scripts/start.mjs) and for the tests
 * and the bench that start it as a child (src/server/testing/server-process.ts).
 *
 * glibc's malloc by default keeps what Node frees: one arena per thread that ever allocated, and a
 * threshold for giving big blocks back to the system that rises after each big free. A PGlite
 * server then stays ~30 MB (idle) to ~150 MB (after load) above what it uses. Two arenas and fixed
 * 128 KB thresholds hand freed memory back; a GLIBC_TUNABLES already in the environment wins.
 * They reach only what is free at a heap's top: the server also calls malloc_trim once a second
 * for the pages freed further down (src/server/malloc-trim.ts, decision 017).
 *
 * V8 lets garbage build up under load before it collects: a PGlite server at 100,000 products,
 * whose live heap is 40–90 MB beside PGlite's 150 MB of WebAssembly memory, grew its heap to
 * about 340 MB in the cache-defeating bench (RSS 518 MB). A PGlite server's old generation is
 * therefore capped at 192 MB (RSS peak 357 MB, catalogue reads within 10% of the throughput). A
 * PostgreSQL server keeps V8's default: its catalogue, and its search index, can be far larger.
 * MAX_HEAP_MB sets the cap either way (`none`: V8's default); a --max-old-space-size already in
 * NODE_OPTIONS wins.
 *
 * A PGlite server's young generation is held to 8 MB semi-spaces (V8's default grows them to 16):
 * with PGlite on a thread of its own (decision 010), idle went from 250 to 228 MB against the 250
 * MB budget, peak under the mix 359 → 350 MB, at 5–20% of the throughput of searches and filters
 * (bench `…-mix-22` against `…-mix-23`). It goes with the old generation's cap (MAX_HEAP_MB=none
 * drops both); a --max-semi-space-size already in NODE_OPTIONS wins.
 */
const MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';
const PGLITE_HEAP_MB = '192';
const PGLITE_SEMI_SPACE_MB = '8';

/** NODE_OPTIONS with the old generation's cap (and on PGlite the young one's) added, or nothing to change. */
function heapCap(env) {
  const wanted = env.MAX_HEAP_MB ?? (env.DATABASE_URL ? 'none' : PGLITE_HEAP_MB);
  if (wanted !== 'none' && !/^[1-9][0-9]*$/.test(wanted)) {
    throw new Error(`MAX_HEAP_MB must be a whole number of megabytes (such as 384) or "none"; it is "${wanted}"`);
  }
  if (wanted === 'none') return {};
  const options = env.NODE_OPTIONS ?? '';
  const added = [];
  if (!/--max-old-space-size/.test(options)) added.push(`--max-old-space-size=${wanted}`);
  if (!env.DATABASE_URL && !/--max-semi-space-size/.test(options)) added.push(`--max-semi-space-size=${PGLITE_SEMI_SPACE_MB}`);
  return added.length > 0 ? { NODE_OPTIONS: [env.NODE_OPTIONS, ...added].filter(Boolean).join(' ') } : {};
}

/** The environment variables the server process needs on top of `env` (to be applied after it). */
function serverRuntimeEnv(env) {
  return { ...(env.GLIBC_TUNABLES ? {} : { GLIBC_TUNABLES: MALLOC_TUNABLES }), ...heapCap(env) };
}

module.exports = { serverRuntimeEnv };
