/**
 * Serves the built browser app from `config.clientDir`: content-hashed files are cached for
 * a year, index.html is never cached stale, and any GET route that is not under /api falls
 * back to index.html so the app's own router can answer it, with preload hints for the page
 * it opens, which the app composing this plugin supplies (modules/products/page-preloads.ts).
 * A path no app route matches (shared/app-paths, which the app's router reads too) gets the
 * same index.html with status 404, so the app shows its not-found page and search engines and
 * monitors see the truth. Unknown /api paths get JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAppPath } from '../../shared/app-paths';
import { escapeHtml } from '../html-escape';

// With preCompressed, setHeaders sees the .br or .gz file actually sent.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|svg|avif)(\.br|\.gz)?$/;

/**
 * index.html with the shop's brand written into its author meta tag, where the app reads it.
 * The production build strips attribute quotes (`content=%STORE_NAME%`), so the value is
 * written quoted whether or not the placeholder was: "E2E Pharmacy" must not become "E2E".
 */
function brandedIndex(root: string, storeName: string): string {
  const name = escapeHtml(storeName);
  return readFileSync(path.join(root, 'index.html'), 'utf8')
    .replace(/=(["']?)%STORE_NAME%\1/g, `="${name}"`)
    .replaceAll('%STORE_NAME%', name);
}

/** Makes, once the app is built, the preload tags for a page path ('' for none). */
export type PagePreloads = (app: FastifyInstance, clientDir: string) => (pathname: string) => Promise<string>;

async function clientAppPlugin(app: FastifyInstance, options: { pagePreloads?: PagePreloads }) {
  const root = app.config.clientDir;
  const hasClient = !!root && existsSync(path.join(root, 'index.html'));
  const indexHtml = hasClient ? brandedIndex(root, app.config.storeName) : '';
  const headEnd = indexHtml.indexOf('</head>');
  const preloadsFor = hasClient && headEnd >= 0 && options.pagePreloads ? options.pagePreloads(app, root) : null;
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
      const known = isAppPath(pathname);
      const preloads = known && preloadsFor ? await preloadsFor(pathname) : '';
      reply.header('Cache-Control', 'no-cache');
      return reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(preloads ? `${indexHtml.slice(0, headEnd)}${preloads}${indexHtml.slice(headEnd)}` : indexHtml);
    }
    return reply.status(404).send({ success: false, message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}

export default fp(clientAppPlugin, { name: 'client-app' });
