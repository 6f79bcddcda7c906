/**
 * Which responses the catalogue cache keeps: those asked for a second time while their first
 * asking is still remembered. Real traffic is a long tail (most searches, filters and deep pages
 * are asked once), and keeping every answer filled the cache with ones never asked again: each
 * pushed out an entry that was, and every kept answer lived long enough for V8 to move it to
 * its old generation, only to be dropped there (a 100-product search answer is about 90 KB).
 *
 * The first asking is remembered in two generations of at most `keysPerGeneration` keys: when
 * the newer fills, it becomes the older and the older is forgotten, so a key is remembered for
 * between one and two generations of other first askings.
 */
export class Admission {
  private newer = new Set<string>();
  private older = new Set<string>();

  constructor(private readonly keysPerGeneration: number) {}

  /** Whether `key`'s answer should be kept: true when it was asked before and is remembered. */
  admits(key: string): boolean {
    if (this.newer.has(key) || this.older.has(key)) return true;
    this.newer.add(key);
    if (this.newer.size >= this.keysPerGeneration) {
      this.older = this.newer;
      this.newer = new Set();
    }
    return false;
  }
}
