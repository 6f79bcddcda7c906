/**
 * An order's stock update as a heap-only (HOT) update: PostgreSQL writes no index entry for an
 * update that changes no indexed column and finds room on the row's own page. The substitutes
 * index held `quantity = 0`, so every stock change wrote a new entry into all ten product
 * indexes, three of them GIN, and left as many for VACUUM. The index now orders a composition
 * by price per unit alone (the repository asks for the in-stock ones first). Room on the page
 * comes from VACUUM, which frees the old versions: in a scratch loop at 100,000 products on
 * PGlite, after the first VACUUM a stock update took 0.34-0.38 ms against 0.52-0.55 and the next
 * VACUUM 44-52 ms against 110-261 (the server's VACUUM holds PGlite's one thread meanwhile).
 * Pages are not filled short of full to make room sooner: seeded at fillfactor 90, the same
 * catalogue served filtered pages at 869-974 a second against 1,455-1,471 (bench runs -19 to
 * -33 of 2026-11-25).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX products_substitutes`.execute(db);
  await sql`
    CREATE INDEX products_substitutes ON products (composition_key, (price / units_per_pack), id)
    WHERE composition_key <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX products_substitutes`.execute(db);
  await sql`
    CREATE INDEX products_substitutes ON products (composition_key, (quantity = 0), (price / units_per_pack), id)
    WHERE composition_key <> ''`.execute(db);
}
