/**
 * `DATABASE_URL=postgres://… npm run bench:silent-database [-- --limit S]`: how long a real
 * server process takes to serve a change made while its PostgreSQL is silent. The server
 * reaches the database through a proxy (src/server/testing/stalling-proxy.ts) that then stops
 * passing bytes on every connection without closing them, as a vanished machine or network
 * leaves them; meanwhile a product's price is raised on a connection of this script's own. It
 * prints what the server answered for that product every half second, and when it first showed
 * the new price (the LISTEN connection's heartbeat finds the silence: listen-connection.ts).
 * Works in a schema of its own, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { numberOption } from './command-line';
import { connectDatabase, dropSchema } from '../src/server/db/connect';
import { ADMIN_ENV, adminToken, createProduct } from '../src/server/testing/server-api';
import { startServer } from '../src/server/testing/server-process';
import { startStallingProxy } from '../src/server/testing/stalling-proxy';

const POLL_MS = 500;
const PRICE = 30;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database this script may make a schema in');
  const limitMs = numberOption('limit', 60, { whole: true }) * 1000;
  const schema = `silent_${randomBytes(4).toString('hex')}`;
  // This script's own connections, straight to the database; they make the schema.
  const direct = await connectDatabase({ kind: 'postgres', url: databaseUrl, schema });
  const proxy = await startStallingProxy(databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pharmacy-silent-'));
  const serverUrl = new URL(proxy.url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  const server = await startServer({
    env: { ...ADMIN_ENV, DATABASE_URL: serverUrl.toString(), DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') },
  });
  try {
    const product = await createProduct(server, await adminToken(server), 'Paracetamol 650', 100, String(PRICE));
    const priceServed = async () => {
      try {
        const res = await fetch(`${server.url}/api/v1/products/get-product/${product.slug}`, { signal: AbortSignal.timeout(limitMs) });
        return res.status === 200 ? String((await res.json()).product.price) : `HTTP ${res.status}`;
      } catch {
        return 'no answer';
      }
    };
    console.log(
      `Price before the silence: ${await priceServed()} (asked twice, so the second came from the cache: ${await priceServed()})`,
    );
    proxy.stall();
    const silentFrom = performance.now();
    await sql`UPDATE products SET price = price + 1, mrp = mrp + 1 WHERE id = ${product._id}`.execute(direct.db);
    const raised = String(PRICE + 1);
    const seen: string[] = [];
    let servedAfterMs: number | undefined;
    while (servedAfterMs === undefined && performance.now() - silentFrom < limitMs) {
      const askedAt = Math.round(performance.now() - silentFrom);
      const price = await priceServed();
      seen.push(`+${askedAt} ms ${price}`);
      if (price === raised) servedAfterMs = askedAt;
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    console.log(`Asked after the silence began: ${seen.join(', ')}`);
    console.log(
      servedAfterMs === undefined
        ? `The raised price (${raised}) was not served within ${limitMs / 1000} s.`
        : `The raised price (${raised}) was served ${(servedAfterMs / 1000).toFixed(1)} s after the silence began.`,
    );
  } finally {
    await server.stop('SIGKILL');
    await proxy.close();
    await dropSchema(direct.db, schema);
    await direct.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
