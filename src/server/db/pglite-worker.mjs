/**
 * The embedded database's own thread: PGlite, and nothing else, runs here (pglite-thread.ts
 * starts it). PostgreSQL's work is synchronous WebAssembly; on the server's main thread it held
 * up every other request for as long as a statement ran (a fifth to three fifths of the main
 * thread's time under the cache-defeating bench). Here it runs beside the main thread, which
 * meanwhile routes, reads the answers and writes JSON.
 *
 * Plain JavaScript, so that the same file runs under the compiled server, Jest and tsx alike;
 * the build copies it next to dist/server/server.js.
 *
 * Started with `{ dataDir, startParams, template }` (a database in memory without `dataDir`, from
 * `template`'s bytes, a data directory dumped by PGlite, when given).
 *
 * Messages in: `{ exchange: Uint8Array, syncToFs: boolean }`, answered in order with
 * `{ reply: Uint8Array }` (the backend's bytes, transferred, read by pglite-reply.ts) or
 * `{ failure: string }`; `{ close: true }` closes the database and answers `{ closed: true }`.
 * First of all it posts `{ ready: { arrayTypes } }` (each element type's array type, for the
 * parsers) or `{ failure }` if the database did not open.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { rememberFileSizes } from './pglite-file-sizes.mjs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The reply buffer's size to start with, and the most it stays between exchanges. */
const FIRST_BYTES = 64 * 1024;
const KEPT_BYTES = 1 << 20;

let bytes = new Uint8Array(FIRST_BYTES);
let length = 0;

/** PGlite hands over views of its WebAssembly memory, valid only during the call: each is copied at once. */
function append(chunk) {
  const needed = length + chunk.length;
  if (needed > bytes.length) {
    const grown = new Uint8Array(Math.max(needed, bytes.length * 2));
    grown.set(bytes.subarray(0, length));
    bytes = grown;
  }
  bytes.set(chunk, length);
  length = needed;
}

/** What was collected, as a buffer of its own to transfer; the collecting buffer is kept for the next exchange. */
function collected() {
  const reply = bytes.slice(0, length);
  length = 0;
  if (bytes.length > KEPT_BYTES) bytes = new Uint8Array(FIRST_BYTES);
  return reply;
}

rememberFileSizes(fs);

const { dataDir, startParams, template } = workerData;
const options = { extensions: { pg_trgm }, startParams };
// In memory, from a dump of a database just made (`template`, tests: pglite-template.ts), PGlite
// unpacks it where it would otherwise run initdb (on a slow machine 0.6 s to open against 3.1).
const client = dataDir ? new PGlite(dataDir, options) : new PGlite({ ...options, ...(template && { loadDataDir: new Blob([template]) }) });

/** Element type → its array type, as PGlite asks for them to parse arrays. */
async function arrayTypes() {
  const { rows } = await client.query(`select b.oid, b.typarray from pg_catalog.pg_type a
    left join pg_catalog.pg_type b on b.oid = a.typelem where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`);
  return rows.map((row) => [row.oid, row.typarray]);
}

/** One exchange at a time, in the order they came: the backend is one session. */
let queue = Promise.resolve();

async function answer(message) {
  if (message.close) {
    if (!client.closed) await client.close();
    parentPort.postMessage({ closed: true });
    parentPort.close();
    return;
  }
  try {
    length = 0;
    await client.execProtocolRawStream(message.exchange, { syncToFs: message.syncToFs, onRawData: append });
    const reply = collected();
    parentPort.postMessage({ reply }, [reply.buffer]);
  } catch (error) {
    length = 0;
    parentPort.postMessage({ failure: error instanceof Error ? error.message : String(error) });
  }
}

try {
  await client.waitReady;
  parentPort.on('message', (message) => (queue = queue.then(() => answer(message))));
  parentPort.postMessage({ ready: { arrayTypes: await arrayTypes() } });
} catch (error) {
  parentPort.postMessage({ failure: error instanceof Error ? error.message : String(error) });
}
