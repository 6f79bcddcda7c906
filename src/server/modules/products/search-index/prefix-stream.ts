/**
 * The products holding any lexeme of a prefix's range, read in ordinal order (newest first)
 * and only as far as asked: a merge of the range's posting lists, each already in that order
 * (search-index.ts), kept as a min-heap of list heads. A search wants its newest 100 matches;
 * marking every product of a two-letter prefix first read every posting of the range (most of
 * a 1,000,000-product catalogue, for each word, for every keystroke a suggestion is asked at).
 */
/** The first position from `from` in the ascending `list` whose entry is not below `value`. */
function firstAtLeast(list: Uint32Array, value: number, from: number): number {
  let low = from;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle] >= value) high = middle;
    else low = middle + 1;
  }
  return low;
}

export class PrefixStream {
  private readonly lists: Uint32Array[] = [];
  private readonly positions: number[] = [];
  /** Indexes into lists, the one with the lowest head first. */
  private readonly heap: number[] = [];

  /** The lexemes [first, end) of `postings`, in postings carrying every flag of `where` (0: in any). */
  constructor(
    postings: readonly Uint32Array[],
    [first, end]: [number, number],
    private readonly where: number,
  ) {
    for (let lexeme = first; lexeme < end; lexeme++) {
      const slot = this.lists.length;
      this.lists.push(postings[lexeme]);
      this.positions.push(0);
      if (this.advance(slot, 0)) this.heap.push(slot);
    }
    for (let i = (this.heap.length >>> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  /** The lowest ordinal at or after `target` that the range holds, or -1 when there is none. */
  seek(target: number): number {
    while (this.heap.length > 0) {
      const slot = this.heap[0];
      const ordinal = this.head(slot);
      if (ordinal >= target) return ordinal;
      if (this.advance(slot, target)) this.siftDown(0);
      else {
        const last = this.heap.pop()!;
        if (this.heap.length > 0) {
          this.heap[0] = last;
          this.siftDown(0);
        }
      }
    }
    return -1;
  }

  private head(slot: number): number {
    return this.lists[slot][this.positions[slot]] >>> 2;
  }

  /** Moves the list's position to its first posting at or after `target` that carries `where`; false when none is left. */
  private advance(slot: number, target: number): boolean {
    const list = this.lists[slot];
    let at = this.positions[slot];
    if (at < list.length && list[at] >>> 2 < target) at = firstAtLeast(list, target * 4, at + 1);
    if (this.where !== 0) while (at < list.length && (list[at] & this.where) === 0) at++;
    this.positions[slot] = at;
    return at < list.length;
  }

  private siftDown(from: number): void {
    const heap = this.heap;
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const lower = right < heap.length && this.head(heap[right]) < this.head(heap[left]) ? right : left;
      if (this.head(heap[lower]) >= this.head(heap[at])) return;
      [heap[at], heap[lower]] = [heap[lower], heap[at]];
      at = lower;
    }
  }
}
