/** The bench's table: printed, and written as JSON and Markdown under bench/results/. */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Row = {
  name: string;
  distinct: number;
  /** How many were answered in the measured seconds. */
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
  /** The server's resident memory right after this endpoint's load. */
  rssMb?: number;
  /** The most the server's RSS reached while the row ran (its preparing and warm-up included). */
  peakRssMb?: number;
  /** The server's CPU time per request in the measured seconds (bench/cpu-time.ts): all its threads, and its main thread. */
  cpu?: { allUs: number; mainUs: number };
};

export type BenchReport = {
  date: string;
  mode: 'hot' | 'mix';
  command: string;
  commit: string;
  database: string;
  products: number;
  durationSec: number;
  connections: number;
  restartReadyMs: number;
  idleRssMb: number;
  /** Once the shop session is made and the search index built, before the load. */
  readyRssMb: number;
  peakRssMb: number;
  machine: string;
  loadAverage: { start: number; end: number };
  /** The bare route the ratios are taken against. */
  baseline: string;
  /** Whether the server's search index was built before the load began, and how long it took. */
  searchIndex: string;
  rows: Row[];
};

const MODES = {
  hot: 'Hot: one URL per endpoint asked over and over (the in-process cache answers after the first request).',
  mix: 'Mix (cache-defeating): every request picks afresh from `distinct` different URLs or bodies built from the catalogue.',
};

export function markdown(report: BenchReport): string {
  const lines = [
    `# Bench ${report.date}, ${report.mode}: ${report.database}, ${report.products.toLocaleString('en-IN')} products`,
    '',
    MODES[report.mode],
    '',
    `\`${report.command}\` at ${report.commit}. ${report.connections} connections, ${report.durationSec} s per endpoint, loopback; ${report.machine}; load average ${report.loadAverage.start.toFixed(1)} at the start, ${report.loadAverage.end.toFixed(1)} at the end.`,
    `Ratio = the endpoint's requests/s over the bare route's (${report.baseline}) in the same run. Server CPU: what the server process used per request, read from Linux's per-thread scheduler statistics, in all threads (PGlite's among them) and in the main thread. The server logs warnings only. Search index ${report.searchIndex}, before the load.`,
    '',
    '| endpoint | distinct | req/s | p50 ms | p99 ms | errors | ratio | RSS after / peak in the row, MB | server CPU µs a request: all threads / main |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.rows.map(
      (r) =>
        `| ${r.name} | ${r.distinct.toLocaleString('en-IN')} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio?.toFixed(2) ?? ''} | ${r.rssMb?.toFixed(0) ?? ''}${r.peakRssMb === undefined ? '' : ` / ${r.peakRssMb.toFixed(0)}`} | ${r.cpu ? `${Math.round(r.cpu.allUs)} / ${Math.round(r.cpu.mainUs)}` : ''} |`,
    ),
    '',
    `Server RSS: ${report.idleRssMb.toFixed(0)} MB idle 2 s after start, ${report.readyRssMb.toFixed(0)} MB with its search index built, ${report.peakRssMb.toFixed(0)} MB at its peak under load. Restart to ready on the existing database: ${(report.restartReadyMs / 1000).toFixed(2)} s.`,
    '',
  ];
  return lines.join('\n');
}

/** The value at percentile `p` (0–100) of `sorted`, nearest rank below: the scripts that time their own requests. */
export const percentile = <T>(sorted: T[], p: number): T => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * The path, without extension, of a new result in bench/results/ named `name`, or `name-2`,
 * `name-3`... when a run already wrote that name as .json or .md: a result is never overwritten.
 */
export function newResultBase(name: string): string {
  const dir = path.resolve(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const first = path.join(dir, name);
  let base = first;
  for (let n = 2; existsSync(`${base}.json`) || existsSync(`${base}.md`); n++) base = `${first}-${n}`;
  return base;
}

/**
 * Writes bench/results/<date>-<db>-<n>[-mix].json and .md, with -2, -3... when a run of the
 * same day already wrote that name (a result is never overwritten); returns the Markdown path.
 */
export function writeReport(report: BenchReport): string {
  const base = newResultBase(`${report.date}-${report.database}-${report.products}${report.mode === 'mix' ? '-mix' : ''}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`, { flag: 'wx' });
  writeFileSync(`${base}.md`, markdown(report), { flag: 'wx' });
  return `${base}.md`;
}
