/**
 * The search index's typo fallback: the products whose name, salts or maker hold a word like
 * each of a search's words (pg_trgm's word similarity, word-similarity.ts), for a search whose
 * words begin no lexeme.
 */
import { type LexemeLists, MERGED_LISTS } from './lexeme-lists';
import { ANYWHERE, IN_TYPO_TEXT, ordinalOf } from './postings';
import type { SimilarWords } from './word-similarity';

export class TypoFallback {
  constructor(
    private readonly lists: LexemeLists,
    /** The words of the lexemes found in products' search_text, as pg_trgm splits them. */
    private readonly words: SimilarWords,
    /** The lexemes each of those words occurs in, by the word's number. */
    private readonly lexemesOf: readonly number[][],
  ) {}

  /**
   * The ordinals of up to `limit` products whose name, salts or maker hold,
   * for every word, a word like it (pg_trgm word similarity at least 0.6), the most similar
   * (summed over the words) first, then the newest.
   */
  similar(words: readonly string[], limit: number): number[] {
    // Most similar first, so a product's first sighting for a word carries its best score.
    const alikes = words.map((word) => [...this.words.like(word)].sort((a, b) => b[1] - a[1]));
    if (alikes.some((alike) => alike.length === 0)) return [];
    if (words.length === 1) {
      const found = this.mostAlike(alikes[0], limit);
      if (found) return found;
    }
    const meeting = alikes.length > 1 ? this.holdingEvery(alikes) : undefined;
    if (meeting === null) return [];
    const { score, hits } = this.lists.buffers();
    // The products the first word finds: the only ones any later word can count for, and the
    // only ones whose score and hits are set, so reading and clearing them is all that is needed
    // (at 1,000,000 products a pass over every one was a quarter of a suggestion's time).
    const found: number[] = [];
    try {
      for (const [i, alike] of alikes.entries()) {
        for (const [typoWord, similarity] of alike) {
          for (const lexeme of this.lexemesOf[typoWord]) {
            for (const posting of this.lists.postings[lexeme]) {
              const ordinal = ordinalOf(posting);
              if ((posting & IN_TYPO_TEXT) === 0 || hits[ordinal] !== i) continue;
              if (i === 0) {
                if (meeting && (meeting[ordinal >>> 5] & (1 << (ordinal & 31))) === 0) continue;
                found.push(ordinal);
              }
              hits[ordinal] = i + 1;
              score[ordinal] += similarity;
            }
          }
        }
      }
      return this.best(found, words.length, limit);
    } finally {
      for (const ordinal of found) {
        hits[ordinal] = 0;
        score[ordinal] = 0;
      }
    }
  }

  /**
   * similar() for one word, from its look-alikes (most alike first): the products of the most
   * alike ones first, each group of equally alike look-alikes (as a float32 score sees them)
   * merged newest first, leaving out products a better group listed, until `limit`. That is
   * what scoring every posting gives (a product scores its best look-alike; ties go to the
   * newest), reading about `limit` postings a list where scoring reads them all: a misspelt
   * "tablet" at 1,000,000 products scored a million postings. Undefined when a group has more
   * lists than a merge reads well.
   */
  private mostAlike(alike: readonly [number, number][], limit: number): number[] | undefined {
    const { hits } = this.lists.buffers();
    const found: number[] = [];
    try {
      for (let i = 0; i < alike.length && found.length < limit;) {
        const similarity = Math.fround(alike[i][1]);
        const lists: Uint32Array[] = [];
        for (; i < alike.length && Math.fround(alike[i][1]) === similarity; i++) {
          for (const lexeme of this.lexemesOf[alike[i][0]]) lists.push(...this.lists.listsOf([lexeme, lexeme + 1], ANYWHERE));
        }
        if (lists.length > MERGED_LISTS) return undefined;
        const group: number[] = [];
        this.lists.walkMerged(lists, IN_TYPO_TEXT, (ordinal) => {
          if (hits[ordinal] === 0) group.push(ordinal);
          return found.length + group.length < limit;
        });
        for (const ordinal of group) hits[ordinal] = 1;
        found.push(...group);
      }
      return found;
    } finally {
      for (const ordinal of found) hits[ordinal] = 0;
    }
  }

  /**
   * The products whose typo text holds a look-alike of every word, as a bitset (the scratch
   * `all`), or null when there are none. Marking is cheaper than scoring (no per-product score
   * touched), and most pairs of words a shopper could type meet in no product at all: at
   * 1,000,000 products scoring every look-alike of both words was a sixth of the searches' time.
   */
  private holdingEvery(alikes: readonly [number, number][][]): Uint32Array | null {
    const { all, one } = this.lists.buffers();
    const markAlike = (bits: Uint32Array, alike: readonly [number, number][]) => {
      bits.fill(0);
      for (const [typoWord] of alike)
        for (const lexeme of this.lexemesOf[typoWord]) this.lists.mark(bits, [lexeme, lexeme + 1], IN_TYPO_TEXT);
    };
    markAlike(all, alikes[0]);
    for (const alike of alikes.slice(1)) {
      markAlike(one, alike);
      if (!this.lists.keepCommon(all, one)) return null;
    }
    return all;
  }

  /**
   * Of `found`, the `limit` products that matched all `wordCount` words, highest score first,
   * then newest (the lower ordinal); by insertion into a short list, in whatever order `found` is.
   */
  private best(found: readonly number[], wordCount: number, limit: number): number[] {
    const { score, hits } = this.lists.buffers();
    const top: number[] = [];
    const before = (a: number, b: number) => score[a] > score[b] || (score[a] === score[b] && a < b);
    for (const ordinal of found) {
      if (hits[ordinal] !== wordCount) continue;
      if (top.length === limit && !before(ordinal, top[limit - 1])) continue;
      let at = top.length;
      while (at > 0 && before(ordinal, top[at - 1])) at--;
      top.splice(at, 0, ordinal);
      if (top.length > limit) top.pop();
    }
    return top;
  }

  /** Rough bytes held by the look-alike words (the lexemes' lists are the index's). */
  get bytes(): number {
    return this.words.bytes;
  }
}
