/**
 * Products table access: plain functions taking the database (or a transaction) first and
 * returning rows joined with their category. Lists are newest first (created_at, id), and
 * every list has a matching count, so no call ever loads the whole table.
 *
 * Deep pages: a plain OFFSET fetches and throws away every row before the page (a page near
 * the end of 100,000 products read them all). Instead the page's first (created_at, id) is
 * found by an OFFSET over the index alone (products_newest holds both columns, so no table
 * rows are read), counted from whichever end of the list is nearer, and the page itself is a
 * keyset range of 12 rows from there. The whole catalogue's pages go straighter when the
 * caller has its page boundaries (page-boundaries.ts): one primary-key lookup and that range.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database, NewProduct, ProductUpdate } from '../../db/database';
import { rowCount } from '../../db/row-count';
import type { PageWindow } from '../page-window';
import { boundariesServe, boundaryBefore, type PageBoundaries } from './page-boundaries';
import { PRODUCT_JSON } from './product-json';
import type { PricedPack, ProductWithCategoryRow } from './product-shape';
import type { TextMatch } from './search-query';

/** What a list may be narrowed by; every part is optional and they combine with AND. */
export type ProductFilter = {
  categoryIds?: string[];
  /** Inclusive [min, max] in rupees. */
  price?: [number, number];
  text?: TextMatch;
};

/** Products with their category, each as its id and its API JSON made by the database (product-json.ts). */
function withCategoryJson(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id', PRODUCT_JSON.as('json')]);
}

export function withCategory(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.slug',
      'products.description',
      'products.price',
      'products.quantity',
      'products.shipping',
      'products.category_id',
      'categories.name as category_name',
      'categories.slug as category_slug',
      'products.photo_version',
      'products.photo_width',
      'products.photo_height',
      'products.created_at',
      'products.updated_at',
      'products.mrp',
      'products.manufacturer',
      'products.pack_size',
      'products.units_per_pack',
      'products.dosage_form',
      'products.composition',
      'products.schedule',
      'products.hsn_code',
      'products.gst_rate',
      'products.storage',
      'products.country_of_origin',
      'products.composition_key',
      'products.max_per_order',
      sql<string | null>`to_char(products.expires_on, 'YYYY-MM')`.as('expires_on'),
    ]);
}

export const matches = (query: string) => sql<SqlBool>`products.search @@ to_tsquery('simple', ${query})`;

function filterWhere(eb: ExpressionBuilder<Database, 'products'>, filter: ProductFilter): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (filter.categoryIds?.length) parts.push(eb('products.category_id', 'in', filter.categoryIds));
  if (filter.price) {
    parts.push(eb('products.price', '>=', String(filter.price[0])), eb('products.price', '<=', String(filter.price[1])));
  }
  if (filter.text) parts.push(matches(filter.text.any));
  return eb.and(parts);
}

/** A text filter with at most this many matches is listed from its index and sorted; more are walked newest first. */
const SORTED_TEXT_MATCHES = 10_000;

/**
 * The ids of one page of products in any of `categoryIds` (and a price band), newest first:
 * each category's newest `offset + limit` from its own index (category, created_at, id, with
 * the price included), merged. Walking the whole catalogue's newest-first index and skipping
 * the other categories' products would read a row for every product passed over. One category
 * with a price band is walked too: a statement that only said "this category, this band,
 * newest first" left PostgreSQL to guess how many products the band holds, and the plan it
 * kept read every one of them through the price index and sorted them (10.8–11.9 ms a page at
 * 100,000 on PGlite, against 1.3 ms walked).
 */
function pageInCategories(categoryIds: string[], price: [number, number] | undefined, window: PageWindow) {
  const inBand = price ? sql`AND price >= ${String(price[0])} AND price <= ${String(price[1])}` : sql``;
  const walks = categoryIds.map(
    (id) => sql`(SELECT created_at, id FROM products WHERE category_id = ${id} ${inBand}
      ORDER BY created_at DESC, id DESC LIMIT ${window.offset + window.limit})`,
  );
  return sql<SqlBool>`products.id IN (SELECT id FROM (${sql.join(walks, sql` UNION ALL `)}) AS merged
    ORDER BY created_at DESC, id DESC OFFSET ${window.offset} LIMIT ${window.limit})`;
}

/**
 * One page of the `total` products the filter lets through (countProducts), newest first.
 * The total picks the cheap way to the page: none past the end; from the oldest end for the
 * back half of the list, so the last page is as cheap as the first; and for a text filter
 * with few matches, from the text index (walking newest first would read the whole table
 * to list a word that is in three products). `boundaries`, when given, serve the pages of
 * the list they are of (the whole catalogue's or one category's; any other filter ignores them).
 * Each product comes as its API JSON made by the database (product-json.ts).
 */
export async function listProductJson(
  db: Kysely<Database>,
  filter: ProductFilter,
  window: PageWindow,
  total: number,
  boundaries?: PageBoundaries,
): Promise<string[]> {
  return (await listOf(db, withCategoryJson(db), filter, window, total, boundaries)).map((row) => row.json);
}

/** listProductJson's page for any selection from products joined with their categories. */
async function listOf<O>(
  db: Kysely<Database>,
  selection: SelectQueryBuilder<Database, 'products' | 'categories', O>,
  filter: ProductFilter,
  window: PageWindow,
  total: number,
  boundaries?: PageBoundaries,
): Promise<O[]> {
  if (window.offset >= total) return [];
  const newest = selection
    .where((eb) => filterWhere(eb, filter))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(rowCount(window.limit));
  if (filter.text && total <= SORTED_TEXT_MATCHES) {
    const page = db
      .with(
        (cte) => cte('matching').materialized(),
        (qb) =>
          qb
            .selectFrom('products')
            .select(['id', 'created_at'])
            .where((eb) => filterWhere(eb, filter)),
      )
      .selectFrom('matching')
      .select('matching.id')
      .orderBy('matching.created_at', 'desc')
      .orderBy('matching.id', 'desc')
      .offset(window.offset)
      .limit(window.limit);
    return newest.where('products.id', 'in', page).execute();
  }
  const categories = filter.categoryIds?.length ?? 0;
  if (!filter.text && (categories > 1 || (categories === 1 && filter.price))) {
    return newest.where(pageInCategories(filter.categoryIds!, filter.price, window)).execute();
  }
  if (window.offset === 0) return newest.execute();
  const start = boundaries && boundariesServe(boundaries, filter) ? boundaryBefore(boundaries, window.offset) : undefined;
  if (start) {
    const rows = await newest
      .where(sql<SqlBool>`(products.created_at, products.id) <= (SELECT created_at, id FROM products WHERE id = ${start.boundaryId})`)
      .offset(rowCount(start.skip))
      .execute();
    // None when the boundary was deleted by a write whose notification is still on its way: the OFFSET way is right.
    if (rows.length > 0) return rows;
  }
  const fromOldest = window.offset * 2 > total;
  const direction = fromOldest ? 'asc' : 'desc';
  const pageStart = db
    .selectFrom('products')
    .select(['products.created_at', 'products.id'])
    .where((eb) => filterWhere(eb, filter))
    .orderBy('products.created_at', direction)
    .orderBy('products.id', direction)
    .offset(fromOldest ? total - 1 - window.offset : window.offset)
    .limit(1);
  // Past the last product (a total that was about to shrink) the boundary is NULL: an empty page.
  return newest.where(sql<SqlBool>`(products.created_at, products.id) <= (${pageStart})`).execute();
}

export async function countProducts(db: Kysely<Database>, filter: ProductFilter = {}): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => filterWhere(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `products.id` is one of `ids`, sent as one array: PGlite took milliseconds to bind 200
 * separate parameters, more than the query itself.
 */
export const inIds = (ids: string[]) => sql<SqlBool>`products.id = ANY(${ids}::uuid[])`;

export function findProductBySlug(db: Kysely<Database>, slug: string): Promise<ProductWithCategoryRow | undefined> {
  return withCategory(db).where('products.slug', '=', slug).executeTakeFirst();
}

/** The API JSON of the product with this slug (product-json.ts), or undefined when there is none. */
export async function findProductJsonBySlug(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  return (await withCategoryJson(db).where('products.slug', '=', slug).executeTakeFirst())?.json;
}

/** The products of `ids` that exist, in no particular order. */
export function findProductsByIds(db: Kysely<Database>, ids: string[]): Promise<ProductWithCategoryRow[]> {
  return withCategory(db).where(inIds(ids)).execute();
}

/** The API JSON of each of `ids` that exists (product-json.ts), by id. */
export async function findProductJsonByIds(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  const rows = await withCategoryJson(db).where(inIds(ids)).execute();
  return new Map(rows.map((row) => [row.id, row.json]));
}

/** A product's JSON, with its id and where its row is (row-addresses.ts). */
export type LocatedProductJson = { id: string; json: string; tid: string };

const withLocatedJson = (db: Kysely<Database>) => withCategoryJson(db).select(sql<string>`products.ctid::text`.as('tid'));

/** findProductJsonByIds' products, each with where its row is now. */
export function findLocatedProductJsonByIds(db: Kysely<Database>, ids: string[]): Promise<LocatedProductJson[]> {
  return withLocatedJson(db).where(inIds(ids)).execute();
}

/**
 * The products whose rows are at `tids` now (a TID scan: no index read), whichever products
 * those are: an address is only a hint (row-addresses.ts), which the caller checks by id.
 */
export function findProductJsonByTids(db: Kysely<Database>, tids: string[]): Promise<LocatedProductJson[]> {
  return withLocatedJson(db)
    .where(sql<SqlBool>`products.ctid = ANY(${tids}::tid[])`)
    .execute();
}

export function findProductById(db: Kysely<Database>, id: string): Promise<ProductWithCategoryRow | undefined> {
  return withCategory(db).where('products.id', '=', id).executeTakeFirst();
}

/** The ids of a category's newest `limit` products, newest first: its newest-first index alone, no table rows. */
export async function newestInCategory(db: Kysely<Database>, categoryId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('category_id', '=', categoryId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(rowCount(limit))
    .execute();
  return rows.map((row) => row.id);
}

/** Substitutes listed for one product; the contract's bound. */
export const SUBSTITUTES_LIMIT = 12;

/** A product of a composition group: its JSON, and what its saving per unit is worked out from. */
export type SubstituteRow = PricedPack & { id: string; json: string };

/** What substitutes need of the product asked about: its composition and its price per unit. */
export function findSubstituteBasis(db: Kysely<Database>, id: string) {
  return db.selectFrom('products').select(['id', 'composition_key', 'price', 'units_per_pack']).where('id', '=', id).executeTakeFirst();
}

/**
 * The first `SUBSTITUTES_LIMIT + 1` products of a composition (its normalised key, see the
 * migration) in the substitutes' order, in stock first, cheapest per unit first; [] for no
 * composition. Every product of the group finds its substitutes in this one list, itself left
 * out. The products_substitutes index is in price-per-unit order within a composition (stock
 * stays out of every index, so an order's stock update can be heap-only: see the migration
 * 2026-12-01-001): the in-stock ones are one walk of it, and only a list they leave short
 * walks it again for the sold-out ones. Each as its JSON (product-json.ts) with the price per
 * unit's parts: a substitute is that JSON and its saving against the product asked about.
 */
export async function compositionGroup(db: Kysely<Database>, compositionKey: string): Promise<SubstituteRow[]> {
  if (!compositionKey) return [];
  const wanted = SUBSTITUTES_LIMIT + 1;
  const walk = (stock: 'in stock' | 'sold out') =>
    withCategoryJson(db)
      .select(['products.price', 'products.units_per_pack'])
      .where('products.composition_key', '=', compositionKey)
      .where('products.composition_key', '<>', '')
      .where('products.quantity', stock === 'in stock' ? '>' : '=', 0)
      .orderBy(sql`products.price / products.units_per_pack`)
      .orderBy('products.id')
      .limit(rowCount(wanted))
      .execute();
  const inStock = await walk('in stock');
  return inStock.length === wanted ? inStock : [...inStock, ...(await walk('sold out'))].slice(0, wanted);
}

export async function insertProduct(db: Kysely<Database>, values: NewProduct): Promise<string> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts many products in one statement; their ids in the same order. */
export async function insertProducts(db: Kysely<Database>, values: NewProduct[]): Promise<string[]> {
  const rows = await db.insertInto('products').values(values).returning('id').execute();
  return rows.map((row) => row.id);
}

export async function hasAnyProduct(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Updates the product; false when there is none with that id. */
export async function updateProduct(db: Kysely<Database>, id: string, values: ProductUpdate): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the product (its photo goes with it); false when there was none. */
export async function deleteProduct(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The HSN code and GST rate of the products that still exist among `ids`. */
export async function taxFactsOf(db: Kysely<Database>, ids: string[]): Promise<{ id: string; hsn_code: string; gst_rate: number }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(['id', 'hsn_code', 'gst_rate']).where('id', 'in', ids).execute();
}
