/**
 * The storefront's weight budget, on the production build (built here when missing or older
 * than the client sources): what / needs before it is interactive (the starter, the entry chunks,
 * the home page's lazy chunks and the first paint's inline stylesheet) is at most BUDGET_KB
 * gzipped and holds no admin or dashboard code.
 * Also checks how the server sends the build: precompressed, hashed files cached for a year,
 * index.html never cached stale.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './testing/test-app';

/** The budget for /, as issue 16 asks (issue 5's was 170): the build fails when what / needs grows past it. */
const BUDGET_KB = 150;
const ROOT = path.resolve(__dirname, '../..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
const MANIFEST = path.join(ROOT, 'dist/chunk-manifest.json');
/** Code a shopper's first visit must never download. */
const PRIVATE_CODE = /src\/client\/features\/(admin|account)\//;

type ChunkGroup = { initial: boolean; requests: string[]; chunks: { files: string[]; modules: string[] }[] };

jest.setTimeout(600_000); // a build takes a minute or two on a busy two-core machine

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

function ensureBuild() {
  const sources = [
    'src/client',
    'src/shared',
    'public',
    'webpack.config.js',
    'scripts/webpack-precompress.js',
    'scripts/webpack-first-paint.js',
    'scripts/webpack-react-router-pure.js',
  ];
  const stale = !existsSync(MANIFEST) || sources.some((s) => newestMtime(path.join(ROOT, s)) > statSync(MANIFEST).mtimeMs);
  if (stale) {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
  }
}

let groups: ChunkGroup[];
beforeAll(() => {
  ensureBuild();
  groups = JSON.parse(readFileSync(MANIFEST, 'utf8'));
});

/** The chunks / loads: every initial group (the entry) and the home page's lazy import. */
function homeChunks() {
  const home = groups.filter((g) => g.initial || g.requests.some((r) => r.endsWith('features/catalogue/HomePage')));
  expect(home.some((g) => !g.initial)).toBe(true);
  return home.flatMap((g) => g.chunks);
}

/** The script that starts the app once the page is painted (scripts/webpack-first-paint.js). */
function starter(): string {
  const [file] = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((f) => /^start\.[0-9a-f]+\.js$/.test(f));
  return `assets/${file}`;
}

const gzippedKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1024;
const homePage = () => readFileSync(path.join(CLIENT_DIR, 'first-paint/home.html'), 'utf8');
/** The rules a page's HTML carries in its own <style> tags (the first paint's stylesheet). */
const firstPaintCss = (html: string) => [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(([, rules]) => rules).join('');

describe('bundle budget for /', () => {
  it(`needs at most ${BUDGET_KB} KB of JavaScript and CSS, gzipped: its scripts and the first paint's stylesheet`, () => {
    const files = [starter(), ...new Set(homeChunks().flatMap((c) => c.files))];
    const sizes = files.map((file) => ({ file, kb: gzippedKb(readFileSync(path.join(CLIENT_DIR, file))) }));
    sizes.push({ file: "first-paint/home.html's <style>", kb: gzippedKb(firstPaintCss(homePage())) });
    const total = sizes.reduce((sum, s) => sum + s.kb, 0);
    console.log(`/ loads ${total.toFixed(1)} KB gzipped:\n${sizes.map((s) => `  ${s.file} ${s.kb.toFixed(1)} KB`).join('\n')}`);
    expect(Math.round(total * 10) / 10).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('paints / from its HTML: the hero in the page, the whole page within a first round trip (14 KB gzipped)', () => {
    const html = homePage();
    console.log(
      `/ is ${gzippedKb(html).toFixed(1)} KB of HTML gzipped, ${gzippedKb(firstPaintCss(html)).toFixed(1)} KB of it the first paint's CSS`,
    );
    expect(html).toContain('Your health, delivered to your door');
    expect(gzippedKb(html)).toBeLessThanOrEqual(14);
  });

  it('loads no admin or dashboard code', () => {
    const leaked = homeChunks().flatMap((c) => c.modules.filter((m) => PRIVATE_CODE.test(m)));
    expect(leaked).toEqual([]);
  });
});

describe('serving the build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: CLIENT_DIR });
  });
  afterAll(() => t.close());

  it('sends hashed files precompressed and cached for a year, index.html uncached', async () => {
    const [script] = homeChunks()
      .flatMap((c) => c.files)
      .filter((f) => f.endsWith('.js'));
    const br = await t.app.inject({ url: `/${script}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ url: `/${script}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const url of ['/', '/products/some-product']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
