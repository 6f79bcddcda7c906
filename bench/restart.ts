/**
 * `npm run bench:restart [-- --products N --runs R]`: how long the production server takes,
 * restarted on an existing database, from spawning the process to its first healthy answer
 * of GET /api/health. It prepares the same database as `npm run bench` (PGlite in bench/.data,
 * or DATABASE_URL), starts once untimed (that start may build the server or migrate), then
 * times R restarts and prints each and the median. Issue 5's target: under 3 s at 100,000
 * products. Absolute times drift with the machine's load, so the load average is printed too.
 */
import os from 'node:os';
import { benchDatabase, prepareDatabase } from './bench-data';
import { numberOption } from './command-line';
import { startServer } from '../src/server/testing/server-process';

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

async function main() {
  const products = numberOption('products', 100_000, { whole: true });
  const runs = numberOption('runs', 5, { whole: true });
  const db = benchDatabase(products);
  const total = await prepareDatabase(db, products);
  // The caller's environment too (as `npm start` would see it); the server's output to this terminal.
  const serverOptions = { env: db.env, port: 18_000 + Math.floor(Math.random() * 1000), inheritEnv: true, log: process.stdout };

  await (await startServer(serverOptions)).stop();
  const loadBefore = loadAverage();
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const server = await startServer(serverOptions);
    await server.stop();
    times.push(server.readyMs);
    console.log(`restart ${run}: ready in ${Math.round(server.readyMs)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  console.log(
    `\n${db.label}, ${total.toLocaleString('en-IN')} products: restart ready in ${Math.round(median)} ms (median of ${runs}; ` +
      `${times.map((ms) => Math.round(ms)).join(', ')}). ${os.cpus().length} cores, load average (1 / 5 / 15 min) ` +
      `${loadBefore} before, ${loadAverage()} after.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
