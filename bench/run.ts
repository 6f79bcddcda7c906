/**
 * `npm run bench [-- --products N --duration S --connections C]`: loads the production server
 * endpoint by endpoint with autocannon and reports requests/s, p50, p99 and errors, each as a
 * ratio of GET /api/health measured in the same run (absolute figures drift on shared
 * machines; ratios much less). PGlite by default; PostgreSQL when DATABASE_URL is set.
 *
 * Substitutes are asked of random products: `cached` cycles through 50 of them (the catalogue
 * cache answers after the first round); `uncached` walks thousands, each asked once, so every
 * answer comes from the database.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { PRICE_BANDS } from '../src/shared/catalogue';
import { benchDatabase, prepareDatabase, RARE_WORD } from './bench-data';
import { type BenchReport, markdown, type Row, writeReport } from './report';
import { startServer } from '../src/server/testing/server-process';

type Target = { name: string; path: string; method?: 'GET' | 'POST'; body?: unknown; paths?: () => string };

function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json() as Promise<T>;
}

type ApiProduct = { _id: string; slug: string; category: { _id: string; slug: string }; photo: { version: string } | null };

/** Ids of products from random pages of the whole catalogue, `pages` x 100 of them. */
async function randomProductIds(url: string, total: number, pages: number): Promise<string[]> {
  const lastPage = Math.max(1, Math.floor(total / 100));
  const ids: string[] = [];
  for (let i = 0; i < pages; i++) {
    const page = 1 + Math.floor(Math.random() * lastPage);
    const { products } = await json<{ products: ApiProduct[] }>(`${url}/api/v1/products/get-product?perPage=100&page=${page}`);
    ids.push(...products.map((p) => p._id));
  }
  return ids;
}

/** A path per request, from `ids` in turn: `cycle` starts over at the end, otherwise each is used once (then the last again). */
function substitutePaths(ids: string[], cycle: boolean): () => string {
  let next = 0;
  return () => {
    const id = ids[cycle ? next % ids.length : Math.min(next, ids.length - 1)];
    next += 1;
    return `/api/v1/products/substitutes/${id}`;
  };
}

/** The endpoints, with ids and slugs read from the running server. */
async function targets(url: string, total: number): Promise<Target[]> {
  const v1 = '/api/v1';
  const { products } = await json<{ products: ApiProduct[] }>(`${url}${v1}/products/product-list/2`);
  const [photoProduct] = await json<ApiProduct[]>(`${url}${v1}/products/search/${RARE_WORD}`);
  const product = products[0];
  const deepPage = Math.max(1, Math.floor((total - 1) / 12));
  const ids = await randomProductIds(url, total, 150);
  return [
    { name: 'health (baseline)', path: '/api/health' },
    { name: 'product-list page 1', path: `${v1}/products/product-list/1` },
    { name: `product-list page ${deepPage}`, path: `${v1}/products/product-list/${deepPage}` },
    { name: 'product-count', path: `${v1}/products/product-count` },
    { name: 'get-category', path: `${v1}/category/get-category` },
    { name: 'get-product/{slug}', path: `${v1}/products/get-product/${product.slug}` },
    { name: 'related-product', path: `${v1}/products/related-product/${product._id}/${product.category._id}` },
    { name: 'product-category', path: `${v1}/products/product-category/${product.category.slug}?page=1` },
    { name: 'product-photo (card)', path: `${v1}/products/product-photo/${photoProduct._id}?size=card&v=${photoProduct.photo!.version}` },
    {
      name: 'product-filters (category + band)',
      path: `${v1}/products/product-filters`,
      method: 'POST',
      body: { checked: [product.category._id], radio: PRICE_BANDS[1].array },
    },
    { name: 'search: common word (tablet)', path: `${v1}/products/search/tablet` },
    { name: 'search: prefix (parac)', path: `${v1}/products/search/parac` },
    { name: `search: rare word (${RARE_WORD})`, path: `${v1}/products/search/${RARE_WORD}` },
    { name: 'search: miss (xylophone)', path: `${v1}/products/search/xylophone` },
    { name: 'search: typo fallback (paracetmol)', path: `${v1}/products/search/paracetmol` },
    { name: 'search: typo fallback (azithromicin 500)', path: `${v1}/products/search/azithromicin%20500` },
    { name: 'substitutes (50 random products, cached)', path: '', paths: substitutePaths(ids.slice(0, 50), true) },
    { name: 'substitutes (random products, uncached)', path: '', paths: substitutePaths(ids.slice(50), false) },
  ];
}

async function load(url: string, target: Target, seconds: number, connections: number): Promise<Row> {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body ? JSON.stringify(target.body) : undefined,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    requests: target.paths ? [{ setupRequest: (request) => ({ ...request, path: target.paths!() }) }] : undefined,
    connections,
    duration: seconds,
  });
  return {
    name: target.name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const products = option('products', 100_000);
  const seconds = option('duration', 5);
  const connections = option('connections', 10);
  const db = benchDatabase(products);
  const total = await prepareDatabase(db, products);
  // The caller's environment too (as `npm start` would see it); the server's output to this terminal.
  const serverOptions = { env: db.env, port: 18_000 + Math.floor(Math.random() * 1000), inheritEnv: true, log: process.stdout };

  // The first start may migrate; the second is the restart the target is about.
  await (await startServer(serverOptions)).stop();
  const server = await startServer(serverOptions);
  let peakRss = server.rssMb();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 100);
  const rows: Row[] = [];
  try {
    for (const target of await targets(server.url, total)) {
      await load(server.url, target, 1, connections); // warm-up: first-time plans, caches
      const row = await load(server.url, target, seconds, connections);
      row.ratio = row.reqPerSec / (rows[0]?.reqPerSec ?? row.reqPerSec);
      rows.push(row);
      console.log(
        `${row.name.padEnd(38)} ${String(Math.round(row.reqPerSec)).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  ratio ${row.ratio.toFixed(2)}`,
      );
    }
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 10),
    database: db.label,
    products: total,
    durationSec: seconds,
    connections,
    restartReadyMs: server.readyMs,
    peakRssMb: peakRss,
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0].toFixed(1)} at the end`,
    rows,
  };
  console.log(`\n${markdown(report)}`);
  console.log(`Written to ${writeReport(report)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
