/**
 * The compiled server production runs (dist/server/server.js, see scripts/build-server.mjs),
 * for server-process.ts, which starts it as a child process the way `npm start` does.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Builds dist/server when it is missing or older than its sources, and returns the file to run. */
export function builtServer(): string {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return path.join(ROOT, 'dist/server/server.js');
}
