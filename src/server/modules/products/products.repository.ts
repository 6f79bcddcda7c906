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
import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database, NewProduct, ProductUpdate } from '../../db/database';
import { rowCount } from '../../db/row-count';
import type { PageWindow } from '../page-window';
import { boundariesServe, boundaryBefore, type PageBoundaries } from './page-boundaries';
import { PRODUCT_JSON } from './product-json';
import type { PricedPack, ProductWithCategoryRow } from './product-shape';
import type { TextMatch } from './search-query';
import { locatedRows, type LocatedRows } from './search-index/row-addresses';
import { ANYWHERE, IN_NAME } from './search-index/postings';
import type { SearchIndex } from './search-index/search-index';

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

function withCategory(db: Kysely<Database>) {
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

const matches = (query: string) => sql<SqlBool>`products.search @@ to_tsquery('simple', ${query})`;

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

/** How many of the newest matches are ranked: enough for a full page of name matches. */
const SEARCH_CANDIDATES = 100;
/** The newest products a search looks through before it asks a text index instead. */
const RECENT_WINDOW = 10_000;

/** One condition written twice: over the newest products' `search` column, and for an index. */
type Condition = { onSearch: RawBuilder<SqlBool>; indexed: RawBuilder<SqlBool> };

/**
 * The ids of the newest `limit` products meeting the condition, newest first, by whichever of
 * two paths is cheap. The planner cannot choose: it guesses 0.5% of rows for any `word:*`
 * it has no statistics for, and so walked all 1,000,000 products for a miss. A common word
 * fills the list from the newest few hundred products. A word found fewer than `limit` times
 * among the newest RECENT_WINDOW is rare overall too, and a text index lists every match,
 * which are then sorted. (That path alone would sort every match of a common word.)
 */
async function newestMeeting(db: Kysely<Database>, condition: Condition, limit: number): Promise<string[]> {
  const recent = await sql<{ id: string }>`
    SELECT id FROM (SELECT id, created_at, search FROM products ORDER BY created_at DESC, id DESC LIMIT ${RECENT_WINDOW}) AS products
    WHERE ${condition.onSearch} ORDER BY created_at DESC, id DESC LIMIT ${limit}`.execute(db);
  if (recent.rows.length === limit) return recent.rows.map((r) => r.id);
  // MATERIALIZED: all matches first, so the planner cannot walk the newest-first index after all.
  const all = await sql<{ id: string }>`
    WITH matching AS MATERIALIZED (SELECT id, created_at FROM products WHERE ${condition.indexed})
    SELECT id FROM matching ORDER BY created_at DESC, id DESC LIMIT ${limit}`.execute(db);
  return all.rows.map((r) => r.id);
}

/**
 * A search's candidates (ids, or the index's ordinals): the newest matching by name and the
 * newest matching anywhere. Every name match among the newest SEARCH_CANDIDATES anywhere is
 * among as many newest by name too.
 */
type Candidates<T = string> = { byName: T[]; anywhere: T[] };

/** The candidates from SQL: up to SEARCH_CANDIDATES newest matching by name and as many matching anywhere. */
async function candidatesFromSql(db: Kysely<Database>, text: TextMatch): Promise<Candidates> {
  const [byName, anywhere] = await Promise.all([
    newestMeeting(
      db,
      { onSearch: matches(text.name), indexed: sql<SqlBool>`to_tsvector('simple', name) @@ to_tsquery('simple', ${text.any})` },
      SEARCH_CANDIDATES,
    ),
    newestMeeting(db, { onSearch: matches(text.any), indexed: matches(text.any) }, SEARCH_CANDIDATES),
  ]);
  return { byName, anywhere };
}

/**
 * The same candidates to rank from the in-memory index (exactly the same: see search-index.ts),
 * looking for matches anywhere only when toRank would use them: a suggestion's handful, or a
 * search for a word with a full page of name matches, needs none (at 1,000,000 products
 * marking a common word's postings was a quarter of a suggestion's time).
 */
function candidatesFromIndex(index: SearchIndex, text: TextMatch, limit: number): number[] {
  const byName = index.newest(text.words, IN_NAME, SEARCH_CANDIDATES);
  const anywhere = byName.length >= limit ? [] : index.newest(text.words, ANYWHERE, SEARCH_CANDIDATES);
  return toRank({ byName, anywhere }, limit);
}

/**
 * The candidates worth ranking for `limit` results. Name matches rank above the rest, so when
 * there are `limit` of them the rest cannot make the list, and ranking them (reading their
 * rows) would be wasted: six suggestions for a common prefix read half the rows.
 */
function toRank<T>({ byName, anywhere }: Candidates<T>, limit: number): T[] {
  if (byName.length >= limit) return byName;
  return [...new Set([...byName, ...anywhere])];
}

/**
 * The best matches first: name matches above salt, maker and description ones, then by rank,
 * then newest; when nothing matches, the products most like what was typed (similarProductIds).
 * Ranking every match of a common word ("tablet" matches most of the catalogue) would rank
 * hundreds of thousands of rows for 100 results, so only the newest matches are ranked: up to
 * SEARCH_CANDIDATES matching by name and as many matching anywhere (only the former when
 * there are enough of them: toRank). Names have an index of
 * their own: the weighted `search` index would find every product with the word in its
 * description and read each row to check the weight. Given a fresh in-memory `index` (one
 * that holds the words, see CurrentSearchIndex.freshFor), the candidates and the typo
 * fallback's list come from it instead, and only the rows from SQL.
 */
export async function searchProducts(
  db: Kysely<Database>,
  text: TextMatch,
  limit: number,
  index?: SearchIndex,
): Promise<ProductWithCategoryRow[]> {
  const plan = await searchPlan(db, text, limit, index);
  if ('ordered' in plan) return rowsInOrder(db, plan.ordered.ids);
  return inRankOrder(withCategory(db), plan.candidates, text, limit).execute();
}

/**
 * The ids of what searchProducts lists, in its order, and where their rows were last seen when
 * the index listed them (row-addresses.ts): for a caller that has the products themselves at
 * hand (their JSON, catalogue-cache.ts `pieces`) and so needs no rows read, or only a few.
 */
/** A search's ids, where the index saw their rows, and whether they are the typo fallback's (nothing matched the words as typed). */
export type SearchList = { ids: string[]; located?: LocatedRows; alike?: boolean };

export async function searchProductIds(db: Kysely<Database>, text: TextMatch, limit: number, index?: SearchIndex): Promise<SearchList> {
  const plan = await searchPlan(db, text, limit, index);
  if ('ordered' in plan) return plan.ordered;
  const rows = await inRankOrder(db.selectFrom('products').select('products.id'), plan.candidates, text, limit).execute();
  return { ids: rows.map((row) => row.id) };
}

/**
 * What a search lists: its candidates, for SQL to rank; or its ids in their final order, when
 * the index ranked them (SearchIndex.ranked) or nothing matches (the typo fallback's ids, most
 * alike first).
 */
async function searchPlan(
  db: Kysely<Database>,
  text: TextMatch,
  limit: number,
  index: SearchIndex | undefined,
): Promise<{ candidates: string[] } | { ordered: SearchList }> {
  if (!index) {
    const candidates = toRank(await candidatesFromSql(db, text), limit);
    return candidates.length > 0 ? { candidates } : { ordered: { ids: await similarProductIds(db, text.words, limit), alike: true } };
  }
  const ids = (ordinals: number[]) => ordinals.map((ordinal) => index.idOf(ordinal));
  const listed = (ordinals: number[]): SearchList => {
    const found = ids(ordinals);
    return { ids: found, located: locatedRows(index.addresses, found, ordinals) };
  };
  const candidates = candidatesFromIndex(index, text, limit);
  if (candidates.length === 0) return { ordered: { ...listed(index.similar(text.words, limit)), alike: true } };
  const ranked = index.ranked(text.words, candidates, limit);
  return ranked ? { ordered: listed(ranked) } : { candidates: ids(candidates) };
}

/** The candidates, best first: name matches, then by rank, then newest; at most `limit`. */
function inRankOrder<O>(query: SelectQueryBuilder<Database, 'products', O>, candidates: string[], text: TextMatch, limit: number) {
  return query
    .where(inIds(candidates))
    .orderBy(matches(text.name), 'desc')
    .orderBy(sql`ts_rank(products.search, to_tsquery('simple', ${text.rank}))`, 'desc')
    .orderBy(sql`products.created_at`, 'desc')
    .orderBy(sql`products.id`, 'desc')
    .limit(rowCount(limit));
}

/**
 * `products.id` is one of `ids`, sent as one array: PGlite took milliseconds to bind 200
 * separate parameters, more than the query itself.
 */
const inIds = (ids: string[]) => sql<SqlBool>`products.id = ANY(${ids}::uuid[])`;

/** The products of `ids`, in that order (a product deleted meanwhile is left out). */
async function rowsInOrder(db: Kysely<Database>, ids: string[]): Promise<ProductWithCategoryRow[]> {
  if (ids.length === 0) return [];
  const order = new Map(ids.map((id, i) => [id, i]));
  const products = await findProductsByIds(db, ids);
  return products.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * How many products the typo fallback looks at, at most: the first this many that the trigram
 * index finds similar enough, of which the most similar are listed. A common salt misspelt
 * ("paracetmol") is similar to a twentieth of a bulk catalogue, and reading every one of them
 * to rank it would make a typo the slowest search there is.
 */
const TYPO_CANDIDATES = 1000;

/**
 * The fallback when a search finds nothing: products whose name, salts or maker hold, for every
 * word typed, a word like it (pg_trgm's word similarity, at least 0.6 by default, through the GIN
 * trigram index on `search_text`), the most similar first. Every word must find its like, as
 * every word must match in the search itself: "paracetamol zzz" finds nothing. `typo_match` and
 * `typo_similarity` are the migration's inlined wrappers of pg_trgm's `<%` and `word_similarity`.
 */
async function similarProductIds(db: Kysely<Database>, words: string[], limit: number): Promise<string[]> {
  const alike = sql.join(
    words.map((word) => sql`typo_match(${word}, search_text)`),
    sql` AND `,
  );
  const similarity = sql.join(
    words.map((word) => sql`typo_similarity(${word}, search_text)`),
    sql` + `,
  );
  const { rows } = await sql<{ id: string }>`
    WITH near AS MATERIALIZED (SELECT id, search_text FROM products WHERE ${alike} LIMIT ${TYPO_CANDIDATES})
    SELECT id FROM near ORDER BY ${similarity} DESC, id LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

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
