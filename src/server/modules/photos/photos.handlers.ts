/**
 * Serves product photos. A URL carrying the current version (`v`) never changes content, so
 * it may be cached for a year; without it, or with an old one, caches recheck after 5 minutes.
 * The ETag names the version, size and format, so a recheck costs a 304 and no bytes.
 * Browsers that take AVIF get it (Vary: Accept tells caches the answer depends on that).
 */
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../plugins/contract';
import { notFound } from '../../http-error';
import { acceptsAvif, AVIF_MIME, avifOf } from './avif-renditions';
import type { RenditionSize } from './photo-pipeline';
import { findRendition, productExists } from './photos.repository';

type PhotoRequest = FastifyRequest<{ Params: { id: string }; Querystring: { size: RenditionSize; v?: string } }>;

const FOREVER = 'public, max-age=31536000, immutable';
const BRIEFLY = 'public, max-age=300';

/** Whether an If-None-Match header (a list, possibly weak tags, or *) names this ETag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

export const photoHandlers = {
  getProductPhoto: async (request: PhotoRequest, reply) => {
    const { id } = request.params;
    const { size, v } = request.query;
    const rendition = await findRendition(request.server.db, id, size);
    if (!rendition) {
      const exists = await productExists(request.server.db, id);
      throw notFound(exists ? 'This product has no photo' : 'Product not found');
    }
    const avif = acceptsAvif(request.headers.accept);
    const etag = `"${rendition.version}-${size}${avif ? '-avif' : ''}"`;
    reply.header('ETag', etag).header('Cache-Control', v === rendition.version ? FOREVER : BRIEFLY).header('Vary', 'Accept');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    if (!avif) return reply.type(rendition.mime).send(rendition.bytes);
    return reply.type(AVIF_MIME).send(await avifOf(`${rendition.version}-${size}`, rendition.bytes));
  },
} satisfies Handlers;
