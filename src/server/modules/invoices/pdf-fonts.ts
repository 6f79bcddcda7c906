/**
 * The invoice's fonts: DejaVu Sans from the dejavu-fonts-ttf package, embedded in each PDF
 * because the PDF standard fonts have no ₹ (U+20B9). Each is parsed once per process with
 * fontkit, pdfkit's own font engine, and handed to pdfkit already parsed: parsing the four
 * files for every document was most of an invoice's rendering time. The files are resolved
 * from node_modules at run time, which the built server keeps beside it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Font } from 'fontkit';

const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  condensed: 'DejaVuSansCondensed.ttf',
  condensedBold: 'DejaVuSansCondensed-Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;
export type Fonts = Record<FontName, Font>;

/** The TTF file of `name`. */
export function fontFile(name: FontName): string {
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', FILES[name]);
}

async function parseFonts(): Promise<Fonts> {
  const fontkit = await import('fontkit');
  const entries = (Object.keys(FILES) as FontName[]).map((name) => [name, fontkit.create(readFileSync(fontFile(name)))]);
  return Object.fromEntries(entries) as Fonts;
}

let fonts: Promise<Fonts> | undefined;

/** The parsed fonts, loaded on first use. */
export function invoiceFonts(): Promise<Fonts> {
  fonts ??= parseFonts();
  fonts.catch(() => (fonts = undefined));
  return fonts;
}
