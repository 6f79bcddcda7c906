/**
 * Products table access: plain functions taking the database (or a transaction) first and
 * returning rows joined with their category. Lists are newest first (created_at, id), and
 * every list has a matching count, so no call ever loads the whole table.
 *
 * Deep pages: a plain OFFSET fetches and throws away every row before the page (a page near
 * the end of 100,000 products read them all). Instead the page's first (created_at, id) is
 * found by an OFFSET over the index alone (products_newest holds both columns, so no table
 * rows are read), and the page itself is a keyset range of 12 rows from there.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database, NewProduct, ProductUpdate } from '../../db/database';
import type { ProductWithCategoryRow } from './product-shape';
import type { TextMatch } from './search-query';

/** What a list may be narrowed by; every part is optional and they combine with AND. */
export type ProductFilter = {
  categoryIds?: string[];
  /** Inclusive [min, max] in rupees. */
  price?: [number, number];
  text?: TextMatch;
};

export type PageWindow = { limit: number; offset: number };

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

/** One page of the products the filter lets through, newest first. */
export function listProducts(db: Kysely<Database>, filter: ProductFilter, window: PageWindow): Promise<ProductWithCategoryRow[]> {
  const newest = withCategory(db)
    .where((eb) => filterWhere(eb, filter))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(window.limit);
  if (window.offset === 0) return newest.execute();
  const pageStart = db
    .selectFrom('products')
    .select(['products.created_at', 'products.id'])
    .where((eb) => filterWhere(eb, filter))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .offset(window.offset)
    .limit(1);
  // Past the last product the boundary is NULL, the comparison is never true: an empty page.
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

/**
 * The best matches first: name matches above description-only ones, then by rank, then newest.
 * Ranking every match of a common word ("tablet" matches most of the catalogue) would rank
 * tens of thousands of rows for 100 results, so only the newest matches are ranked: up to
 * SEARCH_CANDIDATES matching by name and as many matching anywhere. Each list walks the
 * newest-first index and stops early (common words) or comes from the text index (rare ones).
 */
export function searchProducts(db: Kysely<Database>, text: TextMatch, limit: number): Promise<ProductWithCategoryRow[]> {
  const newestMatching = (query: string) =>
    sql`(SELECT id FROM products WHERE search @@ to_tsquery('simple', ${query})
         ORDER BY created_at DESC, id DESC LIMIT ${SEARCH_CANDIDATES})`;
  return withCategory(db)
    .where(sql<SqlBool>`products.id IN (${newestMatching(text.name)} UNION ${newestMatching(text.any)})`)
    .orderBy(matches(text.name), 'desc')
    .orderBy(sql`ts_rank(products.search, to_tsquery('simple', ${text.any}))`, 'desc')
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
}

export function findProductBySlug(db: Kysely<Database>, slug: string): Promise<ProductWithCategoryRow | undefined> {
  return withCategory(db).where('products.slug', '=', slug).executeTakeFirst();
}

export function findProductById(db: Kysely<Database>, id: string): Promise<ProductWithCategoryRow | undefined> {
  return withCategory(db).where('products.id', '=', id).executeTakeFirst();
}

/** Other products of a category, newest first, never the product itself. */
export function relatedProducts(
  db: Kysely<Database>,
  productId: string,
  categoryId: string,
  limit: number,
): Promise<ProductWithCategoryRow[]> {
  return withCategory(db)
    .where('products.category_id', '=', categoryId)
    .where('products.id', '<>', productId)
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertProduct(db: Kysely<Database>, values: NewProduct): Promise<string> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
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
