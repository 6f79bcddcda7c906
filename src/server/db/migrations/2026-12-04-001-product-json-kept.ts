/**
 * Each product's API JSON kept in the row, written by a trigger whenever the row is inserted or
 * updated, so that a read hands over columns instead of making the JSON: character for
 * character what `JSON.stringify(toApiProduct(row))` makes of the row
 * (modules/products/product-shape.ts), in two parts, `api_json_head` before its category and
 * `api_json_tail` after it; the read puts the category between them
 * (modules/products/product-json.ts), so renaming a category rewrites no product. (One column,
 * with the category put in by `overlay(… from position(…))`, cost about as much to read as the
 * JSON made afresh: finding a place in UTF-8 text counts its characters.)
 *
 * Made at every read (as until this migration), 100 random products' JSON took 3.3 ms of
 * PGlite's thread against 1.8 ms read from the column, 12 products 0.85 against 0.35 ms (a
 * scratch loop of prepared statements at 100,000 products): the thread every search and page
 * of a PGlite shop waits on. The price: some 860 more bytes a row, the heap about twice as
 * large, and the JSON remade by an order's stock update (quantity is in it).
 *
 * How each part matches JavaScript's: text through `to_json` (which escapes as JSON.stringify
 * does); numerics with `trim_scale` (27.50 is 27.5, 27.00 is 27, as Number() prints them);
 * booleans spelt out (`||` would write 't'); times in UTC to the millisecond, truncated as a
 * JavaScript Date truncates microseconds; the derived facts in whole paise, as product-shape.ts
 * computes them. Keys in toApiProduct's order. The salts as composition_json (migration
 * 2026-12-03-001) writes them: the trigger calls that function, and its generated column, which
 * only the JSON read, goes.
 */
import { type Kysely, sql } from 'kysely';

/** The schedules whose medicines need a prescription (shared/catalogue.ts PRESCRIPTION_SCHEDULES, as of this migration). */
const RX_SCHEDULES = `'H', 'H1'`;

const text = (column: string) => `to_json(NEW.${column})::text`;
const nullable = (value: string) => `coalesce(to_json(${value})::text, 'null')`;
const number = (column: string) => `trim_scale(NEW.${column})::text`;
const isoTime = (column: string) => `'"' || to_char(NEW.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;

/** discountPercent: floor((mrp - price) / mrp x 100) in paise, at least 0; 0 when the MRP is 0. */
const DISCOUNT = `(CASE WHEN NEW.mrp <= 0 THEN 0 ELSE greatest(0, floor((NEW.mrp - NEW.price) * 10000 / (NEW.mrp * 100))) END)::text`;
/** pricePerUnit: the price in paise over the units, rounded to the paisa. */
const PER_UNIT = `trim_scale(round(NEW.price * 100 / NEW.units_per_pack) / 100)::text`;
const PHOTO = `CASE WHEN coalesce(NEW.photo_version, '') = '' THEN 'null'
  ELSE '{"version":' || to_json(NEW.photo_version)::text || ',"width":' || coalesce(NEW.photo_width, 0) || ',"height":' || coalesce(NEW.photo_height, 0) || '}' END`;

/** The row's JSON up to its category: from the opening brace to `"shipping":…`. */
const BEFORE_CATEGORY = `'{"_id":"' || NEW.id || '","name":' || ${text('name')} ||
  ',"slug":' || ${text('slug')} || ',"description":' || ${text('description')} ||
  ',"price":' || ${number('price')} || ',"quantity":' || NEW.quantity ||
  ',"shipping":' || CASE WHEN NEW.shipping THEN 'true' ELSE 'false' END`;

/** The row's JSON after its category: from `,"photo":…` to the closing brace. */
const AFTER_CATEGORY = `',"photo":' || ${PHOTO} || ',"createdAt":' || ${isoTime('created_at')} || ',"updatedAt":' || ${isoTime('updated_at')} ||
  ',"mrp":' || ${number('mrp')} || ',"discountPercent":' || ${DISCOUNT} ||
  ',"manufacturer":' || ${text('manufacturer')} || ',"packSize":' || ${text('pack_size')} ||
  ',"unitsPerPack":' || NEW.units_per_pack || ',"pricePerUnit":' || ${PER_UNIT} ||
  ',"dosageForm":' || ${text('dosage_form')} || ',"composition":' || composition_json(NEW.composition) ||
  ',"schedule":' || ${text('schedule')} || ',"rxRequired":' || CASE WHEN NEW.schedule IN (${RX_SCHEDULES}) THEN 'true' ELSE 'false' END ||
  ',"hsnCode":' || ${text('hsn_code')} || ',"gstRate":' || NEW.gst_rate ||
  ',"storage":' || ${nullable('NEW.storage')} || ',"countryOfOrigin":' || ${text('country_of_origin')} ||
  ',"expiresOn":' || ${nullable(`to_char(NEW.expires_on, 'YYYY-MM')`)} || ',"maxPerOrder":' || NEW.max_per_order || '}'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN api_json_head text, ADD COLUMN api_json_tail text`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION products_api_json() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.api_json_head := ${BEFORE_CATEGORY};
      NEW.api_json_tail := ${AFTER_CATEGORY};
      RETURN NEW;
    END $$`,
    )
    .execute(db);
  // BEFORE triggers run in the order of their names: this one after products_mrp_default, whose MRP it writes.
  await sql`CREATE TRIGGER products_remake_api_json BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_api_json()`.execute(
    db,
  );
  // Every product already there, through the trigger (which writes the column whatever the update sets it to).
  await sql`UPDATE products SET api_json_head = NULL`.execute(db);
  await sql`ALTER TABLE products ALTER COLUMN api_json_head SET NOT NULL, ALTER COLUMN api_json_tail SET NOT NULL`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN composition_json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER products_remake_api_json ON products`.execute(db);
  await sql`DROP FUNCTION products_api_json()`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN api_json_head, DROP COLUMN api_json_tail`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN composition_json text GENERATED ALWAYS AS (composition_json(composition)) STORED`.execute(db);
}
