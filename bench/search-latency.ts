/**
 * `npx tsx bench/search-latency.ts --data <copy of a bench DATA_DIR>`: the latency of searches,
 * typo fallbacks and suggestions the cache cannot answer. Each URL is asked once (so the
 * catalogue cache never helps), drawn from the catalogue's own words as the mix bench draws
 * them; prints p50/p99 per kind, the server's resident memory and the load average.
 *
 * Options: --count (2000 requests in all), --connections (1: one request at a time, pure
 * latency), --settle (at most this many seconds, 120 by default, waiting for the server to
 * log that its search index is built; 0 to measure at once, as a server without one would be),
 * --slowest (0: how many of each kind's slowest requests to list, with their times).
 * Never point --data at the bench's own directory: the server writes to it.
 */
import os from 'node:os';
import { startServer } from '../src/server/testing/server-process';
import { readCatalogueSample } from './catalogue-sample';
import { benchDataCopyOption, numberOption } from './command-line';
import { misspellings, searchPhrases, typedPrefixes } from './mix-targets';
import { percentile } from './report';
import { seededRandom } from './targets';

type Probe = { kind: string; path: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` distinct probes, a third of each kind, shuffled together. */
function probes(words: string[], count: number): Probe[] {
  const random = seededRandom(42);
  const third = Math.ceil(count / 3);
  const pick = (list: string[]) => list.sort(() => random() - 0.5).slice(0, third);
  const search = (q: string) => `/api/v1/products/search/${encodeURIComponent(q)}`;
  const all: Probe[] = [
    ...pick(searchPhrases(words, random, third * 2)).map((q) => ({ kind: 'search', path: search(q) })),
    ...pick(misspellings(words, random, third * 2)).map((q) => ({ kind: 'typo', path: search(q) })),
    ...pick(typedPrefixes(words, random, third * 2)).map((q) => ({
      kind: 'suggest',
      path: `/api/v1/products/suggest?q=${encodeURIComponent(q)}`,
    })),
  ];
  return all.sort(() => random() - 0.5).slice(0, count);
}

async function main() {
  const dataDir = benchDataCopyOption();
  const count = numberOption('count', 2000, { whole: true });
  const connections = numberOption('connections', 1, { whole: true });
  const sample = await readCatalogueSample({ env: { DATA_DIR: dataDir }, label: 'pglite' });
  const queue = probes(sample.words, count);
  const server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
  const timings = new Map<string, { path: string; ms: number }[]>();
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 100);
  const loadStart = os.loadavg()[0];
  try {
    const settle = performance.now() + numberOption('settle', 120, { orZero: true }) * 1000;
    while (!server.output().includes('search index built') && performance.now() < settle) await pause(250);
    console.log(server.output().match(/.*search index built.*/)?.[0] ?? 'no search index built before the first request');
    const worker = async () => {
      for (let probe = queue.pop(); probe; probe = queue.pop()) {
        const started = performance.now();
        const res = await fetch(server.url + probe.path);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${probe.path} answered ${res.status}`);
        const list = timings.get(probe.kind) ?? [];
        list.push({ path: probe.path, ms: performance.now() - started });
        timings.set(probe.kind, list);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
  const slowest = numberOption('slowest', 0, { whole: true, orZero: true });
  for (const [kind, list] of timings) {
    const sorted = list.sort((a, b) => a.ms - b.ms);
    const at = (p: number) => percentile(sorted, p).ms.toFixed(1);
    console.log(`${kind.padEnd(8)} n ${String(sorted.length).padStart(5)}  p50 ${at(50)} ms  p99 ${at(99)} ms  max ${at(100)} ms`);
    const worst = slowest > 0 ? sorted.slice(-slowest).reverse() : [];
    for (const { path, ms } of worst) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${decodeURIComponent(path)}`);
  }
  console.log(`peak RSS ${Math.round(peakRss)} MB; load average ${loadStart.toFixed(2)} at start, ${os.loadavg()[0].toFixed(2)} at end`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
