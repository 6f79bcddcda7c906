/**
 * migrateToLatest at start: a database a migration behind gets it, and an up-to-date one (the
 * usual restart, answered without the Migrator) is left exactly as it was.
 */
import { sql } from 'kysely';
import { openTestDatabase } from '../testing/test-app';
import { migrateToLatest, migratorHere, migrations } from './migrate';

it('brings a database a migration behind up to date, then leaves it as it is', async () => {
  const { handle, dispose } = await openTestDatabase();
  try {
    const { db } = handle;
    const names = Object.keys(migrations);
    await (await migratorHere(db)).migrateTo(names[0]);
    const ran = async () =>
      (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(db)).rows;
    expect((await ran()).map((row) => row.name)).toEqual([names[0]]);

    await migrateToLatest(db);
    const afterFirst = await ran();
    expect(afterFirst.map((row) => row.name)).toEqual(names);
    await expect(db.selectFrom('products').select('id').execute()).resolves.toEqual([]);

    await migrateToLatest(db);
    expect(await ran()).toEqual(afterFirst);
  } finally {
    await dispose();
  }
});
