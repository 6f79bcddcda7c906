/**
 * Product photos: an upload is judged by its bytes (JPEG, PNG or WebP only, never by name
 * or declared type), refused when it would decode into too many pixels, then re-encoded
 * into WebP renditions. Re-encoding strips EXIF (location, camera) and applies its rotation,
 * and means the shop only ever serves images it produced itself.
 */
import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { badRequest } from '../../http-error';
import { loadSharp } from './sharp';

/** Rendition widths in pixels; `original` is capped, never enlarged. */
export const RENDITION_WIDTHS = { original: 1600, detail: 800, card: 400, thumb: 96 } as const;
export type RenditionSize = keyof typeof RENDITION_WIDTHS;
export const PHOTO_MIME = 'image/webp';

/** Decompression-bomb guard: a small file may claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const NOT_AN_IMAGE = "'photo' must be a JPEG, PNG or WebP image";

export type EncodedPhoto = Record<RenditionSize, Buffer> & {
  /** A short hash of the original rendition, used in cache-busting URLs. */
  version: string;
  width: number;
  height: number;
};

/** Checks the upload's real format and size in pixels; throws 400 otherwise. */
export async function assertAcceptablePhoto(bytes: Buffer): Promise<void> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw badRequest(NOT_AN_IMAGE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw badRequest(`'photo' is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
}

/** Validates then re-encodes an uploaded photo; unreadable bytes answer 400. */
export async function processUpload(bytes: Buffer): Promise<EncodedPhoto> {
  await assertAcceptablePhoto(bytes);
  try {
    return await encodePhoto(bytes);
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
}

async function webp(pixels: Sharp): Promise<OutputInfo & { data: Buffer }> {
  const { data, info } = await pixels.webp({ quality: 82, effort: 3 }).toBuffer({ resolveWithObject: true });
  return { ...info, data };
}

/**
 * Decodes once (auto-rotated, capped at the original width) and encodes every rendition from
 * those pixels. Callers with trusted input (the demo catalogue's own drawings) use it directly.
 */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  const sharp = await loadSharp();
  const decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: RENDITION_WIDTHS.original, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = decoded.info;
  const from = () => sharp(decoded.data, { raw: { width, height, channels } });
  const resized = (size: RenditionSize) => webp(from().resize({ width: RENDITION_WIDTHS[size], withoutEnlargement: true }));
  // A picture no wider than the detail rendition would be encoded twice into the same bytes
  // (every demo packshot is): the detail is then the original itself.
  const sameAsOriginal = width <= RENDITION_WIDTHS.detail;
  const [original, detailOwn, card, thumb] = await Promise.all([
    webp(from()),
    sameAsOriginal ? undefined : resized('detail'),
    resized('card'),
    resized('thumb'),
  ]);
  const detail = detailOwn ?? original;
  const version = createHash('sha256').update(original.data).digest('base64url').slice(0, 12);
  return {
    version,
    width: original.width,
    height: original.height,
    original: original.data,
    detail: detail.data,
    card: card.data,
    thumb: thumb.data,
  };
}
