/**
 * Pages of orders kept in memory with the version they were read at (orders-version.repository.ts)
 * and answered again while the database gives the same version: one small statement instead of
 * reading every order with its items, timeline and prescriptions, parsing and shaping them. The
 * version itself is kept in memory until a NOTIFY says the page may have changed, and answered
 * only once every change committed before the request has been heard, so no process answers a
 * page another has changed (kept-versions.ts). Two kinds use it: a shopper's own orders and the
 * pharmacist's queue.
 *
 * The answer's ETag is made of the page's key and version, so a client holding the page and
 * sending If-None-Match is answered 304 with no body. Browsers keep none of it: like every
 * signed-in answer it is `private, no-store` (plugins/contract.ts), as orders are personal data
 * on what may be a shared phone. A page is kept from its second asking (admission.ts), within 8 MB.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Admission } from '../../plugins/catalogue-cache/admission';
import { type ByteLru, byteLru } from '../../plugins/catalogue-cache/byte-lru';
import { matchesEtag, weakEtag } from '../../plugins/catalogue-cache/etag';

/**
 * A page as sent: its JSON's bytes, so that answering it again neither serialises nor encodes
 * it, and its gzip for a browser is made once (plugins/compressed-answers.ts keeps it beside them).
 */
type Kept = { version: string; body: Buffer; total: number; size: number };

/** What a page holds: its entries and how many there are in all. */
export type PageRead<T> = { items: T[]; total: number };

const MAX_BYTES = 8 * 1024 * 1024;
const ADMISSION_KEYS = 2_000;
/** This process's start, in every ETag: one made before a restart (perhaps of another shape) never matches after it. */
const STARTED = Date.now().toString(36);

/** The server's kept pages, by key (whose page, which window). */
export type KeptPages = { pages: ByteLru<Kept>; admission: Admission };

declare module 'fastify' {
  interface FastifyInstance {
    keptPages: KeptPages;
  }
}

/**
 * The page under `key`: a 304 when the client holds `version`'s; the kept JSON while it was
 * read at `version`; else `read()`'s entries, serialised by the route's response schema and kept
 * from the key's second asking. Its total goes in X-Total-Count. An undefined `version` (nothing
 * to version: the page's owner is gone) is read afresh every time, with no ETag.
 */
export async function keptPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  version: string | undefined,
  read: () => Promise<PageRead<T>>,
): Promise<FastifyReply> {
  const kept = request.server.keptPages;
  if (version !== undefined) {
    const etag = weakEtag(`${STARTED}|${key}|${version}`);
    reply.header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const page = kept.pages.get(key);
    if (page?.version === version) return sendJson(reply, page.body, page.total);
  }
  // The caller read the version first, so what is kept is never older than the version it is kept with.
  const { items, total } = await read();
  const json = reply.serialize(items);
  if (typeof json !== 'string') throw new Error(`The route's serialiser made ${typeof json}, not JSON text`);
  const body = Buffer.from(json);
  if (version !== undefined && kept.admission.admits(key)) kept.pages.set(key, { version, body, total, size: key.length + body.length });
  return sendJson(reply, body, total);
}

function sendJson(reply: FastifyReply, body: Buffer, total: number): FastifyReply {
  return reply.header('X-Total-Count', String(total)).type('application/json; charset=utf-8').send(body);
}

async function keptPages(app: FastifyInstance) {
  app.decorate('keptPages', { pages: byteLru<Kept>(MAX_BYTES), admission: new Admission(ADMISSION_KEYS) });
}

export default fp(keptPages, { name: 'kept-pages' });
