/**
 * Every product becomes a medicine (or a healthcare product) with the facts an Indian pharmacy
 * shows: MRP, maker, pack, units, dosage form, composition, schedule, HSN and GST, storage,
 * origin and the expiry month of the batch on sale. Existing rows migrate in place: MRP = price,
 * OTC, HSN by category name (3004 when the name says nothing), GST by HSN, made in India.
 *
 * Three columns are computed by the database so no writer (form, seed, hand-run SQL) can let
 * them drift: `composition_key` (the salts as sorted 'name|strength', lowercased and without
 * spaces, so '650mg' = '650 mg'; what substitutes are matched on), `search` (now with salts and
 * maker) and `search_text` (name, salts and maker, for the trigram typo fallback).
 */
import { type Kysely, sql } from 'kysely';

const DOSAGE_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'injection',
  'cream',
  'gel',
  'ointment',
  'drops',
  'inhaler',
  'powder',
  'device',
  'other',
];

/**
 * pg_trgm goes into `public` when there is one, never into the current schema: each test run on a
 * shared server has a schema of its own, dropped afterwards with CASCADE, which would take the
 * extension, and every other schema's trigram index, with it. Returns the schema it lives in.
 */
async function installTrigrams(db: Kysely<unknown>): Promise<string> {
  // Two schemas migrating at once on one database would both try to create it.
  await sql`SELECT pg_advisory_xact_lock(hashtext('pharmacy:pg_trgm'))`.execute(db);
  const { rows: has } = await sql<{ ok: boolean }>`SELECT to_regnamespace('public') IS NOT NULL AS ok`.execute(db);
  if (has[0].ok) await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
  else await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
  return rows[0].schema;
}

async function createFunctions(db: Kysely<unknown>, trgm: string): Promise<void> {
  await sql`
    CREATE FUNCTION composition_key(composition jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(string_agg(salt, ';' ORDER BY salt), '') FROM (
        SELECT lower(regexp_replace(coalesce(e->>'name', ''), '\\s', '', 'g')) || '|' ||
               lower(regexp_replace(coalesce(e->>'strength', ''), '\\s', '', 'g')) AS salt
        FROM jsonb_array_elements(composition) AS e) AS salts
    $$`.execute(db);
  await sql`
    CREATE FUNCTION composition_text(composition jsonb, with_strength boolean) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(string_agg(e->>'name' || CASE WHEN with_strength THEN ' ' || coalesce(e->>'strength', '') ELSE '' END, ' '), '')
      FROM jsonb_array_elements(composition) AS e
    $$`.execute(db);
  // Written in SQL so PostgreSQL inlines them into the query and the trigram index serves it.
  const schema = `"${trgm.replace(/"/g, '""')}"`;
  await sql`
    CREATE FUNCTION typo_match(query text, target text) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS
    ${sql.raw(`$$ SELECT query OPERATOR(${schema}.<%) target $$`)}`.execute(db);
  await sql`
    CREATE FUNCTION typo_similarity(query text, target text) RETURNS real LANGUAGE sql STABLE PARALLEL SAFE AS
    ${sql.raw(`$$ SELECT ${schema}.word_similarity(query, target) $$`)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const trgm = await installTrigrams(db);
  await createFunctions(db, trgm);
  await sql`
    ALTER TABLE products
      ADD COLUMN mrp numeric(12, 2),
      ADD COLUMN manufacturer text NOT NULL DEFAULT '',
      ADD COLUMN pack_size text NOT NULL DEFAULT '',
      ADD COLUMN units_per_pack integer NOT NULL DEFAULT 1 CHECK (units_per_pack >= 1),
      ADD COLUMN dosage_form text NOT NULL DEFAULT 'other' CHECK (dosage_form IN (${sql.join(DOSAGE_FORMS.map((f) => sql.lit(f)))})),
      ADD COLUMN composition jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(composition) = 'array'),
      ADD COLUMN schedule text NOT NULL DEFAULT 'OTC' CHECK (schedule IN ('OTC', 'G', 'H', 'H1')),
      ADD COLUMN hsn_code text NOT NULL DEFAULT '3004' CHECK (hsn_code ~ '^[0-9]{4,8}$'),
      ADD COLUMN gst_rate smallint NOT NULL DEFAULT 5 CHECK (gst_rate IN (0, 5, 18)),
      ADD COLUMN storage text,
      ADD COLUMN country_of_origin text NOT NULL DEFAULT 'India',
      ADD COLUMN expires_on date CHECK (expires_on = date_trunc('month', expires_on)::date)`.execute(db);
  // Same table as the form's defaults (modules/products/tax-defaults.ts), frozen here as of this migration.
  await sql`
    UPDATE products SET mrp = price, hsn_code = hsn.code, gst_rate = CASE WHEN hsn.code IN ('3304') THEN 18 ELSE 5 END
    FROM (SELECT id, CASE
            WHEN lower(name) ~ '(first aid|bandage|dressing)' THEN '3005'
            WHEN lower(name) ~ '(device|equipment|monitor)' THEN '9018'
            WHEN lower(name) ~ '(oral|dental)' THEN '3306'
            WHEN lower(name) ~ '(personal care|baby care|cosmetic|beauty)' THEN '3304'
            ELSE '3004' END AS code FROM categories) AS hsn
    WHERE hsn.id = products.category_id`.execute(db);
  await sql`
    ALTER TABLE products
      ALTER COLUMN mrp SET NOT NULL,
      ADD CONSTRAINT products_price_within_mrp CHECK (price <= mrp),
      DROP COLUMN search,
      ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A') ||
        setweight(to_tsvector('simple', composition_text(composition, true) || ' ' || manufacturer), 'B') ||
        setweight(to_tsvector('simple', description), 'C')) STORED,
      ADD COLUMN composition_key text GENERATED ALWAYS AS (composition_key(composition)) STORED,
      ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(name || ' ' || composition_text(composition, false) || ' ' || manufacturer)) STORED`.execute(db);
  // A writer that knows nothing of MRP (an older seed, a hand-run INSERT) gets MRP = price, as the form does.
  await sql`
    CREATE FUNCTION products_mrp_default() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.mrp := coalesce(NEW.mrp, NEW.price);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER products_mrp_default BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_mrp_default()`.execute(db);
  await sql`CREATE INDEX products_search ON products USING gin (search)`.execute(db);
  await sql`CREATE INDEX products_search_text ON products USING gin (search_text ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
  // Exactly the substitutes' order, so a composition shared by thousands reads 13 index entries.
  await sql`
    CREATE INDEX products_substitutes ON products (composition_key, (quantity = 0), (price / units_per_pack), id)
    WHERE composition_key <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER products_mrp_default ON products`.execute(db);
  await sql`DROP FUNCTION products_mrp_default()`.execute(db);
  await sql`DROP INDEX products_substitutes`.execute(db);
  await sql`DROP INDEX products_search_text`.execute(db);
  await sql`
    ALTER TABLE products
      DROP COLUMN search_text, DROP COLUMN composition_key, DROP COLUMN search,
      DROP CONSTRAINT products_price_within_mrp,
      DROP COLUMN mrp, DROP COLUMN manufacturer, DROP COLUMN pack_size, DROP COLUMN units_per_pack,
      DROP COLUMN dosage_form, DROP COLUMN composition, DROP COLUMN schedule, DROP COLUMN hsn_code,
      DROP COLUMN gst_rate, DROP COLUMN storage, DROP COLUMN country_of_origin, DROP COLUMN expires_on,
      ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', description), 'B')) STORED`.execute(db);
  await sql`CREATE INDEX products_search ON products USING gin (search)`.execute(db);
  for (const fn of [
    'typo_similarity(text, text)',
    'typo_match(text, text)',
    'composition_text(jsonb, boolean)',
    'composition_key(jsonb)',
  ]) {
    await sql`DROP FUNCTION ${sql.raw(fn)}`.execute(db);
  }
}
