/**
 * `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G link, CPU
 * slowed 4x) on /, a product page and /search of the production server with the demo
 * catalogue, three runs each, with Debian's Chromium. Reports the median run's performance
 * score, LCP (and its element), TBT and CLS, the audits that would save the most time and the
 * machine's load average, under bench/results/ (a second run on a day adds -2, -3: never overwrites).
 * /search keeps its keyword in the app's state, not the URL, so it is measured as a shopper
 * lands on it by URL (a reload or a shared link): the page with no search, its empty state.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { startServer } from '../src/server/testing/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { newResultBase } from './report';

const ROOT = path.resolve(__dirname, '..');
const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

type Run = { score: number; lcpMs: number; lcpElement: string; tbtMs: number; cls: number; topSavings: string[] };
/** `failures`: why runs measured nothing and were run again (Lighthouse's runtime error). */
type PageResult = { page: string; url: string; runs: Run[]; median: Run; failures: string[] };

/** The metrics a run must have measured to count. */
const METRICS = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
/** Runs that measured nothing, run again, at most this many a page. */
const RETRIES = 2;

type Lhr = {
  categories: { performance: { score: number } };
  audits: Record<string, any>;
  runtimeError?: { code: string; message: string };
};

function summary(lhr: Lhr): Run {
  const savings = Object.values(lhr.audits)
    .filter((a) => (a.details?.overallSavingsMs ?? 0) > 50)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 3)
    .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    lcpElement: lcpElement(lhr),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    topSavings: savings,
  };
}

/** The LCP element as Lighthouse names it: its selector and a snippet of its HTML. */
function lcpElement(lhr: Lhr): string {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector} ${node.snippet}` : 'not reported';
}

async function measure(url: string, port: number): Promise<Run> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  const missing = METRICS.filter((id) => lhr.audits[id]?.numericValue === undefined);
  if (missing.length > 0) throw new Error(`no ${missing.join(', ')} (${lhr.runtimeError?.code ?? 'no runtime error given'})`);
  return summary(lhr);
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

function markdown(date: string, pages: PageResult[], load: string): string {
  const rows = pages.map(
    (p) =>
      `| ${p.page} | ${p.median.score} | ${p.median.lcpMs} | ${p.median.tbtMs} | ${p.median.cls} | ${p.runs.map((r) => r.score).join(', ')} |`,
  );
  const savings = pages.map((p) => `- ${p.page}: ${p.median.topSavings.join('; ') || 'no audit saves over 50 ms'}`);
  const lcp = pages.map((p) => `- ${p.page}: \`${p.median.lcpElement.replace(/`/g, "'")}\``);
  const failures = pages.flatMap((p) => p.failures.map((reason) => `- ${p.page}: a run measured ${reason}; run again`));
  return [
    `# Lighthouse ${date} (mobile preset, median of ${RUNS} runs)`,
    '',
    `Load average (1, 5, 15 min) when the runs began: ${load}.`,
    '',
    '| page | performance | LCP ms | TBT ms | CLS | scores of the runs |',
    '|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
    "Where the time goes (the median run's largest savings):",
    ...savings,
    '',
    "The median run's LCP element:",
    ...lcp,
    '',
    ...(failures.length > 0 ? ['Runs that measured nothing (not counted):', ...failures, ''] : []),
  ].join('\n');
}

async function main() {
  // Always the current sources: a stale build would measure yesterday's storefront.
  execFileSync(process.execPath, ['node_modules/webpack/bin/webpack.js', '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = path.join(ROOT, 'bench/.data/lighthouse-demo');
  rmSync(dataDir, { recursive: true, force: true }); // the demo catalogue, fresh each time
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', CLIENT_DIR: path.join(ROOT, 'dist/client'), ADMIN_PASSWORD: `bench-${Date.now()}` };
  const server = await startServer({ env, port: 18_900 + Math.floor(Math.random() * 99), inheritEnv: true, log: process.stdout });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const pages: PageResult[] = [];
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  try {
    const list = (await (await fetch(`${server.url}/api/v1/products/product-list/1`)).json()) as { products: { slug: string }[] };
    const targets = [
      { page: 'home (/)', url: `${server.url}/` },
      { page: 'product page', url: `${server.url}/products/${list.products[0].slug}` },
      { page: 'search (/search by URL)', url: `${server.url}/search` },
    ];
    for (const target of targets) {
      const runs: Run[] = [];
      const failures: string[] = [];
      while (runs.length < RUNS) {
        try {
          runs.push(await measure(target.url, chrome.port));
        } catch (error) {
          failures.push((error as Error).message);
          if (failures.length > RETRIES)
            throw new Error(`${target.page}: ${failures.length} runs measured nothing: ${failures.join('; ')}`);
        }
      }
      pages.push({ ...target, runs, median: median(runs), failures });
      console.log(`${target.page}: scores ${runs.map((r) => r.score).join(', ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const date = new Date().toISOString().slice(0, 10);
  const base = newResultBase(`lighthouse-${date}`);
  writeFileSync(`${base}.json`, `${JSON.stringify({ loadAverage: load, pages }, null, 2)}\n`, { flag: 'wx' });
  const md = markdown(date, pages, load);
  writeFileSync(`${base}.md`, md, { flag: 'wx' });
  console.log(`\n${md}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
