/**
 * `npm run seed -- --products N`: adds N generated products to the shop's database (the one
 * DATA_DIR or DATABASE_URL names), after migrating it and making sure the demo categories
 * exist. For trying the shop at scale; refuses while a server holds the embedded database.
 */
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase, DataDirLockedError, databaseTargetFor } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { insertGeneratedProducts } from './bulk-products';
import { ensureDemoCategories } from './demo-catalogue';

const USAGE = 'Usage: npm run seed -- --products N   (N from 1 to 10,000,000)';

function productCount(args: string[]): number {
  const at = args.indexOf('--products');
  const value = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--products='))?.split('=')[1];
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) throw new Error(USAGE);
  return n;
}

async function main() {
  const count = productCount(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  const target = databaseTargetFor(config);
  // Filling a large catalogue and vacuuming it after may run statements for minutes.
  const handle = await connectDatabase(target.kind === 'postgres' ? { ...target, statementTimeoutMs: 0 } : target);
  try {
    // A server starting meanwhile must not migrate or add the demo categories at the same time.
    await handle.exclusively('migrations', migrateToLatest);
    const categoryIds = await handle.exclusively('first-start', ensureDemoCategories);
    console.log(`Adding ${count.toLocaleString('en-IN')} products to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}...`);
    let lastShown = 0;
    await insertGeneratedProducts(handle.db, count, categoryIds, (done) => {
      if (done - lastShown >= 10_000 || done === count) {
        lastShown = done;
        console.log(
          `  ${done.toLocaleString('en-IN')} / ${count.toLocaleString('en-IN')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    });
    // Fresh statistics for the planner, and a visibility map so deep pages are index-only
    // scans: PGlite runs no autovacuum, and PostgreSQL's would only get to it later.
    await sql`VACUUM ANALYZE products`.execute(handle.db);
    console.log(`Done: ${count.toLocaleString('en-IN')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || (error as Error).message === USAGE;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
