/**
 * A prescription photo, judged by its bytes: JPEG, PNG, WebP, or HEIF/AVIF when this build of
 * sharp decodes it (the prebuilt libvips reads AVIF but not the HEVC inside most iPhone HEIC
 * photos: those get a message asking for a JPEG). It is re-encoded: turned upright, every
 * metadata field dropped (EXIF with its GPS position, XMP, ICC), the longest side capped.
 * The shop then serves only pixels it encoded itself. Files that are also something else
 * (a PDF or web page inside an image, or data after the image's end) are refused, not cleaned,
 * because an upload shaped like that was made on purpose.
 */
import type { Metadata } from 'sharp';
import { badRequest } from '../../http-error';
import { loadSharp } from '../photos/sharp';
import type { CheckedFile } from './checked-file';

/** Long enough to read small handwriting on an A4 page. */
export const MAX_SIDE = 2400;
/** Decompression-bomb guard: a small file may claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 40_000_000;

const HEIC_BRANDS = /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/;
/** Markers of another format inside the bytes; found case-insensitively. */
const FOREIGN = ['%pdf', '<script', '<html', '<svg', '<iframe', '<?php', '<!doctype'];

export const isHeic = (bytes: Buffer) => bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.test(bytes.toString('latin1', 8, 12));

/** Where the image's own data ends, by its format's rules; undefined when the format has no clear end. */
function imageEnd(bytes: Buffer, format: string): number | undefined {
  if (format === 'png') {
    const iend = bytes.lastIndexOf('IEND', undefined, 'latin1');
    return iend < 0 ? 0 : iend + 8; // the chunk type, then its 4-byte CRC
  }
  if (format === 'jpeg') {
    const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return eoi < 0 ? 0 : eoi + 2;
  }
  if (format === 'webp') return bytes.readUInt32LE(4) + 8; // RIFF's size counts from byte 8
  return undefined;
}

function refuseForeignContent(bytes: Buffer, format: string, label: string) {
  const text = bytes.toString('latin1').toLowerCase();
  const marker = FOREIGN.find((m) => text.includes(m));
  if (marker) throw badRequest(`${label} is not a plain image: it also contains other content (${marker})`);
  const end = imageEnd(bytes, format);
  // Trailing zero bytes are padding some cameras add; anything else is data hidden after the image.
  if (end !== undefined && bytes.subarray(end).some((byte) => byte !== 0)) {
    throw badRequest(`${label} has data after the end of the image`);
  }
}

const heicRefused = (label: string) =>
  badRequest(
    `${label} is a HEIC photo this shop cannot read: please send it as a JPEG (on an iPhone, Settings > Camera > Formats > Most Compatible)`,
  );

async function readMetadata(bytes: Buffer, label: string): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    // Reads only the header (nothing is decoded), so a bomb's claimed size can be told apart.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    if (isHeic(bytes)) throw heicRefused(label);
    throw badRequest(`${label} must be a JPEG, PNG, WebP or HEIC photo, or a PDF`);
  }
}

/** Checks and re-encodes one uploaded image; throws 400 naming the file. */
export async function checkedImage(bytes: Buffer, label: string): Promise<CheckedFile> {
  const metadata = await readMetadata(bytes, label);
  const format = metadata.format ?? '';
  if (!['jpeg', 'png', 'webp', 'heif'].includes(format)) {
    throw badRequest(`${label} must be a JPEG, PNG, WebP or HEIC photo, or a PDF`);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw badRequest(`${label} is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  refuseForeignContent(bytes, format, label);
  const sharp = await loadSharp();
  const pixels = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  // PNG and WebP keep their format (scans of printed text stay sharp); photos become JPEG.
  const encoded =
    format === 'png' ? pixels.png() : format === 'webp' ? pixels.webp({ quality: 85 }) : pixels.jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const contentType = format === 'png' ? 'image/png' : format === 'webp' ? 'image/webp' : 'image/jpeg';
    return { kind: 'image', contentType, bytes: data, width: info.width, height: info.height, pages: null };
  } catch {
    if (isHeic(bytes)) throw heicRefused(label);
    throw badRequest(`${label} is not a readable image`);
  }
}
