/** Brings the schema up to date with Kysely's Migrator; runs at every start. */
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Database } from './database';
import * as initial from './migrations/2026-11-22-001-initial';
import * as catalogueChanges from './migrations/2026-11-23-001-catalogue-changes';
import * as nameSearch from './migrations/2026-11-24-001-name-search';
import * as categoryNewestPrice from './migrations/2026-11-24-002-category-newest-price';
import * as sessions from './migrations/2026-11-25-001-sessions';
import * as idempotencyKeys from './migrations/2026-11-25-002-idempotency-keys';
import * as medicineFacts from './migrations/2026-11-26-001-medicine-facts';
import * as ordersFollowed from './migrations/2026-11-27-001-orders-followed';
import * as prescriptions from './migrations/2026-11-27-002-prescriptions';
import * as searchVersion from './migrations/2026-11-28-001-search-version';
import * as categoryMoves from './migrations/2026-11-29-001-category-moves-bump-search-version';
import * as issuedInvoices from './migrations/2026-11-30-001-issued-invoices';
import * as stockUpdatesHeapOnly from './migrations/2026-12-01-001-stock-updates-heap-only';
import * as priceChanges from './migrations/2026-12-02-001-price-changes-bump-search-version';
import * as compositionJson from './migrations/2026-12-03-001-composition-json';
import * as productJsonKept from './migrations/2026-12-04-001-product-json-kept';
import * as orderChanges from './migrations/2026-12-05-001-order-changes';
import * as invoicePdfsUncompressed from './migrations/2026-12-06-001-invoice-pdfs-uncompressed';
import * as issuedInvoiceChanges from './migrations/2026-12-07-001-issued-invoice-changes';
import * as stockChangesNamed from './migrations/2026-12-08-001-stock-changes-named';

/** Every migration, by sortable name. Add new files here in order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-23-001-catalogue-changes': catalogueChanges,
  '2026-11-24-001-name-search': nameSearch,
  '2026-11-24-002-category-newest-price': categoryNewestPrice,
  '2026-11-25-001-sessions': sessions,
  '2026-11-25-002-idempotency-keys': idempotencyKeys,
  '2026-11-26-001-medicine-facts': medicineFacts,
  '2026-11-27-001-orders-followed': ordersFollowed,
  '2026-11-27-002-prescriptions': prescriptions,
  '2026-11-28-001-search-version': searchVersion,
  '2026-11-29-001-category-moves-bump-search-version': categoryMoves,
  '2026-11-30-001-issued-invoices': issuedInvoices,
  '2026-12-01-001-stock-updates-heap-only': stockUpdatesHeapOnly,
  '2026-12-02-001-price-changes-bump-search-version': priceChanges,
  '2026-12-03-001-composition-json': compositionJson,
  '2026-12-04-001-product-json-kept': productJsonKept,
  '2026-12-05-001-order-changes': orderChanges,
  '2026-12-06-001-invoice-pdfs-uncompressed': invoicePdfsUncompressed,
  '2026-12-07-001-issued-invoice-changes': issuedInvoiceChanges,
  '2026-12-08-001-stock-changes-named': stockChangesNamed,
};

/**
 * Whether every migration has run already, as on almost every start: two cheap queries
 * answer it, where the Migrator would first introspect every column of every table, twice
 * (about a quarter of a second on PGlite). When one is missing, the Migrator runs it under its lock.
 */
async function isUpToDate(db: Kysely<Database>, schema: string): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)} order by name`.execute(db);
  const done = rows.map((row) => row.name);
  const known = Object.keys(migrations).sort();
  return done.length === known.length && known.every((name, i) => done[i] === name);
}

/** A Migrator of these migrations, keeping its bookkeeping tables in `schema`. */
function migratorFor(db: Kysely<Database>, schema: string): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
}

/** A Migrator in the connection's current schema: tests take a database to a given migration with it. */
export async function migratorHere(db: Kysely<Database>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return migratorFor(db, rows[0].schema);
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Without an explicit schema Kysely looks for its bookkeeping tables in EVERY schema, so a
  // second schema on the same server (tests use one each) would think it was already migrated.
  const { rows } = await sql<{ schema: string; tracked: boolean }>`
    select current_schema() as schema,
           to_regclass(format('%I.kysely_migration', current_schema())) is not null as tracked`.execute(db);
  const { schema, tracked } = rows[0];
  if (tracked && (await isUpToDate(db, schema))) return;
  const { error, results } = await migratorFor(db, schema).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
