/**
 * The server process runs with glibc malloc settings that hand freed memory back
 * (scripts/server-runtime.js), unless whoever starts it names settings of their own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverRuntimeEnv } from '../../../scripts/server-runtime';
import { startServer } from './server-process';

const TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';

jest.setTimeout(60_000);

/** The environment the running process was started with, from /proc. */
function environmentOf(pid: number): Map<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return new Map(entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
}

const onLinux = process.platform === 'linux' ? it : it.skip;

describe('the server process environment', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    dirs.push(mkdtempSync(path.join(tmpdir(), 'runtime-')));
    return dirs.at(-1)!;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('names two malloc arenas and fixed trim and mmap thresholds, unless the environment has its own', () => {
    expect(serverRuntimeEnv({})).toEqual({ GLIBC_TUNABLES: TUNABLES });
    expect(serverRuntimeEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' })).toEqual({});
  });

  onLinux('reaches the running server', async () => {
    const server = await startServer({ env: { DATA_DIR: dataDir() } });
    try {
      // glibc ends the variable's text after the first setting as it reads them, so /proc shows that one.
      const seen = environmentOf(server.child.pid!).get('GLIBC_TUNABLES') ?? '';
      expect(seen).toMatch(/^glibc\.malloc\.arena_max=2/);
      expect(TUNABLES.startsWith(seen)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  onLinux("keeps the caller's own GLIBC_TUNABLES", async () => {
    const server = await startServer({ env: { DATA_DIR: dataDir(), GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' } });
    try {
      expect(environmentOf(server.child.pid!).get('GLIBC_TUNABLES')).toBe('glibc.malloc.arena_max=4');
    } finally {
      await server.stop();
    }
  });
});
