/**
 * Runs once before the journeys: builds the browser app and the server when either is missing
 * or older than its sources (as `npm start` does), then starts the real server on a free port with a
 * fresh temporary DATA_DIR, the demo catalogue and an admin whose password is made up for this
 * run. The address and the admin's credentials reach the tests as environment variables (the
 * workers start after this and inherit them; see env.ts). The returned teardown stops the
 * server and deletes the data directory.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtServer } from '../../src/server/testing/built-server';

const root = path.resolve(__dirname, '../..');
/** The built app the server serves; E2E_CLIENT_DIR points at another build (e.g. one nobody else rebuilds mid-run). */
const clientDir = path.resolve(root, process.env.E2E_CLIENT_DIR || 'dist/client');
const STORE_NAME = 'E2E Pharmacy';
const ADMIN_EMAIL = 'admin@e2e.local';

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

function buildClientIfStale() {
  const built = path.join(clientDir, 'index.html');
  if (process.env.E2E_SKIP_BUILD && existsSync(built)) return; // a build made elsewhere, used as it is
  const sources = ['src/client', 'src/shared', 'public', 'webpack.config.js', 'package-lock.json'].map((p) => path.join(root, p));
  const stale = !existsSync(built) || sources.some((s) => existsSync(s) && newestMtime(s) > statSync(built).mtimeMs);
  if (!stale) return;
  console.log('[e2e] dist/client is missing or stale: npx webpack --mode production');
  const started = Date.now();
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--output-path', clientDir], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Resolves when `port` can be bound on 127.0.0.1 (nobody listens there). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`[e2e] no free port from ${preferred} to ${preferred + 49}`);
}

async function waitForHealth(baseURL: string, server: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok && (await res.json()).status === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '(no log)';
  throw new Error(
    `[e2e] the server did not become healthy at ${baseURL}/api/health ` +
      `(${server.exitCode !== null ? `exited with ${server.exitCode}` : 'timed out'}). Last log lines:\n${log}`,
  );
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function globalSetup() {
  buildClientIfStale();

  const port = await freePort(Number(process.env.E2E_PORT || 8181));
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pharmacy-e2e-'));
  const adminPassword = randomBytes(18).toString('base64url');
  const logDir = path.join(root, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'e2e-server.log');
  const log = createWriteStream(logFile);

  const server = spawn(process.execPath, [builtServer()], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD: adminPassword,
      STORE_NAME,
      SEED_DEMO: 'true',
      CLIENT_DIR: clientDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);

  const teardown = async () => {
    await stop(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, server, logFile, 90_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(`[e2e] ${STORE_NAME} is up at ${baseURL} (DATA_DIR ${dataDir}; server log ${path.relative(root, logFile)})`);

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_ADMIN_EMAIL = ADMIN_EMAIL;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  process.env.E2E_STORE_NAME = STORE_NAME;
  return teardown;
}
