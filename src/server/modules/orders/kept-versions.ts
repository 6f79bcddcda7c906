/**
 * The versions of kept order pages (orders-version.repository.ts: a shopper's own orders, the
 * pharmacist's queue), kept in memory until the database says the page may have changed (NOTIFY
 * orders_changed, migration 2026-12-05-001) or an approval on the page runs out, so that
 * answering a kept page (kept-pages.ts) sends no version statement to the database. Reading the
 * queue's version cost PGlite's one thread about 1.5 ms a request; on PostgreSQL at 1,000,000
 * products it held the queue to 900 answers a second where keeping it gave 3,000.
 *
 * Each page is in a scope: a shopper's own pages in their buyer's, the queue in its own, and a
 * buyer's invoice downloads (order-invoice.ts) in their invoices'. A notification names a buyer
 * (a write to their orders or their user row), which drops their pages, their invoices and the
 * queue (which shows every buyer's orders); a buyer's invoices (`invoice:` and the buyer, a write
 * to an issued invoice of theirs), which drops those alone; or nobody, which drops everything.
 *
 * A kept version is answered only once every change committed before the request has been
 * heard (`heard()`, decision 019): PGlite hands a NOTIFY over with the answer to the statement
 * that committed it, so there it has been already; on PostgreSQL, where another server
 * process's write arrives moments after it commits, it takes one round trip on the listening
 * connection, shared by the requests that wait at once. If that fails the version is read
 * afresh. A version read while a notification for its scope came is not kept (the clock check).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listening } from '../../db/connect';
import { ORDERS_CHANNEL } from '../../db/migrations/2026-12-05-001-order-changes';
import { type ByteLru, byteLru } from '../../plugins/catalogue-cache/byte-lru';

/** A page's version as read: undefined when there is nothing to version; `until` when time alone changes it. */
export type VersionRead = { version: string | undefined; until: Date | null };

type Kept = { version: string; until: Date | null; readAt: number; size: number };

/** The queue's scope; a buyer's is `buyerScope(id)`, their invoices' `invoiceScope(id)`. */
export const QUEUE_SCOPE = 'queue';
export const buyerScope = (buyerId: string) => `buyer:${buyerId}`;
/** How a buyer's invoices' scope begins, and so a notification about them (migration 2026-12-07-001). */
const INVOICES = 'invoice:';
export const invoiceScope = (buyerId: string) => `${INVOICES}${buyerId}`;

/** A version is some 90 characters an order on its page: 2 MB keeps some 400 pages of 50. */
const MAX_BYTES = 2 * 1024 * 1024;
/** Scopes whose last change is remembered; past this every scope counts as changed now. */
const MAX_SCOPES = 10_000;

export class KeptVersions {
  private readonly kept: ByteLru<Kept> = byteLru<Kept>(MAX_BYTES);
  /** Counts reads and changes, so that a version read before its scope's last change is never answered. */
  private clock = 0;
  /** When each scope last changed; one not here, at `everyScopeChangedAt`. */
  private readonly changedAt = new Map<string, number>();
  private everyScopeChangedAt = 0;
  /** Whether versions are kept at all: while notifications are heard. */
  private keeping = false;

  /** Whose `heard()` resolves once every change committed before it was called has been notified. */
  private listening: Listening | undefined;

  /** The version of the page under `key`, in `scope`: the kept one while it holds, else `read()`'s. */
  async read(scope: string, key: string, read: () => Promise<VersionRead>): Promise<string | undefined> {
    // Looked up again once every change before this request has been heard, which may have dropped it.
    const kept = this.kept.get(key) && (await this.allHeard()) ? this.kept.get(key) : undefined;
    if (kept && kept.readAt > this.lastChange(scope) && (kept.until === null || kept.until.getTime() > Date.now())) return kept.version;
    const readAt = ++this.clock;
    const { version, until } = await read();
    if (version !== undefined && this.keeping && this.lastChange(scope) < readAt) {
      this.kept.set(key, { version, until, readAt, size: key.length + version.length });
    }
    return version;
  }

  /** A notification's payload: whose pages may have changed (a buyer's id), whose invoices (`invoice:` and theirs), or anyone's (empty). */
  notified(payload: string): void {
    if (!payload || this.changedAt.size >= MAX_SCOPES) return this.everyScopeChanged();
    if (payload.startsWith(INVOICES)) {
      this.changedAt.set(payload, ++this.clock); // the scope itself: invoiceScope(buyer)
      return;
    }
    this.changedAt.set(buyerScope(payload), ++this.clock);
    this.changedAt.set(invoiceScope(payload), this.clock);
    this.changedAt.set(QUEUE_SCOPE, this.clock);
  }

  /** Keeps versions from now on, each answered once `listening` has heard every change before the request. */
  listenThrough(listening: Listening): void {
    this.listening = listening;
    this.keep(true);
  }

  /** Keeps versions from now on (true) or reads each afresh (false). */
  keep(keeping: boolean): void {
    this.everyScopeChanged();
    this.keeping = keeping;
  }

  private async allHeard(): Promise<boolean> {
    if (!this.listening) return false;
    try {
      await this.listening.heard();
      return true;
    } catch {
      return false;
    }
  }

  private everyScopeChanged(): void {
    this.everyScopeChangedAt = ++this.clock;
    this.changedAt.clear();
    this.kept.clear();
  }

  private lastChange(scope: string): number {
    return Math.max(this.everyScopeChangedAt, this.changedAt.get(scope) ?? 0);
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
  const listening = await app.listenToDatabase(ORDERS_CHANNEL, {
    notified: (payload) => versions.notified(payload),
    lost: () => versions.keep(false),
    restored: () => versions.keep(true),
  });
  versions.listenThrough(listening);
}

export default fp(keptVersions, { name: 'kept-versions', dependencies: ['database'] });
