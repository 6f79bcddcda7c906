/**
 * Issues an order's invoice in the background as soon as the order is placed or cancelled:
 * the PDF is rendered with the order as it stands then and kept (issued-invoices.repository.ts),
 * so the shopper's download is a kept file, never a render to wait for. A GST invoice is the
 * record of the sale when it was made, so issuing it then is also what it should say.
 *
 * One render at a time, oldest first, each after the requests waiting on the event loop (a
 * render is some 9 ms of the main thread): a burst of orders delays no reads by more than one
 * render. A download of an order still in the queue takes it out and renders it at once
 * (order-invoice.ts), rather than wait behind the burst; one whose render is under way waits
 * for that render only. The queue is in memory: what a stop leaves in it, or what a failure or a
 * full queue drops, is rendered on the order's first download, as before this queue.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setImmediate as afterWaitingRequests } from 'node:timers/promises';
import { isDatabaseUnavailable, throttledWarning } from '../../db/connection-errors';
import { keptInvoicePdfs, type KeptInvoicePdfs } from './kept-invoice-pdfs';
import { issueInvoice } from './order-invoice';

/** During an outage every issue fails alike: one line a while, as the requests' 503s are logged. */
const noteOutage = throttledWarning('database unavailable: invoices left to their first download');

/** Orders waiting beyond this are left to their first download: a bound on memory in a flood. */
const MAX_QUEUED = 10_000;

export type InvoiceIssuer = {
  /** Queues the order's invoice to be rendered and kept for the order's state now. */
  issue(orderId: string): void;
  /** Whether the order's invoice is queued or being rendered. */
  issuing(orderId: string): boolean;
  /** Resolves when the order's queued or running issue is done (at once when there is none). */
  settled(orderId: string): Promise<void>;
  /**
   * For a download that will render the invoice itself: waits for the order's render under way,
   * if any, and takes the order out of the queue.
   */
  claim(orderId: string): Promise<void>;
  /** Resolves when nothing is queued or being rendered (tests that compare the database before and after). */
  idle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    invoiceIssuer: InvoiceIssuer;
    /** The invoice PDFs this process rendered or read lately (kept-invoice-pdfs.ts). */
    keptInvoicePdfs: KeptInvoicePdfs;
  }
}

type Job = { done: Promise<void>; finish: () => void };

function newJob(): Job {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

async function invoiceIssuer(app: FastifyInstance) {
  /** Orders waiting, oldest first; an order queued again while waiting keeps its place. */
  const queued = new Map<string, Job>();
  let running: { orderId: string; job: Job } | undefined;
  let draining: Promise<void> | undefined;
  let closed = false;

  async function drain() {
    for (;;) {
      await afterWaitingRequests();
      // Checked after the wait: the server may have closed, and emptied the queue, meanwhile.
      const next = closed ? undefined : queued.entries().next().value;
      if (!next) break;
      const [orderId, job] = next;
      queued.delete(orderId);
      running = { orderId, job };
      try {
        await issueInvoice(app, orderId);
      } catch (error) {
        if (isDatabaseUnavailable(error)) noteOutage(app.log, { reason: error instanceof Error ? error.message : String(error) });
        else app.log.warn({ err: error, orderId }, 'could not issue an invoice ahead; its first download renders it');
      } finally {
        running = undefined;
        job.finish();
      }
    }
    draining = undefined;
  }

  app.decorate('keptInvoicePdfs', keptInvoicePdfs());
  app.decorate('invoiceIssuer', {
    issue(orderId) {
      if (closed || queued.has(orderId) || queued.size >= MAX_QUEUED) return;
      queued.set(orderId, newJob());
      draining ??= drain();
    },
    issuing: (orderId) => queued.has(orderId) || running?.orderId === orderId,
    async settled(orderId) {
      // A job queued again while one runs finishes after it: waiting for the queued one covers both.
      await (queued.get(orderId) ?? (running?.orderId === orderId ? running.job : undefined))?.done;
    },
    async idle() {
      while (draining) await draining;
    },
    async claim(orderId) {
      if (running?.orderId === orderId) await running.job.done;
      const job = queued.get(orderId);
      if (!job) return;
      queued.delete(orderId);
      job.finish();
    },
  });

  app.addHook('onClose', async () => {
    closed = true;
    for (const job of queued.values()) job.finish();
    queued.clear();
    await draining;
  });
}

export default fp(invoiceIssuer, { name: 'invoice-issuer', dependencies: ['database'] });
