/**
 * Serves product photos. A URL carrying the current version (`v`) never changes content, so
 * it may be cached for a year; without it, or with an old one, caches recheck after 5 minutes.
 * The ETag names the version, size and format, so a recheck costs a 304 and no bytes.
 * Browsers that take AVIF get it once it is made (Vary: Accept tells caches the answer depends
 * on that); until then the WebP, kept 5 minutes.
 */
import { defineHandlers, type Filled, type QueryOf } from '../../contract/operation-types';
import { notFound } from '../../http-error';
import { matchesEtag } from '../../plugins/catalogue-cache/etag';
import { acceptsAvif, AVIF_MIME, readyAvif } from './avif-renditions';
import { findRendition, productExists } from './photos.repository';

const FOREVER = 'public, max-age=31536000, immutable';
const BRIEFLY = 'public, max-age=300';

export const photoHandlers = defineHandlers({
  getProductPhoto: async (request, reply) => {
    const { id } = request.params;
    const { size, v } = request.query as Filled<QueryOf<'getProductPhoto'>, 'size'>;
    const rendition = await findRendition(request.server.db, id, size);
    if (!rendition) {
      const exists = await productExists(request.server.db, id);
      throw notFound(exists ? 'This product has no photo' : 'Product not found');
    }
    const wantsAvif = acceptsAvif(request.headers.accept);
    const avif = wantsAvif ? readyAvif(`${rendition.version}-${size}`, rendition.bytes) : undefined;
    const etag = `"${rendition.version}-${size}${avif ? '-avif' : ''}"`;
    // The WebP stands in for an AVIF still being made: kept briefly, so caches come back for it.
    const lasting = v === rendition.version && (avif !== undefined || !wantsAvif);
    if (wantsAvif && !avif) request.server.catalogueCache.provisional(request);
    reply
      .header('ETag', etag)
      .header('Cache-Control', lasting ? FOREVER : BRIEFLY)
      .header('Vary', 'Accept');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return avif ? reply.type(AVIF_MIME).send(avif) : reply.type(rendition.mime).send(rendition.bytes);
  },
});
