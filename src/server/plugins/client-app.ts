/**
 * Serves the built browser app from `config.clientDir`: content-hashed files are cached for
 * a year, index.html is never cached stale, and any GET route that is not under /api falls
 * back to index.html so the app's own router can answer it, with preload hints for the page
 * it opens, which the app composing this plugin supplies (modules/products/page-preloads.ts).
 * The pages the build painted ahead (first-paint.json, from scripts/webpack-first-paint.js:
 * /, /search and a product page) get their own copy of index.html, the page inside #root; a
 * copy with blanks (`%PRODUCT_NAME%`) is filled in from `firstPaintValues`, or not used.
 * A path no app route matches (shared/app-paths, which the app's router reads too) gets the
 * same index.html with status 404, so the app shows its not-found page and search engines and
 * monitors see the truth. Unknown /api paths get JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appPathPattern } from '../../shared/app-paths';
import { escapeHtml } from '../html-escape';

// With preCompressed, setHeaders sees the .br or .gz file actually sent.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|svg|avif)(\.br|\.gz)?$/;

/**
 * A blank in a built page, `%NAME%`: an attribute's whole value, quoted or not (the production
 * build strips attribute quotes: `content=%STORE_NAME%`), or in text.
 */
const BLANK = /=(["']?)%([A-Z_]+)%\1|%([A-Z_]+)%/g;

/**
 * The page with the named blanks written in, HTML-escaped, and any other blank left as it is.
 * An attribute's value is written quoted whether or not the blank was: "E2E Pharmacy" must not
 * become "E2E".
 */
function fillBlanks(html: string, values: Record<string, string>): string {
  return html.replace(BLANK, (blank, _quote, attribute: string | undefined, text: string | undefined) => {
    const value = values[attribute ?? text!];
    if (value === undefined) return blank;
    return attribute ? `="${escapeHtml(value)}"` : escapeHtml(value);
  });
}

/** A built page with the shop's brand written in: its author meta tag, where the app reads it, and wherever the page shows it. */
const branded = (root: string, file: string, storeName: string) =>
  fillBlanks(readFileSync(path.join(root, file), 'utf8'), { STORE_NAME: storeName });

/** A page painted ahead, branded, and the blanks it has left, filled in per request. */
type PaintedPage = { html: string; blanks: string[] };

/** Each route pattern's page painted ahead; empty when the build made none. */
function firstPaints(root: string, storeName: string): Map<string, PaintedPage> {
  const manifest = path.join(root, 'first-paint.json');
  if (!existsSync(manifest)) return new Map();
  const files = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(files).map(([pattern, file]) => {
      const html = branded(root, file, storeName);
      const blanks = [...html.matchAll(BLANK)].map(([, , attribute, text]) => attribute ?? text);
      return [pattern, { html, blanks }];
    }),
  );
}

/** The page with its preload tags added at the end of <head>. */
function withPreloads(html: string, preloads: string): string {
  const headEnd = html.indexOf('</head>');
  return preloads && headEnd >= 0 ? `${html.slice(0, headEnd)}${preloads}${html.slice(headEnd)}` : html;
}

/**
 * The page compressed as the browser accepts it (brotli, else gzip): with its first paint, /
 * is 25 KB of HTML and 5 KB compressed, a phone's first round trip. Each answer is compressed
 * afresh (about a millisecond), since its preload tags differ by path.
 */
function compressed(html: string, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}

/** Makes, once the app is built, the preload tags for a page path ('' for none). */
export type PagePreloads = (app: FastifyInstance, clientDir: string) => (pathname: string) => Promise<string>;
/** Makes the values of a painted-ahead page's blanks for a page path (null: none, send the plain page). */
export type FirstPaintValues = (app: FastifyInstance) => (pathname: string) => Promise<Record<string, string> | null>;

type ClientAppOptions = { pagePreloads?: PagePreloads; firstPaintValues?: FirstPaintValues };

async function clientAppPlugin(app: FastifyInstance, options: ClientAppOptions) {
  const root = app.config.clientDir;
  const hasClient = !!root && existsSync(path.join(root, 'index.html'));
  const indexHtml = hasClient ? branded(root, 'index.html', app.config.storeName) : '';
  const firstPainted = hasClient ? firstPaints(root, app.config.storeName) : new Map<string, PaintedPage>();
  const preloadsFor = hasClient && options.pagePreloads ? options.pagePreloads(app, root) : null;
  const valuesFor = options.firstPaintValues?.(app);

  /** The page for a route: its own first paint, every blank filled in, where it has one; index.html otherwise. */
  async function pageFor(pathname: string, pattern: string): Promise<string> {
    const painted = firstPainted.get(pattern);
    if (!painted) return indexHtml;
    if (painted.blanks.length === 0) return painted.html;
    const values = valuesFor ? await valuesFor(pathname) : null;
    return values && painted.blanks.every((name) => values[name] !== undefined) ? fillBlanks(painted.html, values) : indexHtml;
  }
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Otherwise @fastify/send writes its own `max-age=0` over the header set below.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && hasClient) {
      const pathname = request.url.split('?')[0];
      const pattern = appPathPattern(pathname);
      const known = pattern !== undefined;
      const preloads = known && preloadsFor ? await preloadsFor(pathname) : '';
      const page = known ? await pageFor(pathname, pattern) : indexHtml;
      const { body, encoding } = compressed(withPreloads(page, preloads), request.headers['accept-encoding']);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(body);
    }
    return reply.status(404).send({ success: false, message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}

export default fp(clientAppPlugin, { name: 'client-app' });
