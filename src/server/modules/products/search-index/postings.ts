/**
 * The search index's postings: one product's occurrence of one lexeme in 32 bits (its ordinal,
 * the pattern of its positions' weights (ts-rank.ts), and where it occurs), and the sorted lists
 * of them each lexeme has, newest product first.
 */

/**
 * Where a lexeme occurs in a product, as flags: its name (weight A); its name, salt names or
 * maker (`search_text`, what the typo fallback compares with).
 */
export const IN_NAME = 1;
export const IN_TYPO_TEXT = 2;
/** Anywhere: name, salts, maker or description. */
export const ANYWHERE = 0;

/** Products numbered past this would not fit a posting's 32 bits: a larger catalogue is searched in SQL. */
export const MAX_PRODUCTS = 2 ** 22;
/** A posting: its product's ordinal, the pattern of its positions' weights (ts-rank.ts), and where it occurs. */
export const makePosting = (ordinal: number, pattern: number, where: number) => ordinal * 1024 + pattern * 4 + where;
export const ordinalOf = (posting: number) => posting >>> 10;
export const patternOf = (posting: number) => (posting >>> 2) & 255;

/** The first index of list[low, high) (sorted) whose posting is of `ordinal` or an older product; `high` when none. */
function firstFrom(list: Uint32Array, ordinal: number, low: number, high: number): number {
  const wanted = makePosting(ordinal, 0, 0);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle] < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The posting of `ordinal` in list[from, end) (sorted), if it has one. */
export function postingIn(list: Uint32Array, ordinal: number, from = 0, end = list.length): number | undefined {
  const at = firstFrom(list, ordinal, from, end);
  return at < end && ordinalOf(list[at]) === ordinal ? list[at] : undefined;
}

/**
 * Where in the sorted `list`, at or after `from`, the first posting of a product at least as old
 * as `ordinal` is (list.length when none): by galloping from `from`, so a walk through ordinals
 * in order reads the list near where it last stopped rather than searching it whole each time.
 */
export function seek(list: Uint32Array, ordinal: number, from: number): number {
  const wanted = makePosting(ordinal, 0, 0);
  if (from >= list.length || list[from] >= wanted) return from;
  let [low, step] = [from, 1];
  while (low + step < list.length && list[low + step] < wanted) [low, step] = [low + step, step * 2];
  return firstFrom(list, ordinal, low + 1, Math.min(low + step, list.length));
}
