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
 * only (composition-field.ts), and their JSON is kept in a generated column
 * (`composition_json`, migration 2026-12-03-001): a subquery a row cost more than the rest.
 */
import { sql, type RawBuilder } from 'kysely';
import { PRESCRIPTION_SCHEDULES } from '../../../shared/catalogue';

const text = (column: string) => sql.raw(`to_json(${column})::text`);
const nullable = (column: string) => sql.raw(`coalesce(to_json(${column})::text, 'null')`);
const number = (column: string) => sql.raw(`trim_scale(${column})::text`);
const isoTime = (column: string) => sql.raw(`'"' || to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`);

/** discountPercent: floor((mrp - price) / mrp x 100) in paise, at least 0; 0 when the MRP is 0. */
const DISCOUNT = sql.raw(
  `(CASE WHEN products.mrp <= 0 THEN 0 ELSE greatest(0, floor((products.mrp - products.price) * 10000 / (products.mrp * 100))) END)::text`,
);
/** pricePerUnit: the price in paise over the units, rounded to the paisa. */
const PER_UNIT = sql.raw(`trim_scale(round(products.price * 100 / products.units_per_pack) / 100)::text`);
const PHOTO = sql.raw(`CASE WHEN coalesce(products.photo_version, '') = '' THEN 'null'
  ELSE '{"version":' || to_json(products.photo_version)::text || ',"width":' || coalesce(products.photo_width, 0) || ',"height":' || coalesce(products.photo_height, 0) || '}' END`);
const RX_REQUIRED = sql.raw(
  `CASE WHEN products.schedule IN (${PRESCRIPTION_SCHEDULES.map((schedule) => `'${schedule}'`).join(', ')}) THEN 'true' ELSE 'false' END`,
);

/** The JSON text of a `products` row joined with its `categories` row, as an expression of such a query. */
export const PRODUCT_JSON: RawBuilder<string> = sql<string>`'{"_id":"' || products.id || '","name":' || ${text('products.name')} ||
  ',"slug":' || ${text('products.slug')} || ',"description":' || ${text('products.description')} ||
  ',"price":' || ${number('products.price')} || ',"quantity":' || products.quantity ||
  ',"shipping":' || CASE WHEN products.shipping THEN 'true' ELSE 'false' END ||
  ',"category":{"_id":"' || categories.id || '","name":' || ${text('categories.name')} || ',"slug":' || ${text('categories.slug')} || '}' ||
  ',"photo":' || ${PHOTO} || ',"createdAt":' || ${isoTime('products.created_at')} || ',"updatedAt":' || ${isoTime('products.updated_at')} ||
  ',"mrp":' || ${number('products.mrp')} || ',"discountPercent":' || ${DISCOUNT} ||
  ',"manufacturer":' || ${text('products.manufacturer')} || ',"packSize":' || ${text('products.pack_size')} ||
  ',"unitsPerPack":' || products.units_per_pack || ',"pricePerUnit":' || ${PER_UNIT} ||
  ',"dosageForm":' || ${text('products.dosage_form')} || ',"composition":' || products.composition_json ||
  ',"schedule":' || ${text('products.schedule')} || ',"rxRequired":' || ${RX_REQUIRED} ||
  ',"hsnCode":' || ${text('products.hsn_code')} || ',"gstRate":' || products.gst_rate ||
  ',"storage":' || ${nullable('products.storage')} || ',"countryOfOrigin":' || ${text('products.country_of_origin')} ||
  ',"expiresOn":' || ${nullable(`to_char(products.expires_on, 'YYYY-MM')`)} || ',"maxPerOrder":' || products.max_per_order || '}'`;
