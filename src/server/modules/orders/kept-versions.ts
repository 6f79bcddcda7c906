/**
 * The versions of kept order pages (orders-version.repository.ts: a shopper's own orders, the
 * pharmacist's queue), kept in memory by a PGlite server until the database says an order may
 * have changed (NOTIFY orders_changed, migration 2026-12-05-001) or an approval on the page
 * runs out, so that answering a kept page (kept-pages.ts) sends nothing to the database. Reading
 * the queue's version cost PGlite's one thread about 1.5 ms a request.
 *
 * PGlite hands a NOTIFY over with the answer to the statement that committed it, before any
 * later statement's answer, so a kept version is as fresh as one read. A version read while a
 * notification came is not kept (the generation check). Every order written drops every kept
 * version: a steady flow of orders leaves fewer reads answered without the database.
 *
 * On PostgreSQL another server process's write arrives moments after it commits, so there the
 * version is read at every request, as before, and no process answers a page another has changed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ORDERS_CHANNEL } from '../../db/migrations/2026-12-05-001-order-changes';
import { type ByteLru, byteLru } from '../../plugins/catalogue-cache/byte-lru';

/** A page's version as read: undefined when there is nothing to version; `until` when time alone changes it. */
export type VersionRead = { version: string | undefined; until: Date | null };

type Kept = { version: string; until: Date | null; generation: number; size: number };

/** A version is some 90 characters an order on its page: 2 MB keeps some 400 pages of 50. */
const MAX_BYTES = 2 * 1024 * 1024;

export class KeptVersions {
  private readonly kept: ByteLru<Kept> = byteLru<Kept>(MAX_BYTES);
  /** Counts the notifications heard: a version read across one is not kept. */
  private generation = 0;
  /** Whether versions are kept at all: while notifications are heard, on a database no other process writes. */
  private keeping = false;

  /** The version of the page under `key`: the kept one while it holds, else `read()`'s. */
  async read(key: string, read: () => Promise<VersionRead>): Promise<string | undefined> {
    const kept = this.kept.get(key);
    if (kept && kept.generation === this.generation && (kept.until === null || kept.until.getTime() > Date.now())) return kept.version;
    const generation = this.generation;
    const { version, until } = await read();
    if (version !== undefined && this.keeping && generation === this.generation) {
      this.kept.set(key, { version, until, generation, size: key.length + version.length });
    }
    return version;
  }

  /** Something an order page is read from changed: every kept version is dropped. */
  changed(): void {
    this.generation += 1;
    this.kept.clear();
  }

  /** Keeps versions from now on (true) or reads each afresh (false). */
  keep(keeping: boolean): void {
    this.changed();
    this.keeping = keeping;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    orderVersions: KeptVersions;
  }
}

async function keptVersions(app: FastifyInstance) {
  const versions = new KeptVersions();
  app.decorate('orderVersions', versions);
  if (app.databaseShared) return;
  await app.listenToDatabase(ORDERS_CHANNEL, {
    notified: () => versions.changed(),
    lost: () => versions.keep(false),
    restored: () => versions.keep(true),
  });
  versions.keep(true);
}

export default fp(keptVersions, { name: 'kept-versions', dependencies: ['database'] });
