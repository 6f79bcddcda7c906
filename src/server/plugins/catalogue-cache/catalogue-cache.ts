/**
 * Serves the catalogue's public reads (product pages, counts, categories, one product,
 * related products, substitutes, a category's products, filters, searches, photos) from memory, with ETags so a client that
 * already has a response gets 304 and no body. An answer, and a piece, is kept from its second
 * asking (admission.ts): most of a long tail is asked once. A large answer (a search's 100
 * products, a photo) is kept from its third (LARGE_ANSWER_BYTES). The typo fallback's answer is
 * kept by the products it lists (`shared`), and its URL as a pointer to it: misspellings taken
 * for the same word share one answer, its ETag and its compressed copies.
 *
 * Invalidation: a catalogue write drops the whole cache, but for a change of stock alone (an
 * order placed or cancelled), which drops what shows stock: the answers that list products,
 * the memos kept with `memoWithStock`, and the JSON of the products whose stock changed; the
 * other products' JSON, the lists' totals and the prepared facts stay. Every write to the
 * catalogue tables NOTIFYs (database triggers; a stock change names its products, migration
 * 2026-12-08-001), which reaches every server process on the same PostgreSQL, this one among
 * them. A write through this process answers once this process has heard its notification
 * (`heard()`), so the writer's next read sees the write. While that notification channel is
 * down the cache is bypassed, since a missed notification would otherwise leave stale entries
 * for good.
 * A read that started before a write is never stored after it (the generation checks).
 *
 * Besides whole responses it keeps small facts several responses share (`memo`), such as a
 * list's total: every page of a list needs it, and counting 1,000,000 rows takes 50 ms; the
 * JSON of parts many responses carry (`pieces`), such as one product in many searches' results,
 * so that a search never asked before reads ids, not rows, for the products seen lately more
 * than once (in one byte budget with the answers, spent by recency); and a few large prepared
 * facts (`prepared`), such as where each page of the catalogue starts, which are built in the
 * background, once, while readers go their slower way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE_CHANNEL } from '../../db/migrations/2026-11-23-001-catalogue-changes';
import { Admission } from './admission';
import { taggedByteLru } from './byte-lru';
import { ADMISSION_KEYS, KEPT_MAX_BYTES, LARGE_ANSWER_BYTES, MEMO_MAX_BYTES, PIECE_ADMISSION_KEYS } from './cache-budgets';
import { answerKeyOf, isCachedRead, sharedKeyOf, showsStock, writesCatalogue } from './cached-operations';
import { matchesEtag, weakEtag } from './etag';
import type { Pending } from './catalogue-cache-type';
import { PreparedFacts } from './prepared-facts';

/** A stock change's notification: this prefix, then the products' ids, comma separated. */
const STOCK_CHANGE = 'stock:';
/** Headers a cached response is replayed with. */
const REPLAYED = ['content-type', 'etag', 'cache-control', 'vary'];
type Entry = {
  body: string | Buffer;
  headers: Record<string, string>;
  size: number;
  /** For an answer kept by what it holds (`shared`): that, checked at every lookup (its key is a hash), and its number, which pointers name. */
  holds?: string;
  serial?: number;
};
type Memo = { value: unknown; size: number };
type Piece = { json: string; size: number };
/** A URL whose answer is kept under what it holds (`shared`): that key, and the answer's number (what a key holds can change). */
type Pointer = { answerAt: string; serial: number; size: number };

function replay(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.headers(entry.headers);
  if (matchesEtag(request.headers['if-none-match'], entry.headers.etag)) return reply.code(304).send();
  return reply.send(entry.body);
}

async function catalogueCachePlugin(app: FastifyInstance, options: { maxBytes?: number }) {
  // Answers are kept under their URL (it starts with "/"), pieces under their own key (a
  // product's id); a value of the other kind under a key reads as not kept. Answers that show
  // stock are tagged, for a stock change to drop (only those: pieces and other answers stay).
  const kept = taggedByteLru<Entry | Piece | Pointer>(options.maxBytes ?? KEPT_MAX_BYTES);
  const answerOf = (key: string): Entry | undefined => {
    const value = kept.get(key);
    if (!value || 'json' in value) return undefined;
    if ('body' in value) return value;
    // A pointer outlives a stock change (a search finds the same products whatever their stock); the answer it names may not.
    const answer = kept.get(value.answerAt);
    return answer && 'body' in answer && answer.serial === value.serial ? answer : undefined;
  };
  let serials = 0;
  const pieceOf = (key: string) => {
    const value = kept.get(key);
    return value && 'json' in value ? value.json : undefined;
  };
  // Memos that show stock are tagged as such answers are.
  const memos = taggedByteLru<Memo>(MEMO_MAX_BYTES);
  const admission = new Admission(ADMISSION_KEYS);
  /** Second askings of large answers, remembered as first askings are: the third is kept. */
  const largeAdmission = new Admission(ADMISSION_KEYS);
  const admits = (key: string, bytes: number) => admission.admits(key) && (bytes < LARGE_ANSWER_BYTES || largeAdmission.admits(key));
  const pieceAdmission = new Admission(PIECE_ADMISSION_KEYS);
  // Every catalogue write so far, and those of them that were more than a stock change: what
  // shows stock is checked against the first, everything else against the second.
  let generation = 0;
  let stocklessGeneration = 0;
  const generationOf = (showsStock: boolean) => (showsStock ? generation : stocklessGeneration);
  let trusted = true;
  const stats = { hits: 0, misses: 0, sharedHits: 0, bytes: 0 };
  const preparedFacts = new PreparedFacts(
    () => trusted,
    (error, key) => app.log.warn({ err: error, key }, 'could not prepare a catalogue fact; readers keep their slower way'),
  );
  const invalidate = () => {
    generation += 1;
    stocklessGeneration += 1;
    kept.clear();
    memos.clear();
    preparedFacts.invalidate();
  };
  /** A change of stock alone, of the products `ids`: drops what shows stock (see the top). */
  const stockChanged = (ids: string[]) => {
    generation += 1;
    kept.dropTagged();
    for (const id of ids) kept.delete(id);
    memos.dropTagged();
  };
  const memoOf =
    (showsStock: boolean) =>
    async <T>(key: string, compute: () => Promise<T>, bytes?: (value: T) => number): Promise<T> => {
      const found = trusted ? memos.get(key) : undefined;
      if (found) return found.value as T;
      const started = generationOf(showsStock);
      const value = await compute();
      if (trusted && started === generationOf(showsStock))
        memos.store(key, { value, size: key.length + (bytes ? bytes(value) : 64) }, showsStock);
      return value;
    };
  const shared = async (request: FastifyRequest, holds: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const key = sharedKeyOf(holds);
    const found = trusted ? answerOf(key) : undefined;
    const hit = found?.holds === holds && Buffer.isBuffer(found.body) ? found.body : undefined;
    if (hit) stats.sharedHits += 1;
    const body = hit ?? (await make());
    if (request.catalogueCacheMiss) request.catalogueCacheMiss.shared = { key, holds, body };
    return body;
  };
  const pieces = async (keys: string[], load: (missing: string[]) => Promise<Map<string, string>>): Promise<string[]> => {
    const found = keys.map((key) => (trusted ? pieceOf(key) : undefined));
    const missing = keys.filter((_, i) => found[i] === undefined);
    if (missing.length === 0) return found as string[];
    const started = generation;
    const loaded = await load(missing);
    if (trusted && started === generation) {
      for (const [key, json] of loaded) if (pieceAdmission.admits(key)) kept.set(key, { json, size: key.length + json.length + 64 });
    }
    return keys.flatMap((key, i) => found[i] ?? loaded.get(key) ?? []);
  };
  app.decorate('catalogueCache', {
    invalidate,
    memo: memoOf(false),
    memoWithStock: memoOf(true),
    prepared: (key, build, stillValid) => preparedFacts.get(key, build, stillValid),
    shared,
    pieces,
    provisional: (request: FastifyRequest) => {
      request.catalogueCacheMiss = undefined;
    },
    get stats() {
      return { ...stats, bytes: kept.calculatedSize };
    },
  });

  const listening = await app.listenToDatabase(CATALOGUE_CHANNEL, {
    notified: (payload) => (payload.startsWith(STOCK_CHANGE) ? stockChanged(payload.slice(STOCK_CHANGE.length).split(',')) : invalidate()),
    lost() {
      trusted = false;
      invalidate();
      app.log.warn('catalogue change notifications lost: serving catalogue reads uncached');
    },
    restored() {
      invalidate();
      trusted = true;
      app.log.info('catalogue change notifications restored');
    },
  });

  app.addHook('preHandler', async (request, reply) => {
    const operationId = request.routeOptions.config.operationId;
    if (!trusted || !isCachedRead(request, operationId)) return;
    const key = answerKeyOf(request, operationId);
    const entry = answerOf(key);
    if (entry) {
      stats.hits += 1;
      return replay(request, reply, entry);
    }
    stats.misses += 1;
    const withStock = showsStock(operationId);
    const miss: Pending = { key, generation: generationOf(withStock), showsStock: withStock };
    request.catalogueCacheMiss = miss;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    // What it changed is dropped as its notification is heard (on PGlite, with the statement's answer).
    if (writesCatalogue(operationId) && reply.statusCode < 300) await listening.heard().catch(invalidate);
    const miss = request.catalogueCacheMiss;
    if (!miss || reply.statusCode !== 200) return payload;
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    // Encoded once for the tag, the kept copy and the socket: a string was encoded for each, and
    // for its length (a search's 100 products: 104-162 µs of the main thread against 57-73).
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // Sent as `shared` made or found it: kept, and tagged, under what it holds; this URL points there.
    const shared = miss.shared?.body === body ? miss.shared : undefined;
    let sharedAnswer = shared && answerOf(shared.key);
    if (sharedAnswer?.body !== body) sharedAnswer = undefined;
    if (!reply.hasHeader('etag')) reply.header('etag', sharedAnswer?.headers.etag ?? weakEtag(body)).header('cache-control', 'no-cache');
    if (trusted && miss.generation === generationOf(miss.showsStock)) {
      const keep = (key: string, holds?: { holds: string; serial: number }): Entry | undefined => {
        const headers: Record<string, string> = {};
        for (const name of REPLAYED) if (reply.hasHeader(name)) headers[name] = String(reply.getHeader(name));
        const entry = {
          body,
          headers,
          size: body.length + key.length + (holds?.holds.length ?? 0) + 256,
          ...holds,
        };
        return kept.store(key, entry, miss.showsStock) ? entry : undefined;
      };
      if (!shared) {
        if (admits(miss.key, body.length)) keep(miss.key);
      } else {
        if (!sharedAnswer && admits(shared.key, body.length)) sharedAnswer = keep(shared.key, { holds: shared.holds, serial: ++serials });
        const pointed = admission.admits(miss.key);
        if (sharedAnswer && pointed)
          kept.set(miss.key, { answerAt: shared.key, serial: sharedAnswer.serial!, size: miss.key.length + shared.key.length + 64 });
      }
    }
    if (matchesEtag(request.headers['if-none-match'], String(reply.getHeader('etag')))) {
      reply.code(304);
      return '';
    }
    return body;
  });
}

export default fp(catalogueCachePlugin, { name: 'catalogue-cache', dependencies: ['database'] });
