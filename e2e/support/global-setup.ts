/**
 * Runs once before the journeys: builds the browser app and the server when either is missing
 * or older than its sources (as `npm start` does), then starts the real server on a free port with a
 * fresh temporary DATA_DIR, the demo catalogue and an admin whose password is made up for this
 * run. The address and the admin's credentials reach the tests as environment variables (the
 * workers start after this and inherit them; see env.ts). The returned teardown stops the
 * server and deletes the data directory.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer, waitUntilReady } from '../../src/server/testing/server-process';

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
  const sources = ['src/client', 'src/shared', 'public', 'scripts', 'webpack.config.js', 'package-lock.json'].map((p) =>
    path.join(root, p),
  );
  const stale = !existsSync(built) || sources.some((s) => existsSync(s) && newestMtime(s) > statSync(built).mtimeMs);
  if (!stale) return;
  console.log('[e2e] dist/client is missing or stale: npx webpack --mode production');
  const started = Date.now();
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--output-path', clientDir],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  console.log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function globalSetup() {
  buildClientIfStale();

  const port = await freePort(Number(process.env.E2E_PORT || 8181));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pharmacy-e2e-'));
  const adminPassword = randomBytes(18).toString('base64url');
  const logDir = path.join(root, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'e2e-server.log');
  const log = createWriteStream(logFile);

  const server = await spawnServer({
    inheritEnv: true,
    port,
    log,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD: adminPassword,
      STORE_NAME,
      SEED_DEMO: 'true',
      CLIENT_DIR: clientDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
      // Every journey signs up and signs in from 127.0.0.1; the limits themselves are proven in Jest.
      REGISTER_LIMIT_PER_IP: '1000/10',
      LOGIN_LIMIT_PER_IP: '1000/10',
    },
  });

  const teardown = async () => {
    await server.stop('SIGTERM', 10_000);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(server, 90_000);
  } catch (error) {
    await teardown();
    throw new Error(`[e2e] ${(error as Error).message}\n(server log: ${path.relative(root, logFile)})`);
  }
  console.log(`[e2e] ${STORE_NAME} is up at ${server.url} (DATA_DIR ${dataDir}; server log ${path.relative(root, logFile)})`);

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_ADMIN_EMAIL = ADMIN_EMAIL;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  process.env.E2E_STORE_NAME = STORE_NAME;
  return teardown;
}
