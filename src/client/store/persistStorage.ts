/**
 * A redux-persist storage that writes each persisted slice to localStorage as plain JSON
 * under its own key (no `persist:` prefix, no double encoding, no `_persist` bookkeeping),
 * so `auth` reads {"user":{...},"token":"..."} and `cart` reads [ ...products ]. (Without a browser,
 * as in the build's first paint, there is no localStorage: nothing is read or written there.)
 */
import type { Storage } from 'redux-persist';

export type StoredShape<State> = {
  /** What to write for the slice's state; undefined removes the key. */
  toStored(state: State): unknown;
  /** The slice's state from what was read; undefined when the stored value is unusable. */
  fromStored(stored: unknown): State | undefined;
};

export function plainJsonStorage(
  shapes: Record<string, StoredShape<unknown>>,
  storage: globalThis.Storage = globalThis.localStorage,
): Storage {
  return {
    async getItem(key) {
      const raw = storage.getItem(key);
      if (raw === null || !shapes[key]) return undefined;
      try {
        return shapes[key].fromStored(JSON.parse(raw));
      } catch {
        return undefined; // not JSON: start afresh rather than fail to load the shop
      }
    },
    async setItem(key, value) {
      const stored = shapes[key]?.toStored(value);
      if (stored === undefined) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(stored));
    },
    async removeItem(key) {
      storage.removeItem(key);
    },
  };
}
