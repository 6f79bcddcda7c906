/**
 * `npm run bench:pages -- --data DIR [--requests N --connections C]`: the production server on
 * the PGlite data in DIR (a COPY: the server writes to it), loaded on loopback with N random
 * product-list pages and then N random product pages (slugs from those lists), C at a time:
 * every request a different URL, so the catalogue cache mostly misses and fills towards its
 * cap. Prints p50/p99 of each, resident memory idle after start, at the end and at its peak.
 * NODE_OPTIONS given to this script reaches the server too.
 */
import { startServer } from '../src/server/testing/server-process';
import { benchDataCopyOption, numberOption } from './command-line';
import { percentile } from './report';

type Timings = { sorted: number[]; perSecond: number };

/** Runs `paths` through `connections` workers: the milliseconds of each request, sorted, and requests a second. */
async function load(base: string, paths: string[], connections: number): Promise<Timings> {
  const times: number[] = [];
  const began = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const url = base + paths[next++];
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { sorted: times.sort((a, b) => a - b), perSecond: Math.round((paths.length * 1000) / (performance.now() - began)) };
}

const summary = ({ sorted, perSecond }: Timings) => ({
  p50: percentile(sorted, 50).toFixed(1),
  p99: percentile(sorted, 99).toFixed(1),
  perSecond,
});

async function main() {
  const dataDir = benchDataCopyOption();
  const requests = numberOption('requests', 2000, { whole: true });
  const connections = numberOption('connections', 10, { whole: true });
  const passOn = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^NODE_OPTIONS$/.test(name)));
  const server = await startServer({ env: { DATA_DIR: dataDir, ...(passOn as Record<string, string>) } });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 100);
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idle = server.rssMb();
    const { total } = (await (await fetch(`${server.url}/api/v1/products/product-count`)).json()) as { total: number };
    const lastPage = Math.ceil(total / 12);
    const pagePaths = Array.from({ length: requests }, () => `/api/v1/products/product-list/${1 + Math.floor(Math.random() * lastPage)}`);
    const pageTimes = await load(server.url, pagePaths, connections);
    const slugs: string[] = [];
    for (const pagePath of pagePaths.slice(0, Math.ceil(requests / 12) + 1)) {
      const { products } = (await (await fetch(server.url + pagePath)).json()) as { products: { slug: string }[] };
      slugs.push(...products.map((p) => p.slug));
    }
    const productPaths = slugs.slice(0, requests).map((slug) => `/api/v1/products/get-product/${slug}`);
    const productTimes = await load(server.url, productPaths, connections);
    const after = server.rssMb();
    peak = Math.max(peak, after);
    console.log(
      JSON.stringify({
        products: total,
        settings: passOn,
        idleRssMb: Math.round(idle),
        afterRssMb: Math.round(after),
        peakRssMb: Math.round(peak),
        listMs: summary(pageTimes),
        productMs: summary(productTimes),
      }),
    );
  } finally {
    clearInterval(sampler);
    await server.stop('SIGTERM', 10_000);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
