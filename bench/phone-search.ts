/**
 * `npm run bench:phone-search -- --data <copy of a bench DATA_DIR>`: how long a shopper on a
 * phone waits for search results. Debian's Chromium at 412 px with Lighthouse's mobile profile
 * (CPU slowed 4x; 150 ms round trips, 1.6 Mbit/s down, 0.675 up, through DevTools' network
 * emulation) opens /search of the production server, then searches each keyword from the navbar and
 * waits until every result's card shows. Each round asks the keywords once with the browser's
 * own Accept-Encoding (the API answers with brotli; gzip before 2026-11-30) and once with
 * `identity` (the API's answers as they were before decision 015), in alternating order, each in
 * a fresh page. Reports, per keyword, the answer's bytes on the wire and the median wait. Never point --data at the
 * bench's own directory: the server writes to it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../src/server/testing/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { searchFor } from '../e2e/support/navbar';
import { benchDataCopyOption } from './command-line';
import { newResultBase } from './report';

const ROOT = path.resolve(__dirname, '..');
const KEYWORDS = ['tablet', 'paracetamol', 'syrup', 'vitamin', 'cream', 'amoxicillin'];
const ROUNDS = 3;
/** Lighthouse's mobile preset (its "slow 4G"), as DevTools applies it per request. */
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

type Arm = 'compressed' | 'identity';
type Sample = { keyword: string; arm: Arm; ms: number; bytes: number; results: number; encoding: string };

/** One page: searches each keyword in turn, timing click to the last card shown. */
async function searchRound(browser: Browser, url: string, arm: Arm): Promise<Sample[]> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    // The identity arm asks as a client without compression would (and for the app's files too,
    // which load before the timing starts).
    if (arm === 'identity') await page.setExtraHTTPHeaders({ 'accept-encoding': 'identity' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    // Opened at /search, so the search page's code is loaded before the first keyword is timed.
    await page.goto(`${url}search`);
    await page.waitForLoadState('networkidle');
    const samples: Sample[] = [];
    for (const keyword of KEYWORDS) {
      const answer = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/v1/products/search/${keyword}`);
      const started = Date.now();
      await searchFor(page, keyword);
      const res = await answer;
      const results = ((await res.json()) as unknown[]).length;
      const cards = page.getByRole('main').getByRole('article');
      await cards.nth(results - 1).waitFor();
      const ms = Date.now() - started;
      const encoding = res.headers()['content-encoding'] ?? 'identity';
      if ((encoding === 'identity') !== (arm === 'identity')) throw new Error(`${keyword}: answered ${encoding} to the ${arm} arm`);
      samples.push({ keyword, arm, ms, bytes: (await res.request().sizes()).responseBodySize, results, encoding });
    }
    return samples;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = benchDataCopyOption();
  execFileSync(process.execPath, ['node_modules/webpack/bin/webpack.js', '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  const env = { DATA_DIR: dataDir, CLIENT_DIR: path.join(ROOT, 'dist/client'), LOG_LEVEL: 'warn' };
  const server = await startServer({ env, inheritEnv: true });
  const load = loadavg()[0];
  const samples: Sample[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const arms: Arm[] = round % 2 === 0 ? ['compressed', 'identity'] : ['identity', 'compressed'];
      for (const arm of arms) samples.push(...(await searchRound(browser, `${server.url}/`, arm)));
      console.log(`round ${round + 1} of ${ROUNDS} done`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const of = (keyword: string, arm: Arm) => samples.filter((s) => s.keyword === keyword && s.arm === arm);
  const rows = KEYWORDS.map((keyword) => {
    const [compressed, plain] = [of(keyword, 'compressed'), of(keyword, 'identity')];
    const cell = (list: Sample[]) => `${median(list.map((s) => s.bytes))} B, ${median(list.map((s) => s.ms))} ms`;
    return `| ${keyword} | ${compressed[0].results} | ${cell(plain)} | ${cell(compressed)} (${compressed[0].encoding}) |`;
  });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const date = new Date().toISOString().slice(0, 10);
  const md = [
    `# Phone search ${date}`,
    '',
    `\`npm run bench:phone-search -- --data <copy>\` at ${commit}: 412 px, CPU slowed 4x, 150 ms round trips, 1.6 Mbit/s down; ` +
      `${ROUNDS} rounds of each arm, alternated, a fresh page each; load average ${load.toFixed(1)} at the start. ` +
      'Wait: from pressing Search to the last result card shown, median. The page opens at /search, so its code is loaded ' +
      "before the first keyword, whose wait is mostly the page's first 100 cards drawn.",
    '',
    "| keyword | results | plain answer (Accept-Encoding: identity): bytes, wait | compressed answer (the browser's own Accept-Encoding): bytes, wait (encoding) |",
    '|---|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
  const base = newResultBase(`phone-search-${date}`);
  writeFileSync(`${base}.md`, md, { flag: 'wx' });
  console.log(`\n${md}\nWritten to ${base}.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
