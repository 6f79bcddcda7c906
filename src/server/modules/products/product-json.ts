/**
 * A product's API JSON made by the database, character for character what
 * `JSON.stringify(toApiProduct(row))` makes of the same row (product-shape.ts; the test
 * `product-json.test.ts` compares the two over products of every kind): for a search or a page
 * whose products are not kept as JSON (catalogue cache `pieces`), one text column a row instead
 * of thirty columns parsed, shaped and stringified on the main thread, where a search's time goes.
 *
 * The row keeps its JSON in two parts, before and after its category (`api_json_head`,
 * `api_json_tail`, written by a trigger: migration 2026-12-04-001, which says how each part
 * matches JavaScript's); the read puts the category between them, so renaming a category
 * rewrites no product. A change to the product's API JSON is therefore a new migration: a new
 * trigger function, and every row rewritten (the test fails until then).
 */
import { sql, type RawBuilder } from 'kysely';

/** The JSON text of a `products` row joined with its `categories` row, as an expression of such a query. */
export const PRODUCT_JSON: RawBuilder<string> = sql<string>`products.api_json_head ||
  ',"category":{"_id":"' || categories.id || '","name":' || to_json(categories.name)::text || ',"slug":' || to_json(categories.slug)::text || '}' ||
  products.api_json_tail`;
