#!/usr/bin/env node
/**
 * `npm start`: builds the browser app and the server when dist/client or dist/server is
 * missing or older than its sources, then runs the compiled server (one process: the API
 * and the app).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServerIfStale, serverEntry } from './build-server.mjs';
import runtime from './server-runtime.js';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const sources = ['src/client', 'src/shared', 'public', 'scripts', 'webpack.config.js', 'package-lock.json'].map((p) => path.join(root, p));
const stale = !existsSync(built) || sources.some((s) => existsSync(s) && newestMtime(s) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the browser app (first start or sources changed)...');
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
}

await buildServerIfStale();

const server = spawn(process.execPath, [...runtime.serverNodeArgs(process.env), serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, ...runtime.serverRuntimeEnv(process.env) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
