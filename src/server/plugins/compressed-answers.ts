/**
 * API answers compressed for clients that accept it: a search's 100 products are about 87 KB
 * of JSON and 11.5 KB as brotli (12.8 KB gzipped), within a fresh connection's first TCP window
 * (about 14 KB) where the plain answer needs three more round trips, and an eighth of the
 * download. JSON answers of at least COMPRESS_FROM bytes are compressed on the main thread:
 * brotli at quality 1 for a client that accepts it (every browser; Node's fetch over HTTPS),
 * else gzip at level 1. Brotli 1 took about 110 µs for a search's answer where gzip 1 took 190
 * and made it a tenth smaller; brotli from quality 2 up, and zlib's thread pool, cost several
 * times as much (decision 015). The catalogue cache replays one Buffer per answer, so a kept
 * answer is compressed once per encoding and its copy kept beside it (a WeakMap: it goes when
 * the answer does). Pages, the app's files, photos and PDFs are compressed already or not worth
 * it. The answer's ETag stays the one of its JSON: a weak tag, which every encoding of the same
 * JSON shares (RFC 9110 8.8.1), so a 304 needs no decompression.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a compressed answer saves less than a packet. */
export const COMPRESS_FROM = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding an answer goes out in for this Accept-Encoding header: brotli or gzip, whichever
 * it weighs more, brotli on a tie (smaller, and cheaper at quality 1); `*` weighs for either when
 * not named; q=0 refuses. Undefined when it takes neither.
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (name: AnswerEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

const ENCODERS: Record<AnswerEncoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 1 }),
};

/** Each kept answer in each encoding, made once (the catalogue cache replays the same Buffer). */
const encoded: Record<AnswerEncoding, WeakMap<Buffer, Buffer>> = { br: new WeakMap(), gzip: new WeakMap() };

function encode(body: Buffer, encoding: AnswerEncoding): Buffer {
  let made = encoded[encoding].get(body);
  if (!made) encoded[encoding].set(body, (made = ENCODERS[encoding](body)));
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
    const encoding = body.length < COMPRESS_FROM ? undefined : answerEncoding(request.headers['accept-encoding']);
    if (!encoding) return body;
    reply.header('content-encoding', encoding);
    return encode(body, encoding);
  });
}

export default fp(compressedAnswersPlugin, { name: 'compressed-answers' });
