/**
 * A database PGlite has just made, dumped, for tests' in-memory databases to start from: PGlite
 * unpacks it where it would otherwise run initdb (on a slow 2-core machine 0.6 s to open one
 * against 3.1, and the Jest suite opens one for nearly every test file). Jest's global setup
 * makes it once a run (pglite-template-setup.ts) and names its file in PGLITE_TEMPLATE; a test
 * run without it makes each database anew.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

let template: Uint8Array<ArrayBuffer> | undefined;

/** The dump's bytes, read once a test file; undefined when this run has none. */
export function freshDatabaseTemplate(): Uint8Array<ArrayBuffer> | undefined {
  const file = process.env.PGLITE_TEMPLATE;
  if (file) template ??= readFileSync(file);
  return template;
}

/** Dumps a database PGlite has just made to a file of this process's and names it in PGLITE_TEMPLATE. */
export async function makeFreshDatabaseTemplate(): Promise<void> {
  const file = path.join(os.tmpdir(), `pharmacy-pglite-template-${process.pid}.tar`);
  const db = await PGlite.create();
  try {
    const dump = await db.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  // Jest starts its workers after its global setup, with this process's environment.
  process.env.PGLITE_TEMPLATE = file;
}

export function removeFreshDatabaseTemplate(): void {
  if (process.env.PGLITE_TEMPLATE) rmSync(process.env.PGLITE_TEMPLATE, { force: true });
}
