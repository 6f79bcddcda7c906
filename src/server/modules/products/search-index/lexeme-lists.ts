/**
 * The search index's lexemes, sorted, and each one's postings (postings.ts): the name's part of
 * its list, then the rest, each newest first. What the index's queries share: a prefix's range
 * of lexemes, their lists, marking them in a bitset a bit a product, merging them from the front,
 * looking a product up in them, and the scratch buffers a query works in.
 */
import { ANYWHERE, IN_NAME, ordinalOf, postingIn } from './postings';

/** A word of at most this many lists to read finds its newest products by merging them (walkMerged), not by marking them. */
export const MERGED_LISTS = 32;
/** At most this many lexemes' bitsets are kept (denseBits): 8 bytes a product in all. */
const DENSE_BITSETS = 64;

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

export class LexemeLists {
  private readonly words32: number;
  /** denseBits' bitsets, by lexeme and where. */
  private readonly dense = new Map<number, Uint32Array>();
  private scratch?: { all: Uint32Array; one: Uint32Array; score: Float32Array; hits: Uint8Array };

  constructor(
    /** How many products. */
    readonly size: number,
    private readonly lexemes: readonly string[],
    /** Each lexeme's postings: first those in the name, then the rest, each part sorted (newest first). */
    readonly postings: readonly Uint32Array[],
    /** How many of each lexeme's postings are in the name: the first part of its list. */
    private readonly nameEnd: Uint32Array,
    /** before[i]: how many postings the lexemes before the i-th hold (a range's size at once). */
    private readonly before: Float64Array,
    /** nameBefore[i]: how many of them are in the name. */
    private readonly nameBefore: Float64Array,
  ) {
    this.words32 = Math.ceil(size / 32);
  }

  /**
   * The scratch space a query works in, made on first use and shared by every query (each runs
   * synchronously, start to end): two bitsets of a bit a product, and a score and a count of
   * words found a product, which each query that uses them leaves zeroed.
   */
  buffers() {
    this.scratch ??= {
      all: new Uint32Array(this.words32),
      one: new Uint32Array(this.words32),
      score: new Float32Array(this.size),
      hits: new Uint8Array(this.size),
    };
    return this.scratch;
  }

  /** The lexemes starting with `prefix`: [first, end). */
  range(prefix: string): [number, number] {
    const first = lowerBound(this.lexemes, prefix);
    return [first, lowerBound(this.lexemes, prefix, first, (entry) => !entry.startsWith(prefix))];
  }

  /** How many postings the lexemes in [first, end) hold where `where` says (IN_NAME, or ANYWHERE). */
  sizeOf([first, end]: [number, number], where: number): number {
    return where === IN_NAME ? this.nameBefore[end] - this.nameBefore[first] : this.before[end] - this.before[first];
  }

  /** How many sorted lists listsOf would give, without making them. */
  listCount([first, end]: [number, number], where: number): number {
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
  listsOf([first, end]: [number, number], where: number): Uint32Array[] {
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
  mark(bits: Uint32Array, [first, end]: [number, number], where: number): void {
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
   * Visits, newest first, each product with a posting in `lists` (each sorted) where `where`
   * says, by merging the lists from the front, until `visit` answers false.
   */
  walkMerged(lists: Uint32Array[], where: number, visit: (ordinal: number) => boolean): void {
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
  walkBits(bits: Uint32Array, visit: (ordinal: number) => boolean): void {
    for (let k = 0; k < this.words32; k++) {
      for (let word = bits[k]; word !== 0; word &= word - 1) if (!visit(k * 32 + 31 - Math.clz32(word & -word))) return;
    }
  }

  /** Clears in `all` every bit not set in `other`; whether any is left. */
  keepCommon(all: Uint32Array, other: Uint32Array): boolean {
    let any = 0;
    for (let k = 0; k < this.words32; k++) any |= all[k] &= other[k];
    return any !== 0;
  }

  /** The posting of `ordinal` in `lexeme`'s list, if it has one (binary search in each sorted part). */
  postingOf(ordinal: number, lexeme: number): number | undefined {
    const [list, split] = [this.postings[lexeme], this.nameEnd[lexeme]];
    return postingIn(list, ordinal, 0, split) ?? postingIn(list, ordinal, split, list.length);
  }

  /** Rough bytes held. */
  get bytes(): number {
    let total = this.before.byteLength + this.nameBefore.byteLength + this.nameEnd.byteLength;
    for (const list of this.postings) total += list.byteLength + 64;
    for (const lexeme of this.lexemes) total += lexeme.length + 32;
    if (this.scratch) total += this.scratch.all.byteLength * 2 + this.size * 5;
    for (const bits of this.dense.values()) total += bits.byteLength;
    return total;
  }
}
