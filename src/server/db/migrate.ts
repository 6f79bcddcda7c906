/** Brings the schema up to date with Kysely's Migrator; runs at every start. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Database } from './database';
import * as initial from './migrations/2026-11-22-001-initial';

/** Every migration, by sortable name. Add new files here in order. */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
