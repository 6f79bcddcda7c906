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
 */
import { addRankTerm, rankOfSum, rankOrder, WeightPatterns } from './ts-rank';
import { SimilarWords } from './word-similarity';
import { append, numberList, type NumberList, withRoomFor } from './growing-array';
import { initialBit, Initials } from './initials';
import { RowAddresses } from './row-addresses';

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
const makePosting = (ordinal: number, pattern: number, where: number) => ordinal * 1024 + pattern * 4 + where;
const ordinalOf = (posting: number) => posting >>> 10;
const patternOf = (posting: number) => (posting >>> 2) & 255;

/** A word of at most this many lists to read finds its newest products by merging them (newestMerged). */
const MERGED_LISTS = 32;
/** At most this many lexemes' bitsets are kept (denseBits): 8 bytes a product in all. */
const DENSE_BITSETS = 64;
/** Ranking by looking each candidate up in a range's lists costs about this many postings read, a lexeme. */
const LOOKUP_COST = 16;

/**
 * Words the index answers exactly as PostgreSQL would: its text-search parser makes one
 * token of a run of ASCII letters and digits, unchanged, except a number in exponent form with
 * letters after it, which it splits ("61e3cf" is "61e3" and "cf"). Those, and other words
 * (accents, other scripts, which depend on the database's locale), take the SQL path.
 */
export const indexable = (words: readonly string[]) => words.every((word) => /^[a-z0-9]+$/.test(word) && !/^\d+e\d+[a-z]/.test(word));

/** Words as pg_trgm finds them: runs of letters and digits. */
const typoWordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** 16 bytes a uuid instead of a 36-character string: a tenth of the memory at a million products. */
function packUuid(into: Uint8Array, at: number, uuid: string): void {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`Not a uuid: ${uuid}`);
  for (let i = 0; i < 16; i++) into[at + i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
}

/** A uuid's text, its dashes in place, written over for each id unpacked. */
const UUID_TEXT = Buffer.alloc(36, '-');
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
/** Where in UUID_TEXT each of the 16 bytes' two digits go. */
const DIGITS_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/**
 * The uuid of the 16 bytes at `at`, as one new string: a search unpacks 100 of them, and
 * joining two-digit strings made 20 short-lived strings an id, at 3 times the time (120-130
 * against 380-400 ns an id in a scratch loop).
 */
function unpackUuid(from: Uint8Array, at: number): string {
  for (let i = 0; i < 16; i++) {
    const byte = from[at + i];
    UUID_TEXT[DIGITS_AT[i]] = HEX_DIGITS[byte >> 4];
    UUID_TEXT[DIGITS_AT[i] + 1] = HEX_DIGITS[byte & 15];
  }
  return UUID_TEXT.toString('latin1');
}

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
function postingIn(list: Uint32Array, ordinal: number, from = 0, end = list.length): number | undefined {
  const at = firstFrom(list, ordinal, from, end);
  return at < end && ordinalOf(list[at]) === ordinal ? list[at] : undefined;
}

/**
 * Where in the sorted `list`, at or after `from`, the first posting of a product at least as old
 * as `ordinal` is (list.length when none): by galloping from `from`, so a walk through ordinals
 * in order reads the list near where it last stopped rather than searching it whole each time.
 */
function seek(list: Uint32Array, ordinal: number, from: number): number {
  const wanted = makePosting(ordinal, 0, 0);
  if (from >= list.length || list[from] >= wanted) return from;
  let [low, step] = [from, 1];
  while (low + step < list.length && list[low + step] < wanted) [low, step] = [low + step, step * 2];
  return firstFrom(list, ordinal, low + 1, Math.min(low + step, list.length));
}

/** The first index in the sorted `list` whose entry is not below `value`. */
function lowerBound(list: readonly string[], value: string, from = 0, predicate = (entry: string) => entry >= value): number {
  let low = from;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (predicate(list[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

export class SearchIndex {
  private readonly words32: number;
  /** denseBits' bitsets, by lexeme and where. */
  private readonly dense = new Map<number, Uint32Array>();
  private scratch?: { all: Uint32Array; one: Uint32Array; score: Float32Array; hits: Uint8Array };

  constructor(
    /** The search_version it was built at. */
    readonly version: string,
    /** How many products. */
    readonly size: number,
    private readonly ids: Uint8Array,
    private readonly lexemes: readonly string[],
    /** Each lexeme's postings: first those in the name, then the rest, each part sorted (newest first). */
    private readonly postings: readonly Uint32Array[],
    /** How many of each lexeme's postings are in the name: the first part of its list. */
    private readonly nameEnd: Uint32Array,
    /** before[i]: how many postings the lexemes before the i-th hold (a range's size at once). */
    private readonly before: Float64Array,
    /** nameBefore[i]: how many of them are in the name. */
    private readonly nameBefore: Float64Array,
    private readonly typo: SimilarWords,
    /** The lexemes each typo word occurs in. */
    private readonly typoLexemes: readonly number[][],
    /** What each weight pattern adds to a rank (ts-rank.ts), by its number in the postings. */
    private readonly rankTerms: readonly number[],
    /** The letters each product's lexemes begin with: one-letter words' test (newest). */
    private readonly initials: Initials,
    /** Where each product's row was when read (row-addresses.ts), by ordinal. */
    readonly addresses: RowAddresses = new RowAddresses(),
  ) {
    this.words32 = Math.ceil(size / 32);
  }

  private buffers() {
    this.scratch ??= {
      all: new Uint32Array(this.words32),
      one: new Uint32Array(this.words32),
      score: new Float32Array(this.size),
      hits: new Uint8Array(this.size),
    };
    return this.scratch;
  }

  /** The lexemes starting with `prefix`: [first, end). */
  private range(prefix: string): [number, number] {
    const first = lowerBound(this.lexemes, prefix);
    return [first, lowerBound(this.lexemes, prefix, first, (entry) => !entry.startsWith(prefix))];
  }

  /** How many postings the lexemes in [first, end) hold where `where` says (IN_NAME, or ANYWHERE). */
  private sizeOf([first, end]: [number, number], where: number): number {
    return where === IN_NAME ? this.nameBefore[end] - this.nameBefore[first] : this.before[end] - this.before[first];
  }

  /** How many sorted lists listsOf would give, without making them. */
  private listCount([first, end]: [number, number], where: number): number {
    let count = 0;
    for (let lexeme = first; lexeme < end; lexeme++) {
      if (this.nameEnd[lexeme] > 0) count++;
      if (where !== IN_NAME && this.nameEnd[lexeme] < this.postings[lexeme].length) count++;
    }
    return count;
  }

  /**
   * The sorted lists (newest first) holding the postings of lexemes [first, end) where `where`
   * says: each lexeme's name part, and unless IN_NAME its other part; empty ones left out. A
   * word never in a name (a description's "for") reads nothing for a name match.
   */
  private listsOf([first, end]: [number, number], where: number): Uint32Array[] {
    const lists: Uint32Array[] = [];
    for (let lexeme = first; lexeme < end; lexeme++) {
      const [list, split] = [this.postings[lexeme], this.nameEnd[lexeme]];
      if (split > 0) lists.push(list.subarray(0, split));
      if (where !== IN_NAME && split < list.length) lists.push(list.subarray(split));
    }
    return lists;
  }

  /**
   * Sets in `bits` every product holding one of the lexemes in [first, end) where `where` says
   * (ANYWHERE: at all; IN_NAME: in the name part of its list). A lexeme held by an eighth of the
   * catalogue or more is ORed in from its bitset (denseBits) a word at a time.
   */
  private mark(bits: Uint32Array, [first, end]: [number, number], where: number): void {
    for (let lexeme = first; lexeme < end; lexeme++) {
      const dense = this.denseBits(lexeme, where);
      if (dense) for (let k = 0; k < this.words32; k++) bits[k] |= dense[k];
      else this.markLexeme(bits, lexeme, where);
    }
  }

  /** How many of `lexeme`'s postings (from the front of its list) hold where `where` says: the name part for IN_NAME, else all. */
  private extentOf(lexeme: number, where: number): number {
    return where === IN_NAME ? this.nameEnd[lexeme] : this.postings[lexeme].length;
  }

  private markLexeme(bits: Uint32Array, lexeme: number, where: number): void {
    const list = this.postings[lexeme];
    const end = this.extentOf(lexeme, where);
    for (let i = 0; i < end; i++) {
      const posting = list[i];
      if (where !== ANYWHERE && (posting & where) === 0) continue;
      const ordinal = ordinalOf(posting);
      bits[ordinal >>> 5] |= 1 << (ordinal & 31);
    }
  }

  /**
   * The products holding `lexeme` where `where` says, as a bitset, for a lexeme whose postings
   * there number at least four per bitset word (an eighth of the catalogue): ORing it reads the
   * catalogue's words once, where marking reads every posting. At 1,000,000 products two common
   * words that rarely meet ("cream tablet") marked hundreds of thousands of postings, 8–12 ms of
   * the main thread. Made on first use, at most DENSE_BITSETS of them (each a bit a product).
   */
  private denseBits(lexeme: number, where: number): Uint32Array | undefined {
    if (this.extentOf(lexeme, where) < this.words32 * 4) return undefined;
    const key = lexeme * 4 + where;
    let bits = this.dense.get(key);
    if (!bits && this.dense.size < DENSE_BITSETS) {
      bits = new Uint32Array(this.words32);
      this.markLexeme(bits, lexeme, where);
      this.dense.set(key, bits);
    }
    return bits;
  }

  /**
   * newest() for one word of few lists: merged from the front (each is sorted, newest first)
   * until `limit` products are found, reading about `limit` postings a list where marking reads
   * all of them (a common word at 1,000,000 products: hundreds of thousands).
   */
  private newestMerged(lists: Uint32Array[], where: number, limit: number, accepts: (ordinal: number) => boolean): number[] {
    const found: number[] = [];
    this.walkMerged(lists, where, (ordinal) => !accepts(ordinal) || found.push(ordinal) < limit);
    return found;
  }

  /**
   * Visits, newest first, each product with a posting in `lists` (each sorted) where `where`
   * says, by merging the lists from the front, until `visit` answers false.
   */
  private walkMerged(lists: Uint32Array[], where: number, visit: (ordinal: number) => boolean): void {
    const at = new Array<number>(lists.length).fill(0);
    for (;;) {
      let next = Infinity;
      for (let i = 0; i < lists.length; i++) if (at[i] < lists[i].length) next = Math.min(next, ordinalOf(lists[i][at[i]]));
      if (next === Infinity) return;
      let meets = false;
      for (let i = 0; i < lists.length; i++) {
        if (at[i] < lists[i].length && ordinalOf(lists[i][at[i]]) === next) {
          meets ||= where === ANYWHERE || (lists[i][at[i]] & where) !== 0;
          at[i]++;
        }
      }
      if (meets && !visit(next)) return;
    }
  }

  /** Visits, newest first, each product set in `bits` until `visit` answers false. */
  private walkBits(bits: Uint32Array, visit: (ordinal: number) => boolean): void {
    for (let k = 0; k < this.words32; k++) {
      for (let word = bits[k]; word !== 0; word &= word - 1) if (!visit(k * 32 + 31 - Math.clz32(word & -word))) return;
    }
  }

  /** Clears in `all` every bit not set in `other`; whether any is left. */
  private keepCommon(all: Uint32Array, other: Uint32Array): boolean {
    let any = 0;
    for (let k = 0; k < this.words32; k++) any |= all[k] &= other[k];
    return any !== 0;
  }

  /**
   * The ordinals (newest first) of the newest `limit` products in which every word is the
   * prefix of a lexeme found `where` (ANYWHERE or IN_NAME): `word:*` or `word:*A` for all.
   * One-letter words beside longer ones are tested on each product the others find (initials.ts).
   */
  newest(words: readonly string[], where: number, limit: number): number[] {
    const need = words.reduce((bits, word) => bits | initialBit(word), 0);
    const longer = words.filter((word) => initialBit(word) === 0);
    if (need === 0 || longer.length === 0) return this.newestOf(words, where, limit, () => true);
    if (words.some((word) => this.sizeOf(this.range(word), where) === 0)) return [];
    return this.newestOf(longer, where, limit, (ordinal) => this.initials.holds(ordinal, need, where === IN_NAME));
  }

  /** newest() of `words`, listing only the products `accepts` takes. */
  private newestOf(words: readonly string[], where: number, limit: number, accepts: (ordinal: number) => boolean): number[] {
    const ranges = words.map((word) => this.range(word));
    const sizes = ranges.map((range) => this.sizeOf(range, where));
    if (limit <= 0 || sizes.some((size) => size === 0)) return [];
    if (ranges.length === 1 && this.listCount(ranges[0], where) <= MERGED_LISTS)
      return this.newestMerged(this.listsOf(ranges[0], where), where, limit, accepts);
    // The rarest word first: the fewest bits to set, and an early empty result.
    const order = ranges.map((_, i) => i).sort((a, b) => sizes[a] - sizes[b]);
    const [rarest, ...others] = order.map((i) => ranges[i]);
    const otherLists = others.map((range) => this.listsOf(range, where));
    const { all, one } = this.buffers();
    // Its products newest first: merged from its lists when it has few, with nothing marked (at
    // 1,000,000 products marking a common word was a third of a suggestion's time).
    const merged = others.length > 0 && this.listCount(rarest, where) <= MERGED_LISTS;
    const lookUp = (walkRarest: (visit: (ordinal: number) => boolean) => void) =>
      this.newestByLookup(walkRarest, otherLists, limit, this.lookupBudget(sizes, order, otherLists), accepts);
    if (merged) {
      const looked = lookUp((visit) => this.walkMerged(this.listsOf(rarest, where), where, visit));
      if (looked) return looked;
    }
    all.fill(0);
    this.mark(all, rarest, where);
    if (others.length > 0 && !merged) {
      const looked = lookUp((visit) => this.walkBits(all, visit));
      if (looked) return looked;
    }
    for (const i of order.slice(1)) {
      one.fill(0);
      this.mark(one, ranges[i], where);
      if (!this.keepCommon(all, one)) return [];
    }
    const found: number[] = [];
    this.walkBits(all, (ordinal) => !accepts(ordinal) || found.push(ordinal) < limit);
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

  /** The posting of `ordinal` in `lexeme`'s list, if it has one (binary search in each sorted part). */
  private postingOf(ordinal: number, lexeme: number): number | undefined {
    const [list, split] = [this.postings[lexeme], this.nameEnd[lexeme]];
    return postingIn(list, ordinal, 0, split) ?? postingIn(list, ordinal, split, list.length);
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
    const { score, hits } = this.buffers();
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
    const [first, end] = this.range(word);
    if (candidates.length * (end - first) * LOOKUP_COST < this.before[end] - this.before[first]) {
      for (let lexeme = first; lexeme < end; lexeme++) {
        for (const ordinal of candidates) {
          const posting = this.postingOf(ordinal, lexeme);
          if (posting !== undefined) add(ordinal, posting);
        }
      }
    } else {
      for (let lexeme = first; lexeme < end; lexeme++) {
        for (const posting of this.postings[lexeme]) if (hits[ordinalOf(posting)] !== 0) add(ordinalOf(posting), posting);
      }
    }
  }

  /**
   * The typo fallback: the ordinals of up to `limit` products whose name, salts or maker hold,
   * for every word, a word like it (pg_trgm word similarity at least 0.6), the most similar
   * (summed over the words) first, then the newest.
   */
  similar(words: readonly string[], limit: number): number[] {
    // Most similar first, so a product's first sighting for a word carries its best score.
    const alikes = words.map((word) => [...this.typo.like(word)].sort((a, b) => b[1] - a[1]));
    if (alikes.some((alike) => alike.length === 0)) return [];
    if (words.length === 1) {
      const found = this.mostAlike(alikes[0], limit);
      if (found) return found;
    }
    const meeting = alikes.length > 1 ? this.holdingEvery(alikes) : undefined;
    if (meeting === null) return [];
    const { score, hits } = this.buffers();
    // The products the first word finds: the only ones any later word can count for, and the
    // only ones whose score and hits are set, so reading and clearing them is all that is needed
    // (at 1,000,000 products a pass over every one was a quarter of a suggestion's time).
    const found: number[] = [];
    try {
      for (const [i, alike] of alikes.entries()) {
        for (const [typoWord, similarity] of alike) {
          for (const lexeme of this.typoLexemes[typoWord]) {
            for (const posting of this.postings[lexeme]) {
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
    const { hits } = this.buffers();
    const found: number[] = [];
    try {
      for (let i = 0; i < alike.length && found.length < limit;) {
        const similarity = Math.fround(alike[i][1]);
        const lists: Uint32Array[] = [];
        for (; i < alike.length && Math.fround(alike[i][1]) === similarity; i++) {
          for (const lexeme of this.typoLexemes[alike[i][0]]) lists.push(...this.listsOf([lexeme, lexeme + 1], ANYWHERE));
        }
        if (lists.length > MERGED_LISTS) return undefined;
        const group: number[] = [];
        this.walkMerged(lists, IN_TYPO_TEXT, (ordinal) => {
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
    const { all, one } = this.buffers();
    const markAlike = (bits: Uint32Array, alike: readonly [number, number][]) => {
      bits.fill(0);
      for (const [typoWord] of alike) for (const lexeme of this.typoLexemes[typoWord]) this.mark(bits, [lexeme, lexeme + 1], IN_TYPO_TEXT);
    };
    markAlike(all, alikes[0]);
    for (const alike of alikes.slice(1)) {
      markAlike(one, alike);
      if (!this.keepCommon(all, one)) return null;
    }
    return all;
  }

  /**
   * Of `found`, the `limit` products that matched all `wordCount` words, highest score first,
   * then newest (the lower ordinal); by insertion into a short list, in whatever order `found` is.
   */
  private best(found: readonly number[], wordCount: number, limit: number): number[] {
    const { score, hits } = this.scratch!;
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

  idOf(ordinal: number): string {
    return unpackUuid(this.ids, ordinal * 16);
  }

  /** Rough bytes held. */
  get bytes(): number {
    let total = this.ids.byteLength + this.before.byteLength + this.nameBefore.byteLength + this.nameEnd.byteLength + this.typo.bytes;
    total += this.initials.bytes + this.addresses.bytes;
    for (const list of this.postings) total += list.byteLength + 64;
    for (const lexeme of this.lexemes) total += lexeme.length + 32;
    if (this.scratch) total += this.scratch.all.byteLength * 2 + this.size * 5;
    for (const bits of this.dense.values()) total += bits.byteLength;
    return total;
  }
}

/**
 * Collects products newest first (`add`), each with its lexemes and where they occur, and
 * makes the index (`finish`).
 */
export class SearchIndexBuilder {
  private ids = new Uint8Array(16 * 1024);
  private count = 0;
  private readonly lexemeIds = new Map<string, number>();
  /** Each lexeme's postings, by the lexeme's id. */
  private readonly lists: NumberList[] = [];
  private readonly patterns = new WeightPatterns();
  private readonly addresses = new RowAddresses();

  /**
   * The next (older) product: its id, its lexemes (each as the weights of its positions, one
   * letter a position, a colon and the lexeme: "AC:tablet"), its search_text and, if known,
   * where its row is (its ctid, row-addresses.ts). A lexeme with weight A is in the name
   * (IN_NAME); one whose every word (as pg_trgm splits) is one of search_text's is marked
   * IN_TYPO_TEXT: salts' strengths are in the lexemes, not there.
   */
  add(id: string, terms: readonly string[], searchText: string, tid?: string): void {
    if (this.count >= MAX_PRODUCTS) throw new Error(`The search index holds at most ${MAX_PRODUCTS} products`);
    const typoText = new Set(typoWordsOf(searchText));
    const lexemes = terms.map((term) => {
      const colon = term.indexOf(':');
      const [weights, lexeme] = [term.slice(0, colon), term.slice(colon + 1)];
      const inTypoText = typoWordsOf(lexeme).every((word) => typoText.has(word));
      const where = (weights.includes('A') ? IN_NAME : 0) | (inTypoText ? IN_TYPO_TEXT : 0);
      return { lexeme, where, pattern: this.patterns.codeOf(weights) };
    });
    this.ids = withRoomFor(this.ids, (this.count + 1) * 16);
    packUuid(this.ids, this.count * 16, id);
    const ordinal = this.count++;
    if (tid !== undefined) this.addresses.set(ordinal, tid);
    for (const { lexeme, where, pattern } of lexemes) {
      let lexemeId = this.lexemeIds.get(lexeme);
      if (lexemeId === undefined) {
        lexemeId = this.lists.length;
        this.lexemeIds.set(lexeme, lexemeId);
        this.lists.push(numberList(8));
      }
      const list = this.lists[lexemeId];
      append(list, makePosting(ordinal, pattern, where));
    }
  }

  finish(version: string): SearchIndex {
    const lexemes = [...this.lexemeIds.keys()].sort();
    // Each list as two sorted parts, the name's postings first (their order kept: newest first).
    const nameEnd = new Uint32Array(lexemes.length);
    const postings = lexemes.map((lexeme, i) => {
      const { data, length } = this.lists[this.lexemeIds.get(lexeme)!];
      const list = new Uint32Array(length);
      for (let k = 0; k < length; k++) if ((data[k] & IN_NAME) !== 0) list[nameEnd[i]++] = data[k];
      let rest = nameEnd[i];
      for (let k = 0; k < length; k++) if ((data[k] & IN_NAME) === 0) list[rest++] = data[k];
      return list;
    });
    const before = new Float64Array(lexemes.length + 1);
    const nameBefore = new Float64Array(lexemes.length + 1);
    const initials = new Initials(this.count);
    postings.forEach((list, i) => {
      before[i + 1] = before[i] + list.length;
      nameBefore[i + 1] = nameBefore[i] + nameEnd[i];
      list.forEach((posting, k) => initials.add(ordinalOf(posting), lexemes[i], k < nameEnd[i]));
    });
    // The typo fallback's words: those of lexemes found in search_text, split as pg_trgm splits.
    const typoWordIds = new Map<string, number>();
    const typoLexemes: number[][] = [];
    postings.forEach((list, lexeme) => {
      if (!list.some((posting) => (posting & IN_TYPO_TEXT) !== 0)) return;
      for (const word of typoWordsOf(lexemes[lexeme])) {
        let id = typoWordIds.get(word);
        if (id === undefined) {
          typoWordIds.set(word, (id = typoLexemes.length));
          typoLexemes.push([]);
        }
        typoLexemes[id].push(lexeme);
      }
    });
    const ids = this.ids.slice(0, this.count * 16);
    const typo = new SimilarWords([...typoWordIds.keys()]);
    return new SearchIndex(
      version,
      this.count,
      ids,
      lexemes,
      postings,
      nameEnd,
      before,
      nameBefore,
      typo,
      typoLexemes,
      this.patterns.terms,
      initials,
      this.addresses,
    );
  }
}
