/**
 * Which answers and pieces the catalogue cache keeps: those asked for a second time while their
 * first asking is still remembered. Real traffic is a long tail (most searches, filters and deep
 * pages are asked once, and most products turn up in a search or two), and keeping everything
 * filled the cache with what was never asked again: each pushed out an entry that was, and every
 * kept value lived long enough for V8 to move it to its old generation, only to be dropped there
 * (a 100-product search answer is about 90 KB; its products' JSON as much again).
 *
 * The first asking is remembered in two generations of `keysPerGeneration` askings each: when
 * the newer fills, it becomes the older and the older is forgotten, so a key is remembered for
 * between one and two generations of other first askings. A generation is a bitset the keys
 * are hashed into (not a set of the keys): remembering allocates nothing, however fast keys
 * come (a search's hundred products a request), and costs 4 to 8 bytes a key of a generation.
 * Two keys may share a bit: a key then counts as asked before when it was not, at most once in
 * 32 for each full generation (a value kept a little early, never one kept too late).
 */
const BITS_PER_KEY = 32;

/** FNV-1a over the key's UTF-16 code units, its bits then mixed (MurmurHash3's finish): no allocation. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

export class Admission {
  private newer: Uint32Array;
  private older: Uint32Array;
  private remembered = 0;
  private readonly mask: number;

  constructor(private readonly keysPerGeneration: number) {
    let bits = 32;
    while (bits < keysPerGeneration * BITS_PER_KEY) bits *= 2;
    this.mask = bits - 1;
    this.newer = new Uint32Array(bits / 32);
    this.older = new Uint32Array(bits / 32);
  }

  /** Whether `key`'s value should be kept: true when it was asked before and is remembered. */
  admits(key: string): boolean {
    const bit = hashOf(key) & this.mask;
    const [word, flag] = [bit >>> 5, 1 << (bit & 31)];
    if ((this.newer[word] & flag) !== 0 || (this.older[word] & flag) !== 0) return true;
    this.newer[word] |= flag;
    if (++this.remembered >= this.keysPerGeneration) {
      [this.older, this.newer] = [this.newer, this.older];
      this.newer.fill(0);
      this.remembered = 0;
    }
    return false;
  }
}
