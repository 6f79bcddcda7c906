/**
 * The environment and Node options the server process runs with, the same for `npm start`
 * (scripts/start.mjs) and for the tests and the bench that start it as a child
 * (src/server/testing/server-process.ts).
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
 * With the cap V8 grows the old generation's limit by its smallest factor, and starts a major
 * collection once what is left below the limit is about the young generation's size: under
 * searches a PGlite server ran one every 110 ms. So a capped PGlite server's young generation is
 * held to 4 MB semi-spaces (V8's default grows them to 16; 8 until 2026-11-29) and V8 may grow the
 * old generation to twice what a collection leaves (`--heap-growing-percent=100`, a flag
 * NODE_OPTIONS refuses, so it goes on the command line): decision 021. Both go with the old
 * generation's cap (MAX_HEAP_MB=none drops them); a --max-semi-space-size already in NODE_OPTIONS
 * wins.
 */
const MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';
const PGLITE_HEAP_MB = '192';
const PGLITE_SEMI_SPACE_MB = '4';
const PGLITE_HEAP_GROWING_PERCENT = '100';

/** The old generation's cap in MB, or 'none'; an error for anything else. */
function heapCapOf(env) {
  const wanted = env.MAX_HEAP_MB ?? (env.DATABASE_URL ? 'none' : PGLITE_HEAP_MB);
  if (wanted !== 'none' && !/^[1-9][0-9]*$/.test(wanted)) {
    throw new Error(`MAX_HEAP_MB must be a whole number of megabytes (such as 384) or "none"; it is "${wanted}"`);
  }
  return wanted;
}

/** Whether the server's young generation and heap growing are PGlite's (its heap is capped). */
const pgliteHeap = (env) => !env.DATABASE_URL && heapCapOf(env) !== 'none';

/** NODE_OPTIONS with the old generation's cap (and on PGlite the young one's) added, or nothing to change. */
function heapCap(env) {
  const wanted = heapCapOf(env);
  if (wanted === 'none') return {};
  const options = env.NODE_OPTIONS ?? '';
  const added = [];
  if (!/--max-old-space-size/.test(options)) added.push(`--max-old-space-size=${wanted}`);
  if (pgliteHeap(env) && !/--max-semi-space-size/.test(options)) added.push(`--max-semi-space-size=${PGLITE_SEMI_SPACE_MB}`);
  return added.length > 0 ? { NODE_OPTIONS: [env.NODE_OPTIONS, ...added].filter(Boolean).join(' ') } : {};
}

/** The environment variables the server process needs on top of `env` (to be applied after it). */
function serverRuntimeEnv(env) {
  return { ...(env.GLIBC_TUNABLES ? {} : { GLIBC_TUNABLES: MALLOC_TUNABLES }), ...heapCap(env) };
}

/** Node's options for the server process's command line, before its entry: the V8 flags NODE_OPTIONS refuses. */
function serverNodeArgs(env) {
  return pgliteHeap(env) ? [`--heap-growing-percent=${PGLITE_HEAP_GROWING_PERCENT}`] : [];
}

module.exports = { serverNodeArgs, serverRuntimeEnv };
