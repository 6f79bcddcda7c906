/**
 * A product's API JSON made by the database, character for character what
 * `JSON.stringify(toApiProduct(row))` makes of the same row (product-shape.ts; the test
 * `product-json.test.ts` compares the two over products of every kind): for a search whose
 * products are not kept as JSON (catalogue cache `pieces`), one text column a row instead of
 * thirty columns parsed, shaped and stringified on the main thread, where a search's time goes.
 *
 * How each part matches JavaScript's: text through `to_json` (which escapes as JSON.stringify
 * does); numerics with `trim_scale` (27.50 is 27.5, 27.00 is 27, as Number() prints them);
 * booleans spelt out (`||` would write 't'); times in UTC to the millisecond, truncated as a
 * JavaScript Date truncates microseconds; the derived facts in whole paise, as product-shape.ts
 * computes them. Keys in toApiProduct's order. Salts are written as { name, strength } strings
 * only (composition-field.ts).
 */
import { sql, type RawBuilder } from 'kysely';

const text = (column: string) => sql.raw(`to_json(${column})::text`);
const nullable = (column: string) => sql.raw(`coalesce(to_json(${column})::text, 'null')`);
const number = (column: string) => sql.raw(`trim_scale(${column})::text`);
const isoTime = (column: string) => sql.raw(`'"' || to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`);

/** discountPercent: floor((mrp - price) / mrp x 100) in paise, at least 0; 0 when the MRP is 0. */
const DISCOUNT = sql.raw(`(CASE WHEN p.mrp <= 0 THEN 0 ELSE greatest(0, floor((p.mrp - p.price) * 10000 / (p.mrp * 100))) END)::text`);
/** pricePerUnit: the price in paise over the units, rounded to the paisa. */
const PER_UNIT = sql.raw(`trim_scale(round(p.price * 100 / p.units_per_pack) / 100)::text`);
const PHOTO = sql.raw(`CASE WHEN coalesce(p.photo_version, '') = '' THEN 'null'
  ELSE '{"version":' || to_json(p.photo_version)::text || ',"width":' || coalesce(p.photo_width, 0) || ',"height":' || coalesce(p.photo_height, 0) || '}' END`);
const COMPOSITION = sql.raw(`'[' || coalesce((SELECT string_agg('{"name":' || to_json(salt->>'name')::text || ',"strength":' ||
  to_json(salt->>'strength')::text || '}', ',' ORDER BY n) FROM jsonb_array_elements(p.composition) WITH ORDINALITY AS salts(salt, n)), '') || ']'`);
const RX_REQUIRED = sql.raw(`CASE WHEN p.schedule IN ('H', 'H1') THEN 'true' ELSE 'false' END`);

/**
 * The JSON text of the product `p` (a products row) in category `c` (its categories row), as
 * an expression of a query that names them so.
 */
export const PRODUCT_JSON: RawBuilder<string> = sql<string>`'{"_id":"' || p.id || '","name":' || ${text('p.name')} ||
  ',"slug":' || ${text('p.slug')} || ',"description":' || ${text('p.description')} ||
  ',"price":' || ${number('p.price')} || ',"quantity":' || p.quantity ||
  ',"shipping":' || CASE WHEN p.shipping THEN 'true' ELSE 'false' END ||
  ',"category":{"_id":"' || c.id || '","name":' || ${text('c.name')} || ',"slug":' || ${text('c.slug')} || '}' ||
  ',"photo":' || ${PHOTO} || ',"createdAt":' || ${isoTime('p.created_at')} || ',"updatedAt":' || ${isoTime('p.updated_at')} ||
  ',"mrp":' || ${number('p.mrp')} || ',"discountPercent":' || ${DISCOUNT} ||
  ',"manufacturer":' || ${text('p.manufacturer')} || ',"packSize":' || ${text('p.pack_size')} ||
  ',"unitsPerPack":' || p.units_per_pack || ',"pricePerUnit":' || ${PER_UNIT} ||
  ',"dosageForm":' || ${text('p.dosage_form')} || ',"composition":' || ${COMPOSITION} ||
  ',"schedule":' || ${text('p.schedule')} || ',"rxRequired":' || ${RX_REQUIRED} ||
  ',"hsnCode":' || ${text('p.hsn_code')} || ',"gstRate":' || p.gst_rate ||
  ',"storage":' || ${nullable('p.storage')} || ',"countryOfOrigin":' || ${text('p.country_of_origin')} ||
  ',"expiresOn":' || ${nullable(`to_char(p.expires_on, 'YYYY-MM')`)} || ',"maxPerOrder":' || p.max_per_order || '}'`;
