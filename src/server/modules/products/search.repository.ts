/**
 * A search's products, from SQL or from the in-memory search index (search-index/): the newest
 * matches by name and anywhere are its candidates, ranked as PostgreSQL's ts_rank ranks them,
 * and when nothing matches, the typo fallback's products most like what was typed. The rows
 * themselves, and every other read of the products table, are products.repository.ts's.
 */
import { type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import { rowCount } from '../../db/row-count';
import type { ProductWithCategoryRow } from './product-shape';
import { findProductsByIds, inIds, matches, withCategory } from './products.repository';
import type { TextMatch } from './search-query';
import { ANYWHERE, IN_NAME } from './search-index/postings';
import { locatedRows, type LocatedRows } from './search-index/row-addresses';
import type { SearchIndex } from './search-index/search-index';

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

/** A search's ids, where the index saw their rows, and whether they are the typo fallback's (nothing matched the words as typed). */
export type SearchList = { ids: string[]; located?: LocatedRows; alike?: boolean };

/**
 * The ids of what searchProducts lists, in its order, and where their rows were last seen when
 * the index listed them (row-addresses.ts): for a caller that has the products themselves at
 * hand (their JSON, catalogue-cache.ts `pieces`) and so needs no rows read, or only a few.
 */
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
