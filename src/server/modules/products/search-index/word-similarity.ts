/**
 * pg_trgm's word similarity, in JavaScript, for the search index's typo fallback: the same
 * padded trigrams and the same (greedy) walk over the target's trigrams as pg_trgm's
 * calc_word_similarity and iterate_word_similarity (contrib/pg_trgm/trgm_op.c), so a word is
 * "like" another exactly when `word <% other` would say so. Targets here are single words
 * (the index's vocabulary); PostgreSQL walks a product's whole text, where an extent may run
 * over two words, which changes the score only for a query resembling the junction of two words.
 */

/** pg_trgm.word_similarity_threshold's default: what `<%` (typo_match) asks for. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** A word's trigrams in order, padded as pg_trgm pads (two spaces before, one after). */
export function trigramsOf(word: string): string[] {
  const padded = Array.from(`  ${word} `);
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3).join(''));
  return trigrams;
}

/** pg_trgm's CALCSML, in single precision as PostgreSQL computes it. */
const similarityOf = (count: number, queryTrigrams: number, extentTrigrams: number) =>
  Math.fround(count / (queryTrigrams + extentTrigrams - count));

/**
 * word_similarity(query, target): the greatest similarity between the query's trigram set and
 * an extent of the target's trigrams, found by pg_trgm's own greedy walk.
 */
export function wordSimilarity(query: ReadonlySet<string>, target: readonly string[]): number {
  const groups = new Map<string, number>();
  const groupOf = target.map((trigram) => {
    let group = groups.get(trigram);
    if (group === undefined) groups.set(trigram, (group = groups.size));
    return group;
  });
  const found = [...groups.keys()].map((trigram) => query.has(trigram));
  const lastPosition = new Int32Array(groups.size).fill(-1);
  let unique = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < target.length; i++) {
    const group = groupOf[i];
    if (lower >= 0 || found[group]) {
      if (lastPosition[group] < 0) {
        unique += 1;
        if (found[group]) count += 1;
      }
      lastPosition[group] = i;
    }
    if (!found[group]) continue;
    if (lower === -1) {
      lower = i;
      unique = 1;
    }
    let current = similarityOf(count, query.size, unique);
    // Try every later start of the extent, keeping the best (pg_trgm's "adjust lower bound").
    let tryCount = count;
    let tryUnique = unique;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= i; tryLower++) {
      const tried = similarityOf(tryCount, query.size, tryUnique);
      if (tried > current) {
        current = tried;
        unique = tryUnique;
        lower = tryLower;
        count = tryCount;
      }
      const dropped = groupOf[tryLower];
      if (lastPosition[dropped] === tryLower) {
        tryUnique -= 1;
        if (found[dropped]) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let dropped = previousLower; dropped < lower; dropped++) {
      if (lastPosition[groupOf[dropped]] === dropped) lastPosition[groupOf[dropped]] = -1;
    }
  }
  return best;
}

/**
 * A vocabulary's words with a trigram index, answering which words a typed word is like and
 * how much. Only words sharing enough trigrams with the query are scored: a similarity of 0.6
 * needs at least 0.6 of the query's own trigrams in common.
 */
export class SimilarWords {
  private readonly trigrams: string[][];
  private readonly byTrigram = new Map<string, number[]>();
  /**
   * Trigrams each word shares with the query, all 0 between calls: one array for every call, and
   * only the words that share a trigram are read and cleared. A new array a call, read whole,
   * took 46–51 µs a call against 16–20 in a scratch loop (3,000 misspelt words, a vocabulary of
   * 2,056), with the same answers.
   */
  private readonly shared: Uint16Array;

  constructor(readonly words: readonly string[]) {
    this.trigrams = words.map(trigramsOf);
    this.trigrams.forEach((trigrams, word) => {
      for (const trigram of new Set(trigrams)) {
        const list = this.byTrigram.get(trigram);
        if (list) list.push(word);
        else this.byTrigram.set(trigram, [word]);
      }
    });
    this.shared = new Uint16Array(words.length);
  }

  /** The words (their positions in `words`, in order) at least as similar as the threshold, with their similarity. */
  like(query: string, threshold = WORD_SIMILARITY_THRESHOLD): Map<number, number> {
    const queryTrigrams = new Set(trigramsOf(query));
    const { shared } = this;
    const counted: number[] = [];
    for (const trigram of queryTrigrams) {
      for (const word of this.byTrigram.get(trigram) ?? []) if (shared[word]++ === 0) counted.push(word);
    }
    const needed = threshold * queryTrigrams.size - 1e-6;
    const candidates = counted.filter((word) => shared[word] >= needed).sort((a, b) => a - b);
    for (const word of counted) shared[word] = 0;
    const alike = new Map<number, number>();
    for (const word of candidates) {
      const similarity = wordSimilarity(queryTrigrams, this.trigrams[word]);
      if (similarity >= threshold) alike.set(word, similarity);
    }
    return alike;
  }

  /** Rough bytes held: the trigram strings and lists. */
  get bytes(): number {
    let trigrams = 0;
    for (const list of this.trigrams) trigrams += list.length;
    return trigrams * 40 + this.byTrigram.size * 64;
  }
}
