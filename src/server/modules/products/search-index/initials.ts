/**
 * The letters a product's lexemes begin with, one bit a letter ("a" bit 0 … "z" bit 25), for
 * its name and for anywhere: a one-letter word beside others ("baby t", typed on the way to
 * "baby tablet") is then one test of each product the other words find, where it had each
 * product looked up in, or every posting marked of, the hundreds of lexemes the letter begins
 * (at 1,000,000 products 20–45 ms of the main thread a suggestion). 8 bytes a product.
 */

/** The bit of a one-letter word a–z; 0 for any other word. */
export function initialBit(word: string): number {
  if (word.length !== 1) return 0;
  const letter = word.charCodeAt(0) - 97;
  return letter >= 0 && letter < 26 ? 1 << letter : 0;
}

export class Initials {
  private readonly inName: Uint32Array;
  private readonly anywhere: Uint32Array;

  constructor(size: number) {
    this.inName = new Uint32Array(size);
    this.anywhere = new Uint32Array(size);
  }

  /** Product `ordinal` holds `lexeme`, in its name or not. */
  add(ordinal: number, lexeme: string, inName: boolean): void {
    const bit = initialBit(lexeme[0] ?? '');
    if (bit === 0) return;
    this.anywhere[ordinal] |= bit;
    if (inName) this.inName[ordinal] |= bit;
  }

  /** Whether product `ordinal` has, for every bit of `need`, a lexeme beginning with its letter: in its name, or anywhere. */
  holds(ordinal: number, need: number, inName: boolean): boolean {
    return ((inName ? this.inName : this.anywhere)[ordinal] & need) === need;
  }

  get bytes(): number {
    return this.inName.byteLength + this.anywhere.byteLength;
  }
}
