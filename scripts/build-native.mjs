#!/usr/bin/env node
/**
 * `npm install` (postinstall), or `node scripts/build-native.mjs` again by hand: builds the
 * server's one native addon, native/malloc-trim (src/server/malloc-trim.ts says why), with the
 * node-gyp npm brings. It needs Linux, Python, make and a C compiler; where any is missing the
 * install goes on and says so, and the server runs without it (RSS under load is then some
 * 50 MB higher on a PGlite shop; nothing else changes). `npm ci --ignore-scripts` skips it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const addonDir = path.join(root, 'native/malloc-trim');

/** npm names its node-gyp to the scripts it runs; by hand, the copy inside npm beside this Node. */
function nodeGyp() {
  const candidates = [
    process.env.npm_config_node_gyp,
    path.join(path.dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js'),
  ];
  return candidates.find((file) => file && existsSync(file));
}

function skip(reason) {
  console.log(`native/malloc-trim not built: ${reason}. The server runs without it (see README, MALLOC_TRIM_MS).`);
  process.exit(0);
}

if (process.platform !== 'linux') skip(`malloc_trim is glibc's, and this is ${process.platform}`);
const gyp = nodeGyp();
if (!gyp) skip('node-gyp was not found (it comes with npm)');
const built = spawnSync(process.execPath, [gyp, 'rebuild'], { cwd: addonDir, encoding: 'utf8' });
if (built.status !== 0) {
  const output = `${built.stdout ?? ''}${built.stderr ?? ''}`.trim().split('\n').slice(-8).join('\n');
  skip(`node-gyp rebuild failed${built.error ? ` (${built.error.message})` : ''}:\n${output}\n`);
}
console.log('native/malloc-trim built');
