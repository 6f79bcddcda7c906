/**
 * `npm run bench [-- --mix] [--products N --duration S --connections C --only NAMES]`: loads the production
 * server endpoint by endpoint with autocannon and reports requests/s, p50, p99 and errors,
 * each as a ratio of a bare route (a static file, /robots.txt) measured in the same run:
 * absolute figures drift on a shared machine, ratios much less. PGlite by default; PostgreSQL
 * when DATABASE_URL is set.
 *
 * Two modes. Hot (the default) asks one URL per endpoint over and over, as a shop's most
 * popular pages are asked. `--mix` defeats the cache: each request is picked afresh from
 * thousands built from the catalogue (mix-targets.ts). Both include the signed-in reads (own
 * orders, invoice PDF, the pharmacist's queue) of a shopper and an administrator made for
 * the run. Results go to bench/results/, one new file per run. SERVER_LOG=<file> writes what
 * the server printed there (its last 4 MB: with SERVER_NODE_ARGS=--trace-gc, its collections).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonOnNewConnection } from '../src/server/testing/raw-http';
import { startServer } from '../src/server/testing/server-process';
import { benchDatabase, prepareDatabase } from './bench-data';
import { readCatalogueSample } from './catalogue-sample';
import { flagOption, listOption, numberOption } from './command-line';
import { hotTargets } from './hot-targets';
import { load } from './load';
import { mixTargets } from './mix-targets';
import { cpuPerRequest, cpuTime } from './cpu-time';
import { type BenchReport, markdown, type Row, writeReport } from './report';
import { benchAdmin, openShopSession } from './shop-session';
import { fixed, seededRandom, type Target } from './targets';

const ROOT = path.resolve(__dirname, '..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
/** Orders the shopper places for the invoice and order reads, and prescription orders for the queue. */
const ORDERS = 30;
const PRESCRIPTION_ORDERS = 50;
/** A restarted server answers searches from SQL until its search index is built; the bench measures it built. */
const SEARCH_INDEX_WAIT_MS = 180_000;

/**
 * How many server processes answer (SERVER_PROCESSES, server-processes.ts): each builds its own
 * search index, and each new connection goes to the next of them.
 */
const SERVER_PROCESSES = Number(process.env.SERVER_PROCESSES ?? 1);

/** /api/health's searchIndex, asked on a connection of its own (so, with several server processes, of the next one). */
const healthOnNewConnection = async (url: string) =>
  ((await jsonOnNewConnection(url, 'GET', '/api/health')).body as { searchIndex?: string } | undefined)?.searchIndex;

/**
 * Waits (at most SEARCH_INDEX_WAIT_MS) for /api/health to say the search index is ready, twice
 * in a row from every server process; says how long it took.
 */
async function searchIndexReady(url: string): Promise<string> {
  const started = performance.now();
  let inARow = 0;
  while (performance.now() - started < SEARCH_INDEX_WAIT_MS) {
    inARow = (await healthOnNewConnection(url)) === 'ready' ? inARow + 1 : 0;
    if (inARow === 2 * SERVER_PROCESSES)
      return `ready ${((performance.now() - started) / 1000).toFixed(1)} s after the shop session was made`;
    if (inARow === 0) await pause(250);
  }
  return `not ready within ${SEARCH_INDEX_WAIT_MS / 1000} s`;
}

const commit = () => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function printRow(row: Row) {
  console.log(
    `${row.name.padEnd(48)} ${String(row.distinct).padStart(6)} distinct ${String(Math.round(row.reqPerSec)).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  ratio ${row.ratio?.toFixed(2)}  server CPU ${Math.round(row.cpu?.allUs ?? NaN)} / ${Math.round(row.cpu?.mainUs ?? NaN)} µs`,
  );
}

async function main() {
  const mode = flagOption('mix') ? 'mix' : 'hot';
  const products = numberOption('products', 100_000, { whole: true });
  const seconds = numberOption('duration', 5);
  const connections = numberOption('connections', 10, { whole: true });
  // `--only search,suggest`: the endpoints whose names start with one of these (with the bare route and health); all when absent.
  const only = listOption('only');
  if (!existsSync(path.join(CLIENT_DIR, 'robots.txt')))
    throw new Error("The bare route is the built app's robots.txt: run `npm run build` first");
  const db = benchDatabase(products);
  const total = await prepareDatabase(db, products);
  const sample = await readCatalogueSample(db);
  const admin = benchAdmin();
  // The caller's environment too (as `npm start` would see it), logging warnings only.
  const serverOptions = {
    env: { ...db.env, CLIENT_DIR, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    port: 18_000 + Math.floor(Math.random() * 1000),
    inheritEnv: true,
  };

  // The first start may migrate; the second is the restart the target is about.
  await (await startServer(serverOptions)).stop();
  const loadStart = os.loadavg()[0];
  const server = await startServer(serverOptions);
  await pause(2000);
  const idleRss = server.rssMb();
  let peakRss = idleRss;
  // The run's peak, and the peak of the row being run (its preparing and warm-up included).
  let rowPeakRss = idleRss;
  const sampler = setInterval(() => {
    const rss = server.rssMb();
    peakRss = Math.max(peakRss, rss);
    rowPeakRss = Math.max(rowPeakRss, rss);
  }, 100);
  const rows: Row[] = [];
  let searchIndexBuilt = 'not built';
  let readyRss = NaN;
  try {
    const session = await openShopSession(server.url, admin, sample.products, { orders: ORDERS, prescriptionOrders: PRESCRIPTION_ORDERS });
    searchIndexBuilt = await searchIndexReady(server.url);
    readyRss = server.rssMb();
    console.log(`Search index: ${searchIndexBuilt}; RSS ${readyRss.toFixed(0)} MB`);
    const endpoints =
      mode === 'mix' ? mixTargets(total, sample, session, seededRandom(16)) : await hotTargets(server.url, total, sample, session);
    const targets: Target[] = [
      fixed('bare route (static /robots.txt)', { path: '/robots.txt' }),
      fixed('health (select 1)', { path: '/api/health' }),
      ...endpoints.filter((target) => only.length === 0 || only.some((name) => target.name.startsWith(name))),
    ];
    for (const target of targets) {
      rowPeakRss = server.rssMb();
      await target.prepare?.();
      if (!target.once) await load(server.url, target, 1, connections); // warm-up: first-time plans, code paths
      const cpuBefore = cpuTime(server.child.pid!);
      const row = await load(server.url, target, seconds, connections);
      row.cpu = cpuPerRequest(cpuBefore, cpuTime(server.child.pid!), row.requests);
      await target.finish?.();
      row.ratio = row.reqPerSec / (rows[0]?.reqPerSec ?? row.reqPerSec);
      row.rssMb = server.rssMb();
      row.peakRssMb = Math.max(rowPeakRss, row.rssMb);
      rows.push(row);
      printRow(row);
    }
  } finally {
    clearInterval(sampler);
    await server.stop();
    // With SERVER_NODE_ARGS=--trace-gc, say, what the server printed (its last 4 MB).
    if (process.env.SERVER_LOG) writeFileSync(process.env.SERVER_LOG, server.output());
  }
  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 10),
    mode,
    command:
      `${SERVER_PROCESSES > 1 ? `SERVER_PROCESSES=${SERVER_PROCESSES} ` : ''}npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    commit: commit(),
    database: db.label,
    products: total,
    durationSec: seconds,
    connections,
    restartReadyMs: server.readyMs,
    idleRssMb: idleRss,
    readyRssMb: readyRss,
    peakRssMb: peakRss,
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    loadAverage: { start: loadStart, end: os.loadavg()[0] },
    baseline: 'GET /robots.txt, a static file',
    searchIndex: searchIndexBuilt,
    rows,
  };
  console.log(`\n${markdown(report)}`);
  console.log(`Written to ${writeReport(report)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
