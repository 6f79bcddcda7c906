/**
 * What the catalogue cache (catalogue-cache.ts) offers the handlers, as `app.catalogueCache`, and
 * what it notes on a request it may keep the answer of.
 */
import type { FastifyRequest } from 'fastify';

/** A read being answered: its answer's key, and the generation it is checked against (see `generationOf`). */
export type Pending = {
  key: string;
  generation: number;
  showsStock: boolean;
  /** The answer this request's handler had from `shared`, and the key it is kept under. */
  shared?: { key: string; holds: string; body: Buffer };
};

export type CatalogueCache = {
  /** Drops every cached read; call after a write the database trigger would not see. */
  invalidate(): void;
  /**
   * `compute()`'s value, kept under `key` until the next catalogue write other than a change of
   * stock (under the same rules as cached responses), so it must not show stock; computed afresh
   * while notifications are down. Counted as small unless `bytes` says how large the value is.
   */
  memo<T>(key: string, compute: () => Promise<T>, bytes?: (value: T) => number): Promise<T>;
  /** As `memo`, for a value that shows stock (products' JSON, an in-stock-first order): dropped by a stock change too. */
  memoWithStock<T>(key: string, compute: () => Promise<T>, bytes?: (value: T) => number): Promise<T>;
  /**
   * What `build()` made under `key` since the last catalogue write, or undefined while there
   * is none yet: the first call starts the one build, and every caller until it ends (however
   * many) gets undefined and goes its slower way meanwhile. Undefined while notifications are
   * down, with no build. For a few large values under keys the code fixes, never request input:
   * they are kept outside the memos' byte bound, and through stock changes (none may show stock).
   *
   * With `stillValid`, a write does not throw the value away: the first call after it asks
   * `stillValid(value)` instead of building (callers go their slower way meanwhile), and keeps
   * the value when it answers true. For facts most writes leave alone (a product's photo or MRP,
   * a category's new name: not where the catalogue's pages start), when the database can tell cheaply.
   */
  prepared<T>(key: string, build: () => Promise<T>, stillValid?: (value: T) => Promise<boolean>): T | undefined;
  /**
   * The JSON text of each of `keys`, in their order: what is kept, and for the rest what
   * `load(missing)` answers, kept from a key's second load on (admission.ts), under the same
   * rules as responses and in their byte budget. A key `load` does not answer (a product deleted
   * meanwhile) is left out. Keys name one kind of part each, the same across every response that
   * carries it (a product's id), and never start with "/", as answers' keys do.
   */
  pieces(keys: string[], load: (missing: string[]) => Promise<Map<string, string>>): Promise<string[]>;
  /**
   * The answer `make()` builds from what `holds` names (a search's products, in their order),
   * kept under that rather than under the URL that asked, so URLs that find the same products
   * (misspellings taken for one word) share one kept answer, under the same
   * rules as any answer that shows stock; each such URL is kept as a pointer to it. `make()` runs
   * when none is kept. Only for a handler of a cached read whose answer is exactly `make()`'s.
   */
  shared(request: FastifyRequest, holds: string, make: () => Promise<Buffer>): Promise<Buffer>;
  /** This request's answer stands in for a better one being made (a photo's AVIF): it is not kept. */
  provisional(request: FastifyRequest): void;
  /** Answers replayed and not found, answers `shared` found kept, and the bytes answers and pieces hold. */
  readonly stats: { hits: number; misses: number; sharedHits: number; bytes: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
  interface FastifyRequest {
    catalogueCacheMiss?: Pending;
  }
}
