/** Types of pglite-file-sizes.mjs, plain JavaScript for PGlite's thread. */
export function rememberFileSizes(fs: typeof import('node:fs')): void;
