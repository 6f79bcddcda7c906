/**
 * The version of each page of the pharmacist's queue (orders-version.repository.ts
 * `queueVersion`), kept in memory by a PGlite server until the database says the queue may
 * have changed (NOTIFY review_queue_changed, migration 2026-12-05-001) or an approval on the
 * page runs out, so that answering a kept page (kept-pages.ts) sends nothing to the database.
 * Reading the version cost PGlite's one thread about 1.5 ms a request, against the whole read
 * of a kept page of a shopper's own orders at about 0.3 ms.
 *
 * PGlite hands a NOTIFY over with the answer to the statement that committed it, before any
 * later statement's answer, so a kept version is as fresh as one read. A version read while a
 * notification came is not kept (the generation check). On PostgreSQL another server process's
 * write arrives moments after it commits, so there the version is read at every request, as
 * before, and no process answers a page another has changed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { REVIEW_QUEUE_CHANNEL } from '../../db/migrations/2026-12-05-001-review-queue-changes';
import type { PageWindow } from '../page-window';
import { type QueueVersion, queueVersion } from './orders-version.repository';

/** Windows kept: a pharmacist pages through a few; anything past this starts the map afresh. */
const MAX_WINDOWS = 256;

type Kept = QueueVersion & { generation: number };

export class QueueVersions {
  private readonly kept = new Map<string, Kept>();
  /** Counts the notifications heard: a version read across one is not kept. */
  private generation = 0;
  /** Whether versions are kept at all: while notifications are heard, on a database no other process writes. */
  private keeping = false;

  /** The version of the queue's page in `window`: the kept one while it holds, else read from the database. */
  async read(db: Kysely<Database>, window: PageWindow): Promise<string> {
    const key = `${window.offset}:${window.limit}`;
    const kept = this.kept.get(key);
    if (kept && kept.generation === this.generation && (kept.until === null || kept.until.getTime() > Date.now())) return kept.version;
    const generation = this.generation;
    const read = await queueVersion(db, window);
    if (this.keeping && generation === this.generation) {
      if (this.kept.size >= MAX_WINDOWS) this.kept.clear();
      this.kept.set(key, { ...read, generation });
    }
    return read.version;
  }

  /** Something the queue is read from changed: every kept version is dropped. */
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
    queueVersions: QueueVersions;
  }
}

async function keptQueueVersions(app: FastifyInstance) {
  const versions = new QueueVersions();
  app.decorate('queueVersions', versions);
  if (app.databaseShared) return;
  await app.listenToDatabase(REVIEW_QUEUE_CHANNEL, {
    notified: () => versions.changed(),
    lost: () => versions.keep(false),
    restored: () => versions.keep(true),
  });
  versions.keep(true);
}

export default fp(keptQueueVersions, { name: 'kept-queue-versions', dependencies: ['database'] });
