/**
 * Where server code lives (STYLE.md, rule 13): production code never sits among test
 * harnesses, and each harness is written once. What ships is read from the server bundle's
 * own inputs (esbuild, as scripts/build-server.mjs builds it), not from a list kept by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(__dirname, '../..');
const HARNESS_DIRS = ['src/server/testing/', 'src/server/security/'];
/** The one module allowed to start the built server as a child process. */
const SERVER_PROCESS = 'src/server/testing/server-process.ts';
/** This file, and the build's own test, which reads the built file and runs nothing. */
const NOT_SPAWNERS = ['src/server/layout.test.ts', 'src/server/testing/built-server.test.ts'];

jest.setTimeout(30_000);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

test('the production server is built from no test harness', async () => {
  const { metafile } = await build({
    entryPoints: [path.join(ROOT, 'src/server/server.ts')],
    bundle: true,
    platform: 'node',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: ROOT,
  });
  const inputs = Object.keys(metafile.inputs);
  expect(inputs).toContain('src/server/plugins/auth.ts'); // the inputs are this tree's files
  expect(inputs.filter((file) => HARNESS_DIRS.some((dir) => file.startsWith(dir)))).toEqual([]);
});

test('security/ holds only the cross-cutting security tests, no code of its own', () => {
  expect(filesUnder('src/server/security').filter((file) => !file.endsWith('.test.ts'))).toEqual([]);
});

test('one module spawns the built server; the tests, the soak, the bench and the journeys use it', () => {
  const spawners = ['src', 'bench', 'e2e']
    .flatMap(filesUnder)
    .filter((file) => !NOT_SPAWNERS.includes(file) && /(?<!function )\bbuiltServer\(\)/.test(readFileSync(path.join(ROOT, file), 'utf8')));
  expect(spawners).toEqual([SERVER_PROCESS]);
});

test('no two test harness modules export the same name', () => {
  const owners = new Map<string, string[]>();
  for (const file of filesUnder('src/server/testing').filter((f) => !f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, name] of source.matchAll(/^export (?:async )?(?:function|const|let|class|type|interface) (\w+)/gm)) {
      owners.set(name, [...(owners.get(name) ?? []), file]);
    }
  }
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
});
