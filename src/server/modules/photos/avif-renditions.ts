/**
 * AVIF copies of the stored WebP renditions, for browsers that say they take AVIF (typically
 * 20-30% smaller). Encoded lazily, once per version and size, and kept in memory: a version is
 * a hash of the photo's content, so an encoded copy never goes stale and needs no
 * invalidation. Concurrent first requests share one encode.
 */
import { byteLru } from '../../plugins/catalogue-cache/byte-lru';
import { loadSharp } from './sharp';

export const AVIF_MIME = 'image/avif';
const MAX_BYTES = 32 * 1024 * 1024;

const encoded = byteLru<{ bytes: Buffer; size: number }>(MAX_BYTES);
const inFlight = new Map<string, Promise<Buffer>>();

/** Whether an Accept header asks for AVIF (browsers list it explicitly when they support it). */
export function acceptsAvif(accept: string | undefined): boolean {
  return !!accept && /(^|[\s,])image\/avif(?!\s*;\s*q=0(\.0*)?\s*(,|$))/i.test(accept);
}

/** The AVIF encoding of `webp`, the rendition stored under `key` (version and size). */
export async function avifOf(key: string, webp: Buffer): Promise<Buffer> {
  const hit = encoded.get(key);
  if (hit) return hit.bytes;
  let pending = inFlight.get(key);
  if (!pending) {
    // effort 2: a few times faster than the default for a slightly larger file; quality 55
    // looks like the WebP at quality 82 it is made from.
    pending = loadSharp().then((sharp) => sharp(webp).avif({ quality: 55, effort: 2 }).toBuffer());
    inFlight.set(key, pending);
    pending
      .then((bytes) => encoded.set(key, { bytes, size: bytes.length }))
      .catch(() => {})
      .finally(() => inFlight.delete(key));
  }
  return pending;
}
