/**
 * The catalogue's text search, in memory: every product's `search` lexemes as PostgreSQL
 * itself made them (so a prefix matches here exactly when `search @@ to_tsquery('simple',
 * 'word:*')` matches there), with products numbered newest first. A prefix is a range of the
 * sorted lexemes; each lexeme lists its products (a posting: ordinal * 1024 + the pattern of
 * its positions' weights * 4 + where it occurs), those where it is in the name first, then the
 * rest, each part newest first; a query merges its words' lists from the front, or looks the
 * rarest word's products up in the others' lists, or marks a bitset per word and ANDs them, and
 * the newest matches are its lowest set bits. Candidate ids come from here, and their order
 * (ts-rank.ts); the rows and their stock still come from SQL.
 *
 * Its parts: a posting (postings.ts); the lexemes' lists and what every query does with them
 * (lexeme-lists.ts); the typo fallback (typo-fallback.ts); ids packed 16 bytes a product
 * (packed-uuids.ts); and the builder that makes it (search-index-builder.ts).
 */
import { initialBit, type Initials } from './initials';
import { type LexemeLists, MERGED_LISTS } from './lexeme-lists';
import { unpackUuid } from './packed-uuids';
import { ANYWHERE, IN_NAME, ordinalOf, patternOf, seek } from './postings';
import { RowAddresses } from './row-addresses';
import { addRankTerm, rankOfSum, rankOrder } from './ts-rank';
import type { TypoFallback } from './typo-fallback';

/** Ranking by looking each candidate up in a range's lists costs about this many postings read, a lexeme. */
const LOOKUP_COST = 16;

/**
 * Words the index answers exactly as PostgreSQL would: its text-search parser makes one
 * token of a run of ASCII letters and digits, unchanged, except a number in exponent form with
 * letters after it, which it splits ("61e3cf" is "61e3" and "cf"). Those, and other words
 * (accents, other scripts, which depend on the database's locale), take the SQL path.
 */
export const indexable = (words: readonly string[]) => words.every((word) => /^[a-z0-9]+$/.test(word) && !/^\d+e\d+[a-z]/.test(word));

export class SearchIndex {
  constructor(
    /** The search_version it was built at. */
    readonly version: string,
    private readonly ids: Uint8Array,
    private readonly lists: LexemeLists,
    private readonly typo: TypoFallback,
    /** What each weight pattern adds to a rank (ts-rank.ts), by its number in the postings. */
    private readonly rankTerms: readonly number[],
    /** The letters each product's lexemes begin with: one-letter words' test (newest). */
    private readonly initials: Initials,
    /** Where each product's row was when read (row-addresses.ts), by ordinal. */
    readonly addresses: RowAddresses = new RowAddresses(),
  ) {}

  /**
   * The ordinals (newest first) of the newest `limit` products in which every word is the
   * prefix of a lexeme found `where` (ANYWHERE or IN_NAME): `word:*` or `word:*A` for all.
   * One-letter words beside longer ones are tested on each product the others find (initials.ts).
   */
  newest(words: readonly string[], where: number, limit: number): number[] {
    const need = words.reduce((bits, word) => bits | initialBit(word), 0);
    const longer = words.filter((word) => initialBit(word) === 0);
    if (need === 0 || longer.length === 0) return this.newestOf(words, where, limit, () => true);
    if (words.some((word) => this.lists.sizeOf(this.lists.range(word), where) === 0)) return [];
    return this.newestOf(longer, where, limit, (ordinal) => this.initials.holds(ordinal, need, where === IN_NAME));
  }

  private newestOf(words: readonly string[], where: number, limit: number, accepts: (ordinal: number) => boolean): number[] {
    const ranges = words.map((word) => this.lists.range(word));
    const sizes = ranges.map((range) => this.lists.sizeOf(range, where));
    if (limit <= 0 || sizes.some((size) => size === 0)) return [];
    if (ranges.length === 1 && this.lists.listCount(ranges[0], where) <= MERGED_LISTS)
      return this.newestMerged(this.lists.listsOf(ranges[0], where), where, limit, accepts);
    // The rarest word first: the fewest bits to set, and an early empty result.
    const order = ranges.map((_, i) => i).sort((a, b) => sizes[a] - sizes[b]);
    const [rarest, ...others] = order.map((i) => ranges[i]);
    const otherLists = others.map((range) => this.lists.listsOf(range, where));
    const { all, one } = this.lists.buffers();
    // Its products newest first: merged from its lists when it has few, with nothing marked (at
    // 1,000,000 products marking a common word was a third of a suggestion's time).
    const merged = others.length > 0 && this.lists.listCount(rarest, where) <= MERGED_LISTS;
    const lookUp = (walkRarest: (visit: (ordinal: number) => boolean) => void) =>
      this.newestByLookup(walkRarest, otherLists, limit, this.lookupBudget(sizes, order, otherLists), accepts);
    if (merged) {
      const looked = lookUp((visit) => this.lists.walkMerged(this.lists.listsOf(rarest, where), where, visit));
      if (looked) return looked;
    }
    all.fill(0);
    this.lists.mark(all, rarest, where);
    if (others.length > 0 && !merged) {
      const looked = lookUp((visit) => this.lists.walkBits(all, visit));
      if (looked) return looked;
    }
    for (const i of order.slice(1)) {
      one.fill(0);
      this.lists.mark(one, ranges[i], where);
      if (!this.lists.keepCommon(all, one)) return [];
    }
    const found: number[] = [];
    this.lists.walkBits(all, (ordinal) => !accepts(ordinal) || found.push(ordinal) < limit);
    return found;
  }

  /**
   * newest() for one word of few lists: merged from the front (each is sorted, newest first)
   * until `limit` products are found, reading about `limit` postings a list where marking reads
   * all of them (a common word at 1,000,000 products: hundreds of thousands).
   */
  private newestMerged(lists: Uint32Array[], where: number, limit: number, accepts: (ordinal: number) => boolean): number[] {
    const found: number[] = [];
    this.lists.walkMerged(lists, where, (ordinal) => !accepts(ordinal) || found.push(ordinal) < limit);
    return found;
  }

  /**
   * How many list lookups newestByLookup may make before it gives up for marking. None needed
   * when looking every product of the rarest word up in the other words' lists costs less than
   * marking their postings (a rare word with a common one: at 1,000,000 products "ramipril" with
   * "tablet" marked a million postings to look at a few thousand products); otherwise a 64th of
   * all the words' postings, since the words may meet among the newest products and stop early.
   */
  private lookupBudget(sizes: number[], order: number[], otherLists: Uint32Array[][]): number {
    const lookupsEach = otherLists.reduce((sum, lists) => sum + lists.length, 0);
    const othersSize = order.slice(1).reduce((sum, i) => sum + sizes[i], 0);
    if (sizes[order[0]] * lookupsEach * LOOKUP_COST < othersSize) return Infinity;
    return sizes.reduce((sum, size) => sum + size, 0) / 64;
  }

  /**
   * The newest `limit` of the rarest word's products (as `walkRarest` visits them, newest first)
   * that also have a posting in one of each other word's lists, looked up one product at a time,
   * newest first, stopping at `limit`: when the words meet among the newest products this reads
   * a few lists' entries where marking reads every posting of every word (at 1,000,000 products
   * two common words hold hundreds of thousands). Undefined when the lookups pass `budget` (the
   * words rarely meet): mark then. Only products `accepts` takes are looked up.
   */
  private newestByLookup(
    walkRarest: (visit: (ordinal: number) => boolean) => void,
    otherLists: Uint32Array[][],
    limit: number,
    budget: number,
    accepts: (ordinal: number) => boolean,
  ): number[] | undefined {
    const found: number[] = [];
    let gaveUp = false;
    // Where each list was last read: the rarest word's products come newest first, so each
    // list's reading only moves on.
    const at = otherLists.map((lists) => new Array<number>(lists.length).fill(0));
    const inLists = (ordinal: number, lists: Uint32Array[], at: number[]) => {
      for (let i = 0; i < lists.length; i++) {
        at[i] = seek(lists[i], ordinal, at[i]);
        if (at[i] < lists[i].length && ordinalOf(lists[i][at[i]]) === ordinal) return true;
      }
      return false;
    };
    walkRarest((ordinal) => {
      if (!accepts(ordinal)) return true;
      for (let k = 0; k < otherLists.length; k++) {
        budget -= otherLists[k].length;
        if (budget < 0) return !(gaveUp = true);
        if (!inLists(ordinal, otherLists[k], at[k])) return true;
      }
      return found.push(ordinal) < limit;
    });
    return gaveUp ? undefined : found;
  }

  /**
   * The best `limit` of `candidates` (products in which every one of `words` begins a lexeme)
   * as a search orders them: those with every word in their name first, then by ts_rank of the
   * words ORed (ts-rank.ts), then newest. Undefined when a candidate's weights are of a pattern
   * the index did not number. As PostgreSQL adds them up: the distinct words in byte order, and
   * each word's lexemes in their sorted order; the sum divided by how many words.
   */
  ranked(words: readonly string[], candidates: readonly number[], limit: number): number[] | undefined {
    const items = rankOrder(words);
    const { score, hits } = this.lists.buffers();
    // hits: 0 not a candidate; 1 + i, a candidate whose first i words are in its name.
    let unknown = false;
    try {
      for (const ordinal of candidates) hits[ordinal] = 1;
      items.forEach((word, i) => {
        const add = (ordinal: number, posting: number) => {
          const pattern = patternOf(posting);
          if (pattern === 0) unknown = true;
          score[ordinal] = addRankTerm(score[ordinal], this.rankTerms[pattern]);
          if ((posting & IN_NAME) !== 0 && hits[ordinal] === 1 + i) hits[ordinal] = 2 + i;
        };
        this.eachPosting(word, candidates, hits, add);
      });
      if (unknown) return undefined;
      const inName = 1 + items.length;
      for (const ordinal of candidates) score[ordinal] = rankOfSum(score[ordinal], items.length);
      const order = [...candidates].sort((a, b) => Number(hits[b] === inName) - Number(hits[a] === inName) || score[b] - score[a] || a - b);
      return order.slice(0, limit);
    } finally {
      for (const ordinal of candidates) {
        hits[ordinal] = 0;
        score[ordinal] = 0;
      }
    }
  }

  /**
   * Calls `add` with each posting of `candidates` (those whose `hits` are not 0) in the lists of
   * the lexemes `word` begins, lexeme by lexeme in their sorted order: by looking each candidate
   * up in each list, or by reading the lists whole, whichever reads fewer postings.
   */
  private eachPosting(
    word: string,
    candidates: readonly number[],
    hits: Uint8Array,
    add: (ordinal: number, posting: number) => void,
  ): void {
    const [first, end] = this.lists.range(word);
    if (candidates.length * (end - first) * LOOKUP_COST < this.lists.sizeOf([first, end], ANYWHERE)) {
      for (let lexeme = first; lexeme < end; lexeme++) {
        for (const ordinal of candidates) {
          const posting = this.lists.postingOf(ordinal, lexeme);
          if (posting !== undefined) add(ordinal, posting);
        }
      }
    } else {
      for (let lexeme = first; lexeme < end; lexeme++) {
        for (const posting of this.lists.postings[lexeme]) if (hits[ordinalOf(posting)] !== 0) add(ordinalOf(posting), posting);
      }
    }
  }

  /** The typo fallback's products for `words`, most alike first (typo-fallback.ts). */
  similar(words: readonly string[], limit: number): number[] {
    return this.typo.similar(words, limit);
  }

  /** How many products. */
  get size(): number {
    return this.lists.size;
  }

  idOf(ordinal: number): string {
    return unpackUuid(this.ids, ordinal * 16);
  }

  /** Rough bytes held. */
  get bytes(): number {
    return this.ids.byteLength + this.lists.bytes + this.typo.bytes + this.initials.bytes + this.addresses.bytes;
  }
}
