/** Brings the schema up to date with Kysely's Migrator; runs at every start. */
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Database } from './database';
import * as initial from './migrations/2026-11-22-001-initial';
import * as catalogueChanges from './migrations/2026-11-23-001-catalogue-changes';
import * as nameSearch from './migrations/2026-11-24-001-name-search';
import * as categoryNewestPrice from './migrations/2026-11-24-002-category-newest-price';

/** Every migration, by sortable name. Add new files here in order. */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-23-001-catalogue-changes': catalogueChanges,
  '2026-11-24-001-name-search': nameSearch,
  '2026-11-24-002-category-newest-price': categoryNewestPrice,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Without an explicit schema Kysely looks for its bookkeeping tables in EVERY schema, so a
  // second schema on the same server (tests use one each) would think it was already migrated.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0].schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
