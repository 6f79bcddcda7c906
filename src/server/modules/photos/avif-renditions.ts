/**
 * AVIF copies of the stored WebP renditions, for browsers that say they take AVIF (typically
 * 20-30% smaller). Encoded lazily, once per version and size, in the background after the
 * first request that would take it (which gets the WebP), and kept in memory: a version is a
 * hash of the photo's content, so an encoded copy never goes stale and needs no invalidation.
 * Concurrent first requests share one encode, and at most ENCODES_AT_ONCE run: a crawler asking
 * for thousands of photos gets their WebP and starts no more, where each encode started would
 * hold its photo and a core.
 */
import { byteLru } from '../../plugins/catalogue-cache/byte-lru';
import { loadSharp } from './sharp';

export const AVIF_MIME = 'image/avif';
const MAX_BYTES = 32 * 1024 * 1024;

const encoded = byteLru<{ bytes: Buffer; size: number }>(MAX_BYTES);
const inFlight = new Map<string, Promise<Buffer>>();
/** Encodes under way at most: one a core of the 2-core machine a small shop runs on. */
export const ENCODES_AT_ONCE = 2;

/** How many encodes are under way. */
export const encodesUnderway = () => inFlight.size;

/** Whether an Accept header asks for AVIF (browsers list it explicitly when they support it). */
export function acceptsAvif(accept: string | undefined): boolean {
  return !!accept && /(^|[\s,])image\/avif(?!\s*;\s*q=0(\.0*)?\s*(,|$))/i.test(accept);
}

/**
 * The AVIF encoding of `webp`, the rendition stored under `key` (version and size), when it is
 * already made; otherwise undefined, and it is made in the background for the next request
 * (unless ENCODES_AT_ONCE are under way: then a later request starts it).
 * A first viewer is not kept waiting for an encode (150-180 ms a detail photo on a 2-core
 * machine, longer than the bytes it saves take on a phone's 4G): the WebP goes now.
 */
export function readyAvif(key: string, webp: Buffer): Buffer | undefined {
  const hit = encoded.get(key);
  if (hit) return hit.bytes;
  if (!inFlight.has(key) && inFlight.size < ENCODES_AT_ONCE) {
    // effort 2: a few times faster than the default for a slightly larger file; quality 55
    // looks like the WebP at quality 82 it is made from.
    const pending = loadSharp().then((sharp) => sharp(webp).avif({ quality: 55, effort: 2 }).toBuffer());
    inFlight.set(key, pending);
    pending
      .then((bytes) => encoded.set(key, { bytes, size: bytes.length }))
      .catch(() => {})
      .finally(() => inFlight.delete(key));
  }
  return undefined;
}
