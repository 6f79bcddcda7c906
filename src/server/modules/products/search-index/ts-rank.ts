/**
 * PostgreSQL's ts_rank for a search's words ORed (`a:* | b:*`, search-query.ts `rank`), in
 * JavaScript, so that the search index can order a search's candidates without reading their
 * rows. For such a query ts_rank is tsrank.c's calc_rank_or: for each distinct word in byte
 * order (rankOrder), for each lexeme of the product the word begins, in the tsvector's order,
 * it adds a term made from the weights of that lexeme's positions, in order; then divides by
 * how many words (rankOfSum). Every step is rounded to float4 where PostgreSQL's C rounds it, so
 * equal ranks stay equal and an order never differs from SQL's. (The words ANDed would rank by
 * distances between positions, calc_rank_and, which the index does not keep.)
 */

/** ts_rank's default weights, as float4, by a position's weight: D, C, B, A. */
const WEIGHT_OF: Record<string, number> = { D: Math.fround(0.1), C: Math.fround(0.2), B: Math.fround(0.4), A: Math.fround(1) };

/**
 * What a lexeme whose positions have `weights` (one letter a position, in order: "AAC") adds
 * to the rank, before the sum is rounded: calc_rank_or's
 * `(wjm + resj - wjm / ((jm + 1) * (jm + 1))) / 1.64493406685`, float4 arithmetic but for the
 * last division, which is double.
 */
export function rankTerm(weights: string): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < weights.length; j++) {
    const w = WEIGHT_OF[weights[j]];
    if (w === undefined) throw new Error(`Not a tsvector weight: ${weights[j]}`);
    resj = Math.fround(resj + Math.fround(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return Math.fround(Math.fround(wjm + resj) - Math.fround(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

/** The rank after adding `term` to `rank`: float4, as calc_rank_or's `res` is. */
export const addRankTerm = (rank: number, term: number) => Math.fround(rank + term);

/**
 * The words in the order calc_rank_or adds them up, each once (SortAndUniqItems: bytes
 * compared, a prefix before the longer word; the index takes ASCII words only, whose code
 * units compare as their bytes do).
 */
export const rankOrder = (words: readonly string[]) => [...new Set(words)].sort();

/** The rank of a sum of terms over `words` distinct words: float4 division, as calc_rank_or ends. */
export const rankOfSum = (sum: number, words: number) => Math.fround(sum / words);

/**
 * The weight patterns of a catalogue, numbered from 1 as they come (0: a pattern past the
 * 255th, whose rank the index cannot give), with each one's term. A catalogue has few: "A",
 * "C", "AC", "CC"... one for each way a word recurs in a name, salts and description.
 */
export class WeightPatterns {
  static readonly MAX = 255;
  private readonly codes = new Map<string, number>();
  readonly terms: number[] = [0];

  codeOf(weights: string): number {
    let code = this.codes.get(weights);
    if (code !== undefined) return code;
    if (this.terms.length > WeightPatterns.MAX) return 0;
    code = this.terms.length;
    this.codes.set(weights, code);
    this.terms.push(rankTerm(weights));
    return code;
  }
}
