/**
 * A least-recently-used map bounded by the bytes of its values (lru-cache with maxSize), so a
 * crawl over every product page cannot grow the server past its memory budget.
 */
import { LRUCache } from 'lru-cache';

export type Sized = { size: number };
export type ByteLru<V extends Sized> = LRUCache<string, V>;

/** A byteLru that knows which of its keys were stored tagged, and can drop those at once. */
export type TaggedByteLru<V extends Sized> = ByteLru<V> & {
  /** Sets `key`, tagged or not (whatever the key held before), and tells whether it was kept. */
  store(key: string, value: V, tagged: boolean): boolean;
  /** Deletes every tagged key, reading no other. */
  dropTagged(): void;
};

/** At most `maxBytes`, counting each value's own `size`; `dispose` as lru-cache calls it. */
function lruOf<V extends Sized>(maxBytes: number, dispose?: (value: V, key: string) => void): ByteLru<V> {
  return new LRUCache<string, V>({
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (value) => Math.max(1, value.size),
    ...(dispose && { dispose }),
  });
}

/**
 * An LRU of at most `maxBytes`, counting each value's own `size`. A value over an eighth of the
 * budget is not kept (and drops what its key held), as one huge value would flush everything else.
 */
export const byteLru = <V extends Sized>(maxBytes: number): ByteLru<V> => lruOf<V>(maxBytes);

/**
 * A byteLru whose tagged keys (for the catalogue cache, what shows stock) can be dropped
 * together. The set of them is kept in step with the LRU: a key leaves it whenever its value
 * leaves, however it leaves (pushed out, deleted, replaced, cleared).
 */
export function taggedByteLru<V extends Sized>(maxBytes: number): TaggedByteLru<V> {
  const tagged = new Set<string>();
  const lru = lruOf<V>(maxBytes, (_value, key) => tagged.delete(key));
  return Object.assign(lru, {
    store(key: string, value: V, tag: boolean) {
      lru.set(key, value);
      const stored = lru.has(key);
      if (stored && tag) tagged.add(key);
      return stored;
    },
    dropTagged() {
      for (const key of [...tagged]) lru.delete(key);
    },
  });
}
