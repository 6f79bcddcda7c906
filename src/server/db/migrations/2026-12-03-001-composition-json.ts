/**
 * Each product's salts as the API spells them (`[{"name":…,"strength":…}]`, character for
 * character what JSON.stringify makes of composition-field.ts's salts), kept in a generated
 * column. A product's JSON made by the database (modules/products/product-json.ts) wrote them
 * with a subquery a row: about 60 µs a product on PGlite, more than half of all its JSON (a
 * scratch loop over 100 random products at a time, 11.3 ms against 5.0 without it).
 * PostgreSQL recomputes the column only when an update sets `composition`, so an order's
 * stock update does not.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION composition_json(composition jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT '[' || coalesce(string_agg('{"name":' || to_json(salt->>'name')::text || ',"strength":' ||
        to_json(salt->>'strength')::text || '}', ',' ORDER BY n), '') || ']'
      FROM jsonb_array_elements(composition) WITH ORDINALITY AS salts(salt, n)
    $$`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN composition_json text GENERATED ALWAYS AS (composition_json(composition)) STORED`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products DROP COLUMN composition_json`.execute(db);
  await sql`DROP FUNCTION composition_json(jsonb)`.execute(db);
}
