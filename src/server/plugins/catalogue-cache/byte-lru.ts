/**
 * A least-recently-used map bounded by the bytes of its values, so a crawl over every product
 * page cannot grow the server past its memory budget. A Map keeps insertion order: a hit is
 * moved to the end, and eviction takes from the front.
 */
export type Sized = { size: number };

export class ByteLru<V extends Sized> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (value.size > this.maxBytes / 8) return; // one huge value would flush everything else
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.size;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
