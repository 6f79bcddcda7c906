/**
 * A least-recently-used map bounded by the bytes of its values (lru-cache with maxSize), so a
 * crawl over every product page cannot grow the server past its memory budget.
 */
import { LRUCache } from 'lru-cache';

export type Sized = { size: number };
export type ByteLru<V extends Sized> = LRUCache<string, V>;

/**
 * An LRU of at most `maxBytes`, counting each value's own `size`. A value over an eighth of the
 * budget is not kept (and drops what its key held), as one huge value would flush everything else.
 * `dropped(key)` is told of every value that leaves, however it leaves (pushed out, deleted,
 * replaced, cleared).
 */
export function byteLru<V extends Sized>(maxBytes: number, dropped?: (key: string) => void): ByteLru<V> {
  return new LRUCache<string, V>({
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (value) => Math.max(1, value.size),
    ...(dropped && { dispose: (_value: V, key: string) => dropped(key) }),
  });
}
