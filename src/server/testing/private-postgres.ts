/**
 * A PostgreSQL cluster of a test's own (initdb in a temporary folder, a free loopback port,
 * trust authentication) that the test may stop and start again, as a database restart or
 * failover would, without touching the shared server other tests use. PostgreSQL refuses to
 * run as root, so under root (as in CI) its programs run as the `postgres` OS user.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const INSTALLS = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL installed the Debian way, if any. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(INSTALLS)) return undefined;
  const versions = readdirSync(INSTALLS)
    .filter((v) => existsSync(path.join(INSTALLS, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(INSTALLS, versions[0], 'bin') : undefined;
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** The URL of another database on this cluster. */
  urlOf(database: string): string;
  /** Stops the cluster: `fast` ends every session cleanly, `immediate` as a crash would. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
};

/** Who runs the cluster: the `postgres` user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function run(bin: string, program: string, args: string[], user: ReturnType<typeof runAs>): Promise<string> {
  return new Promise((resolve, reject) => {
    // pg_ctl's server keeps the pipes open unless its output goes to a log file (-l), as it does.
    const child = spawn(path.join(bin, program), args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${program} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** Creates and starts a private cluster; the caller must `destroy()` it. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL programs under ${INSTALLS}`);
  const user = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'pharmacy-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], user);
  // No fsync: only the machine crashing would lose data, and this cluster does not outlive a test.
  // Commits stay synchronous, so a stop in `immediate` mode (a crash) keeps what was acknowledged.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => run(bin, 'pg_ctl', ['-D', data, '-w', '-t', '30', ...args], user);
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop(mode = 'fast') {
      await pgCtl('stop', '-m', mode);
      running = false;
    },
    async start() {
      await pgCtl('start', '-o', options, '-l', path.join(dir, 'server.log'));
      running = true;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
