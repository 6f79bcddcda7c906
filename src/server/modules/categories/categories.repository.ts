/** Categories table access: plain functions taking the database (or a transaction) first. */
import { type Kysely, sql } from 'kysely';
import type { CategoryRow, Database } from '../../db/database';

/** Every category, by name regardless of case. */
export function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .execute();
}

export function findCategoryById(db: Kysely<Database>, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCategoryBySlug(db: Kysely<Database>, slug: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The category whose name equals `name` ignoring case, as the unique index sees it. */
export function findCategoryByName(db: Kysely<Database>, name: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
}

export function insertCategory(db: Kysely<Database>, values: { name: string; slug: string }): Promise<CategoryRow> {
  return db.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow();
}

export function renameCategory(db: Kysely<Database>, id: string, values: { name: string; slug: string }): Promise<CategoryRow | undefined> {
  return db.updateTable('categories').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the category; false when there was none with that id. */
export async function deleteCategory(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countProductsInCategory(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A category with its name's lexemes, as `to_tsvector('simple', name)` makes them. */
export type CategoryWithLexemes = CategoryRow & { lexemes: string[] };

/** Every category with its name's lexemes, by name regardless of case: for matching typed words in memory. */
export function listCategoriesWithLexemes(db: Kysely<Database>): Promise<CategoryWithLexemes[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .select(sql<string[]>`ARRAY(SELECT lexeme FROM unnest(to_tsvector('simple', name)))`.as('lexemes'))
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .execute();
}

/**
 * Categories whose name matches the text-search query (the search box's `tsquery`, every word a
 * prefix), alphabetical. The table is a few dozen rows, so no index is needed.
 */
export function categoriesMatching(db: Kysely<Database>, tsquery: string, limit: number): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where(sql<boolean>`to_tsvector('simple', name) @@ to_tsquery('simple', ${tsquery})`)
    .orderBy(sql`lower(name)`)
    .limit(limit)
    .execute();
}
