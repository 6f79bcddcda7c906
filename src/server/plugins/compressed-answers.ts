/**
 * API answers compressed for clients that accept gzip: a search's 100 products are about 87 KB
 * of JSON and 12.8 KB gzipped, within a fresh connection's first TCP window (about 14 KB) where
 * the plain answer needs three more round trips, and a seventh of the download. JSON answers
 * of at least COMPRESS_FROM bytes are gzipped at level 1 on the main thread (about 0.2 ms for
 * that search; brotli, and zlib's thread pool, cost two to five times as much: decision 015);
 * the catalogue cache replays one Buffer per answer, so a kept answer is gzipped once and its
 * copy kept beside it (a WeakMap: it goes when the answer does). Pages, the app's files, photos
 * and PDFs are compressed already or not worth it. The answer's ETag stays the one of its
 * JSON: a weak tag, which every encoding of the same JSON shares (RFC 9110 8.8.1), so a 304
 * needs no decompression.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a compressed answer saves less than a packet. */
export const COMPRESS_FROM = 1024;

/**
 * Whether this Accept-Encoding header accepts gzip: named, or `*`, without q=0. (Every
 * browser and HTTP library names it; brotli alone is not offered.)
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/** The gzip of each kept answer, made once (the catalogue cache replays the same Buffer). */
const gzipped = new WeakMap<Buffer, Buffer>();

function gzipOf(body: Buffer): Buffer {
  let made = gzipped.get(body);
  if (!made) gzipped.set(body, (made = gzipSync(body, { level: 1 })));
  return made;
}

/** Adds Accept-Encoding to Vary once: caches must keep each encoding apart. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const isJson = (reply: FastifyReply) => /^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''));

async function compressedAnswersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isJson(reply) || reply.hasHeader('content-encoding')) return payload;
    varyOnEncoding(reply);
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_FROM || !acceptsGzip(request.headers['accept-encoding'])) return body;
    reply.header('content-encoding', 'gzip');
    return gzipOf(body);
  });
}

export default fp(compressedAnswersPlugin, { name: 'compressed-answers' });
