#!/usr/bin/env node
/**
 * `npm run build:server`: compiles the server ahead of time into one CommonJS file,
 * dist/server/server.js, with the contract (generated/openapi.json) embedded. A start then parses one
 * file, instead of having tsx transpile and resolve hundreds of TypeScript and package
 * modules one by one (most of the old 7.5 s restart on a loaded machine).
 *
 * Packages that find their own files next to their code at run time stay outside the bundle:
 * PGlite (its WebAssembly and file-system image), sharp and argon2 (native binaries). So do
 * the PostgreSQL and Redis clients, which a PGlite shop never loads: no start parses them, and
 * pdfkit and fontkit, which read their own data files and load only when the first invoice is asked for.
 * @fastify/swagger-ui, which serves Swagger UI's files from beside its own code.
 *
 * Run directly, it builds when the build is missing or older than its sources, or always with
 * --force. `npm start`, the bench and the tests that start the server run it the same way.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'dist/server/server.js');
/** PGlite's thread (src/server/db/pglite-thread.ts), plain JavaScript, copied as it is next to server.js. */
const PGLITE_WORKER = ['src/server/db/pglite-worker.mjs', 'src/server/db/pglite-file-sizes.mjs'];
const SOURCES = ['src/server', 'src/shared', 'openapi.yaml', 'package-lock.json', 'scripts/build-server.mjs'];
const EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pg',
  'pg-native',
  'ioredis',
  'pdfkit',
  'fontkit',
  'dejavu-fonts-ttf',
  '@fastify/swagger-ui',
];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** Whether dist/server/server.js is missing or older than anything it is built from. */
export function serverBuildIsStale() {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return SOURCES.map((p) => path.join(root, p)).some((s) => existsSync(s) && newestMtime(s) > built);
}

/**
 * V8 keeps a script's whole source text for as long as its functions live, one byte a character
 * only while every character is Latin-1: a single "→" in a comment makes it two, some 4 MB more
 * of the server's resident memory. esbuild escapes other characters in strings, regular
 * expressions and names (charset ascii) but copies comments as they are, so each UTF-16 unit
 * past U+00FF left in server.js is in a comment and becomes "?", one for one, which keeps the
 * source map's columns right.
 */
function oneByteSource(file) {
  if (!file.path.endsWith('.js')) return file;
  const text = file.text.replace(/[\u0100-\uffff]/g, '?');
  return { path: file.path, contents: Buffer.from(text, 'utf8') };
}

/** Compiles the server; the files are renamed into place, so a concurrent start never reads half a build. */
export async function buildServer() {
  const started = new Date();
  const { build, stop } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'src/server/server.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: EXTERNAL,
    sourcemap: 'linked',
    legalComments: 'none',
    charset: 'ascii', // the default, which oneByteSource relies on
    logLevel: 'warning',
    write: false,
  });
  await stop(); // esbuild's helper process would otherwise live as long as `npm start`
  mkdirSync(path.dirname(serverEntry), { recursive: true });
  // The worker and the map first: once server.js is in place the build counts as fresh. Its time is when the
  // build began, so a source saved during the build still makes the next start rebuild.
  const built = [...result.outputFiles]
    .map(oneByteSource)
    .sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')));
  const worker = PGLITE_WORKER.map((file) => ({
    path: path.join(path.dirname(serverEntry), path.basename(file)),
    contents: readFileSync(path.join(root, file)),
  }));
  for (const file of [...worker, ...built]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    utimesSync(temporary, started, started);
    renameSync(temporary, file.path);
  }
}

/** Builds when stale; returns whether it built. */
export async function buildServerIfStale({ quiet = false } = {}) {
  if (!serverBuildIsStale()) return false;
  if (!quiet) console.log('Building the server (first start or sources changed)...');
  await buildServer();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const force = process.argv.includes('--force');
  const started = performance.now();
  const built = force ? (await buildServer(), true) : await buildServerIfStale({ quiet: true });
  const where = path.relative(root, serverEntry);
  console.log(built ? `Built ${where} in ${Math.round(performance.now() - started)} ms.` : `${where} is up to date.`);
}
