/**
 * The production server as a child process on loopback, the way `npm start` runs it (API
 * only: the bench loads the API, Lighthouse builds and serves the app itself). Measures how
 * long a start takes until /api/health answers, and samples the process's resident memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtServer } from '../src/server/testing/built-server';

const ROOT = path.resolve(__dirname, '..');

export type ServerProcess = {
  url: string;
  /** Milliseconds from spawning the process to its first healthy answer. */
  readyMs: number;
  /** Resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  stop(): Promise<void>;
};

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s`);
}

/** Starts the server with `env` added to the environment, and waits until it is ready. */
export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const entry = builtServer();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false', CLIENT_DIR: '', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    readyMs: performance.now() - started,
    rssMb() {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return match ? Number(match[1]) / 1024 : NaN;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
