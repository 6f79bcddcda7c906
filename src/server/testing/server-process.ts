/**
 * The one "start the server and wait for /api/health": the compiled production server
 * (dist/server/server.js, built when stale) as a child process on a loopback port, the way
 * `npm start` runs it. The crash, database-loss and startup-race tests kill and restart it,
 * the soak loads it, the bench times its start (readyMs) and samples its memory (rssMb), and
 * the browser journeys run against it (e2e/support/global-setup.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { builtServer } from './built-server';
import { treeResidentMb } from './process-tree';
import { serverNodeArgs, serverRuntimeEnv } from '../../../scripts/server-runtime';

export const ROOT = path.resolve(__dirname, '../../..');
/** How often readiness is polled: often enough that readyMs is accurate to a few milliseconds. */
const POLL_MS = 25;

export type ServerOptions = {
  /** Added to the defaults (production, loopback, API only, no demo catalogue, warnings only); wins over them. */
  env?: Record<string, string>;
  /**
   * Pass this process's whole environment on, for runs that honour the caller's settings (the
   * bench, the journeys). Otherwise only PATH and HOME, so a test's variables never reach the server.
   */
  inheritEnv?: boolean;
  /** The port to listen on; a free one when not given. */
  port?: number;
  /** Where to copy the server's output as it comes (a log file, the terminal); it is kept in memory either way. */
  log?: NodeJS.WritableStream;
};

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far: its latest 4 MB. */
  output(): string;
  /** Resolves when the process has exited and its output is all read. */
  exited: Promise<Exit>;
  /** When the process was spawned (performance.now()). */
  spawnedAt: number;
  /** Milliseconds from spawning to the first healthy answer (NaN until `waitUntilReady` saw it). */
  readyMs: number;
  /** Resident memory now, in MB, with any server processes it started (Linux /proc; NaN once it is gone). */
  rssMb(): number;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILLs after `forceAfterMs` when given. */
  stop(signal?: NodeJS.Signals, forceAfterMs?: number): Promise<Exit>;
};

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });

/** A port nobody listens on at 127.0.0.1: `preferred` or one of the 49 after it, else whichever the system picks. */
export async function freePort(preferred?: number): Promise<number> {
  if (preferred !== undefined) {
    for (let port = preferred; port < preferred + 50; port++) if (await isFree(port)) return port;
    throw new Error(`No free port from ${preferred} to ${preferred + 49}`);
  }
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** How much of the server's latest output `output()` keeps. */
const OUTPUT_KEPT = 4 * 1024 * 1024;

/**
 * SERVER_NODE_ARGS: Node options for the server process that NODE_OPTIONS refuses, such as
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a bench run's server (and its PGlite thread).
 */
const nodeArguments = () => process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

/** Spawns the server; does not wait for it to be ready (see `waitUntilReady`). */
export async function spawnServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const entry = builtServer();
  const port = options.port ?? (await freePort());
  const base = options.inheritEnv ? process.env : { PATH: process.env.PATH, HOME: process.env.HOME };
  // What the runtime settings are chosen from: the caller's environment as the server sees it.
  const given = { ...base, ...options.env };
  // SERVER_NODE_ARGS after the runtime's own: on Node's command line the later option wins.
  const child = spawn(process.execPath, [...serverNodeArgs(given), ...nodeArguments(), entry], {
    cwd: ROOT,
    env: {
      ...base,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CLIENT_DIR: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
      ...serverRuntimeEnv(given),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const spawnedAt = performance.now();
  const kept: string[] = [];
  let keptLength = 0;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      // The tail only: a loaded server logging every request would outgrow any string.
      kept.push(chunk.toString());
      keptLength += kept.at(-1)!.length;
      while (keptLength > OUTPUT_KEPT && kept.length > 1) keptLength -= kept.shift()!.length;
      options.log?.write(chunk);
    });
  }
  // 'close', not 'exit': by then the output is all read, so output() is complete and `log` may be ended.
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => kept.join(''),
    exited,
    readyMs: NaN,
    spawnedAt,
    rssMb: () => (running() ? treeResidentMb(child.pid) : NaN),
    async stop(signal = 'SIGTERM', forceAfterMs) {
      if (running()) child.kill(signal);
      const force = forceAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
      const exit = await exited;
      clearTimeout(force);
      return exit;
    },
  };
}

const lastLines = (text: string, n = 40) => text.trimEnd().split('\n').slice(-n).join('\n');

/** Waits until /api/health answers `{ status: 'ok' }`, failing with the server's last output lines if it exits first or times out. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: Exit | undefined;
  void server.exited.then((e) => (exit = e));
  while (Date.now() < deadline && !exit) {
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.status === 200 && (await res.json()).status === 'ok') {
        server.readyMs = performance.now() - server.spawnedAt;
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const why = exit ? `exited (${JSON.stringify(exit)}) before it was ready` : `was not ready within ${timeoutMs / 1000} s`;
  throw new Error(`The server at ${server.url} ${why}. Its last output:\n${lastLines(server.output())}`);
}

/** Spawns the server and waits until it is ready; a server that never gets there is killed. */
export async function startServer(options: ServerOptions = {}, timeoutMs?: number): Promise<ServerProcess> {
  const server = await spawnServer(options);
  try {
    await waitUntilReady(server, timeoutMs);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}
