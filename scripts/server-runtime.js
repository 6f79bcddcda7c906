/**
 * The environment the server process runs in, the same for `npm start` (scripts/start.mjs) and for the tests
 * and the bench that start it as a child (src/server/testing/server-process.ts).
 *
 * glibc's malloc by default keeps what Node frees: one arena per thread that ever allocated, and a
 * threshold for giving big blocks back to the system that rises after each big free. A PGlite
 * server then stays ~30 MB (idle) to ~150 MB (after load) above what it uses. Two arenas and fixed
 * 128 KB thresholds hand freed memory back; a GLIBC_TUNABLES already in the environment wins.
 */
const MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';

/** The environment variables the server process needs on top of `env`. */
function serverRuntimeEnv(env) {
  return env.GLIBC_TUNABLES ? {} : { GLIBC_TUNABLES: MALLOC_TUNABLES };
}

module.exports = { serverRuntimeEnv };
