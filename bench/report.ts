/** The bench's table: printed, and written as JSON and Markdown under bench/results/. */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Row = { name: string; reqPerSec: number; p50: number; p99: number; errors: number; ratio?: number };

export type BenchReport = {
  date: string;
  database: string;
  products: number;
  durationSec: number;
  connections: number;
  restartReadyMs: number;
  peakRssMb: number;
  machine: string;
  rows: Row[];
};

export function markdown(report: BenchReport): string {
  const lines = [
    `# Bench ${report.date}: ${report.database}, ${report.products.toLocaleString('en-IN')} products`,
    '',
    `${report.connections} connections, ${report.durationSec} s per endpoint, loopback; ${report.machine}.`,
    `Ratio = the endpoint's requests/s over GET /api/health's in the same run.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | errors | ratio |',
    '|---|---:|---:|---:|---:|---:|',
    ...report.rows.map(
      (r) => `| ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio?.toFixed(2) ?? ''} |`,
    ),
    '',
    `Peak server RSS under load: ${report.peakRssMb.toFixed(0)} MB. Restart to ready on the existing database: ${(report.restartReadyMs / 1000).toFixed(2)} s.`,
    '',
  ];
  return lines.join('\n');
}

/**
 * Writes bench/results/<date>-<db>-<n>.json and .md, with -2, -3... when a run of the same day
 * already wrote that name (a result is never overwritten); returns the Markdown path.
 */
export function writeReport(report: BenchReport): string {
  const dir = path.resolve(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const first = path.join(dir, `${report.date}-${report.database}-${report.products}`);
  let base = first;
  for (let n = 2; existsSync(`${base}.json`) || existsSync(`${base}.md`); n++) base = `${first}-${n}`;
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`, { flag: 'wx' });
  writeFileSync(`${base}.md`, markdown(report), { flag: 'wx' });
  return `${base}.md`;
}
