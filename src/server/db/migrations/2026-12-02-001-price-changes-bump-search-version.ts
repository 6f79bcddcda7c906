/**
 * A product's new price bumps search_version too: the search index's process also keeps each
 * product's category and price in list order (modules/products/search-index/catalogue-order.ts),
 * from which filtered pages (several categories, or one in a price band) are found in memory,
 * and a price moves a product into or out of a band. Prices change from the admin's form, a
 * product at a time, so the rebuild they cause is rare; stock updates still cost none.
 */
import type { Kysely } from 'kysely';
import { SEARCHED_COLUMNS, updateTrigger } from './2026-11-29-001-category-moves-bump-search-version';

export async function up(db: Kysely<unknown>): Promise<void> {
  await updateTrigger(db, [...SEARCHED_COLUMNS, 'category_id', 'price']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await updateTrigger(db, [...SEARCHED_COLUMNS, 'category_id']);
}
