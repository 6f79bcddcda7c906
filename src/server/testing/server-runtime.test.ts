/**
 * The server process runs with glibc malloc settings that hand freed memory back and, on
 * PGlite, a cap on V8's old generation with its young generation and heap growing to match
 * (scripts/server-runtime.js), unless whoever starts it names settings of their own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeArgs, serverRuntimeEnv } from '../../../scripts/server-runtime';
import { startServer } from './server-process';

const TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';

jest.setTimeout(60_000);

/** The command line the running process was started with, from /proc. */
const commandLineOf = (pid: number): string[] => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

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
    expect(serverRuntimeEnv({ MAX_HEAP_MB: 'none' })).toEqual({ GLIBC_TUNABLES: TUNABLES });
    expect(serverRuntimeEnv({ MAX_HEAP_MB: 'none', GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' })).toEqual({});
  });

  it("caps a PGlite server's old generation at 192 MB and its semi-spaces at 4, a PostgreSQL server's not, and MAX_HEAP_MB either", () => {
    const heap = (env: Record<string, string>) => serverRuntimeEnv({ GLIBC_TUNABLES: 'x', ...env }).NODE_OPTIONS;
    expect(heap({})).toBe('--max-old-space-size=192 --max-semi-space-size=4');
    expect(heap({ MAX_HEAP_MB: '384' })).toBe('--max-old-space-size=384 --max-semi-space-size=4');
    expect(heap({ DATABASE_URL: 'postgres://db/shop' })).toBeUndefined();
    expect(heap({ DATABASE_URL: 'postgres://db/shop', MAX_HEAP_MB: '1024' })).toBe('--max-old-space-size=1024');
    expect(heap({ MAX_HEAP_MB: 'none' })).toBeUndefined();
    // Added to the caller's options; a cap of their own wins.
    expect(heap({ NODE_OPTIONS: '--enable-source-maps' })).toBe('--enable-source-maps --max-old-space-size=192 --max-semi-space-size=4');
    expect(heap({ NODE_OPTIONS: '--max-old-space-size=300' })).toBe('--max-old-space-size=300 --max-semi-space-size=4');
    expect(heap({ NODE_OPTIONS: '--max-semi-space-size=16' })).toBe('--max-semi-space-size=16 --max-old-space-size=192');
    expect(heap({ NODE_OPTIONS: '--max-old-space-size=300 --max-semi-space-size=16' })).toBeUndefined();
    for (const wrong of ['', '0', '12.5', '256MB', '-1']) {
      expect(() => heap({ MAX_HEAP_MB: wrong })).toThrow(
        `MAX_HEAP_MB must be a whole number of megabytes (such as 384) or "none"; it is "${wrong}"`,
      );
    }
  });

  it("lets a capped PGlite server's old generation grow to twice what a collection leaves, on the command line", () => {
    expect(serverNodeArgs({})).toEqual(['--heap-growing-percent=100']);
    expect(serverNodeArgs({ MAX_HEAP_MB: '384' })).toEqual(['--heap-growing-percent=100']);
    expect(serverNodeArgs({ MAX_HEAP_MB: 'none' })).toEqual([]);
    expect(serverNodeArgs({ DATABASE_URL: 'postgres://db/shop' })).toEqual([]);
    expect(serverNodeArgs({ DATABASE_URL: 'postgres://db/shop', MAX_HEAP_MB: '1024' })).toEqual([]);
    expect(() => serverNodeArgs({ MAX_HEAP_MB: '256MB' })).toThrow('MAX_HEAP_MB must be a whole number');
  });

  onLinux('starts a PGlite server with its heap capped', async () => {
    const server = await startServer({ env: { DATA_DIR: dataDir() } });
    try {
      expect(commandLineOf(server.child.pid!)).toContain('--heap-growing-percent=100');
      expect(environmentOf(server.child.pid!).get('NODE_OPTIONS')).toBe('--max-old-space-size=192 --max-semi-space-size=4');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
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
