/**
 * Keeps this process's in-memory search index (search-index.ts) in step with the database.
 * Each search asks the one-row search_version first: when the index was built at that
 * version it is exact and answers; otherwise the search takes the SQL path and a rebuild
 * starts in the background (one at a time). An order (stock only) costs no rebuild.
 *
 * The version is read once per catalogue write, not once per search: it is a memo of the
 * catalogue cache, which every products write drops (the statement that bumps the version
 * also NOTIFYs catalogue_changed). So a write through this process is seen by the very next
 * search, as on PGlite any write is; a write by another process on the same PostgreSQL as
 * soon as its notification arrives, as the cached reads see it; and while notifications are
 * down the version is read for every search.
 *
 * A rebuild reads the products a chunk at a time, so the embedded database (one thread,
 * in this process) answers other requests in between; it is kept only when the version did
 * not move while it was read, which makes the chunks one consistent picture.
 */
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CatalogueOrder, CatalogueOrderBuilder } from './catalogue-order';
import { productTerms, searchVersion, type ChunkEnd } from './search-index.repository';
import { indexable, type SearchIndex } from './search-index';
import { SearchIndexBuilder } from './search-index-builder';

/**
 * Past this share of V8's heap limit with the index built, the limit is too low for the
 * catalogue (a PGlite server's is 192 MB unless MAX_HEAP_MB says otherwise, scripts/server-runtime.js).
 */
const HEAP_WARNING_SHARE = 0.6;

/** Warns while the shop still runs, rather than when V8 runs out of heap under load. */
function warnIfHeapIsTight(app: FastifyInstance) {
  const { used_heap_size: used, heap_size_limit: limit } = getHeapStatistics();
  if (used <= HEAP_WARNING_SHARE * limit) return;
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  app.log.warn(
    { heapUsedMb: mb(used), heapLimitMb: mb(limit) },
    `with the search index built, V8's heap is ${Math.round((100 * used) / limit)}% of its ${mb(limit)} MB limit: set MAX_HEAP_MB higher for this catalogue`,
  );
}

/**
 * Products read per query while building: about 50 ms of the embedded database each on a busy
 * two-core machine (2,000 took 270 ms), which every other request waits behind.
 */
const CHUNK = 500;
/** The pause before trying again when writes kept moving the version during a build. */
const RETRY_MS = 1000;

/** The catalogue cache's memo of search_version. */
const VERSION_MEMO = 'search-index:version';

export type SearchIndexStats = { builds: number; buildMs: number; products: number; bytes: number };

export type CurrentSearchIndex = {
  /**
   * The index if it matches the database now and answers these words exactly (indexable);
   * otherwise undefined, and when it was only out of date a rebuild is under way.
   */
  freshFor(words: readonly string[]): Promise<SearchIndex | undefined>;
  /**
   * The catalogue's list order (catalogue-order.ts) with the index whose ordinals it uses, if
   * they match the database now; otherwise undefined, and a rebuild is under way.
   */
  freshOrder(): Promise<{ index: SearchIndex; order: CatalogueOrder } | undefined>;
  /** Waits for the index to match the database (tests, benches); undefined once the server closes. */
  rebuilt(): Promise<SearchIndex | undefined>;
  readonly stats: SearchIndexStats;
  /** Whether an index is built and not yet found out of date (a change is noticed by the next search). */
  readonly ready: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: CurrentSearchIndex;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function currentSearchIndex(app: FastifyInstance) {
  const { db } = app;
  let index: SearchIndex | undefined;
  let order: CatalogueOrder | undefined;
  let building: Promise<void> | undefined;
  let closed = false;
  let failure: Error | undefined;
  const stats: SearchIndexStats = { builds: 0, buildMs: 0, products: 0, bytes: 0 };

  /** Every product's lexemes, category and price, newest first; undefined when the server closed meanwhile. */
  async function read(version: string): Promise<{ index: SearchIndex; order: CatalogueOrder } | undefined> {
    const builder = new SearchIndexBuilder();
    const listed = new CatalogueOrderBuilder();
    let after: ChunkEnd | undefined;
    for (;;) {
      if (closed) return undefined;
      const rows = await productTerms(db, after, CHUNK);
      for (const row of rows) {
        builder.add(row.id, row.terms, row.search_text, row.tid);
        listed.add(row.category_id, Number(row.price));
      }
      if (rows.length < CHUNK) return { index: builder.finish(version), order: listed.finish() };
      after = { createdAt: rows[rows.length - 1].created_at, id: rows[rows.length - 1].id };
      // A turn of the event loop between chunks, so that requests are served while the index is
      // read. (PGlite answered within microtasks while it ran on the main thread; on its own
      // thread its answers come as messages, but a driver that answers at once must not starve them.)
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function build(): Promise<void> {
    while (!closed) {
      const version = await searchVersion(db);
      if (index?.version === version) return;
      index = order = undefined; // stale: never used again, so its memory goes before the new one is read
      const started = performance.now();
      const built = await read(version);
      if (!built) return;
      if ((await searchVersion(db)) === version) {
        ({ index, order } = built);
        Object.assign(stats, {
          builds: stats.builds + 1,
          buildMs: Math.round(performance.now() - started),
          products: built.index.size,
          bytes: built.index.bytes + built.order.bytes,
        });
        app.log.info({ searchIndex: stats }, 'search index built');
        warnIfHeapIsTight(app);
        return;
      }
      await pause(RETRY_MS);
    }
  }

  function startBuild(): Promise<void> {
    building ??= build()
      .then(() => (failure = undefined))
      .catch((error: unknown) => {
        failure = error instanceof Error ? error : new Error(String(error));
        if (!closed) app.log.warn({ err: error }, 'search index build failed; searches use SQL until the next try');
      })
      .finally(() => (building = undefined));
    return building;
  }

  async function freshFor(words: readonly string[]): Promise<SearchIndex | undefined> {
    if (!indexable(words)) return undefined;
    const version = await app.catalogueCache.memo(VERSION_MEMO, () => searchVersion(db));
    if (index?.version === version) return index;
    void startBuild();
    return undefined;
  }

  app.decorate('searchIndex', {
    freshFor,
    async freshOrder() {
      const fresh = await freshFor([]);
      return fresh && order ? { index: fresh, order } : undefined;
    },
    async rebuilt() {
      while (!closed) {
        if (index && index.version === (await searchVersion(db))) return index;
        await startBuild();
        if (failure) throw failure;
      }
      return undefined;
    },
    get ready() {
      return index !== undefined;
    },
    get stats() {
      return { ...stats };
    },
  });
  app.addHook('onReady', async () => void startBuild());
  app.addHook('onClose', async () => {
    closed = true;
    await building;
  });
}

export default fp(currentSearchIndex, { name: 'search-index', dependencies: ['database', 'catalogue-cache'] });
