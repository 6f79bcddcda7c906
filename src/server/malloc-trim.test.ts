/**
 * The native trim (malloc-trim.ts): built at install on Linux, it hands back memory malloc keeps
 * after frees, and the running server loads it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADDON_FILE, loadAddon, startMallocTrim } from './malloc-trim';
import { startServer } from './testing/server-process';

jest.setTimeout(60_000);

const onLinux = process.platform === 'linux' ? it : it.skip;

/**
 * In a process of its own: 64 MB malloc'd in 1 KB Buffers, fifteen in sixteen freed (the rest
 * holding the heap's pages in place, as long-lived buffers do), RSS before and after one trim.
 */
const FRAGMENTED_HEAP = `
const addon = { exports: {} };
process.dlopen(addon, process.argv[1]);
let buffers = Array.from({ length: 65536 }, () => Buffer.allocUnsafeSlow(1024).fill(1));
buffers = buffers.filter((_, i) => i % 16 === 0);
global.gc();
global.gc();
setTimeout(() => {
  const before = process.memoryUsage.rss();
  const released = addon.exports.trim();
  const after = process.memoryUsage.rss();
  console.log(JSON.stringify({ released, before, after, kept: buffers.length }));
}, 200);
`;

describe('malloc trim', () => {
  onLinux('is built by npm install, and hands freed malloc memory back to the system', () => {
    expect(typeof loadAddon()).toBe('object');
    const out = execFileSync(process.execPath, ['--expose-gc', '-e', FRAGMENTED_HEAP, ADDON_FILE], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    const { released, before, after } = JSON.parse(out) as { released: boolean; before: number; after: number };
    expect(released).toBe(true);
    // 60 MB were freed between kept buffers: most of it goes back.
    expect(before - after).toBeGreaterThan(30 * 2 ** 20);
  });

  it('says why when there is no addon (a warning on Linux), and does nothing at 0', () => {
    const missing = '/nonexistent/malloc_trim.node';
    expect(loadAddon(missing)).toBe(`${missing} was not built (scripts/build-native.mjs)`);
    const heard: [string, string][] = [];
    const log = { warn: (message: string) => heard.push(['warn', message]), info: (message: string) => heard.push(['info', message]) };
    startMallocTrim(0, log, missing)();
    expect(heard).toEqual([]);
    startMallocTrim(1000, log, missing)();
    expect(heard).toEqual([
      [
        process.platform === 'linux' ? 'warn' : 'info',
        `freed memory is not handed back to the system between requests: ${missing} was not built (scripts/build-native.mjs)`,
      ],
    ]);
  });

  onLinux('runs in the server process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'malloc-trim-'));
    const server = await startServer({ env: { DATA_DIR: dataDir } });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(readFileSync(`/proc/${server.child.pid}/maps`, 'utf8')).toContain('malloc_trim.node');
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
