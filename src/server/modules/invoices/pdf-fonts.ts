/**
 * The invoice's fonts: DejaVu Sans from the dejavu-fonts-ttf package, embedded in each PDF
 * because the PDF standard fonts have no ₹ (U+20B9). Each is read without its hinting
 * (unhinted-font.ts: about 100 ms for the four, once) and parsed once per process with fontkit,
 * pdfkit's own font engine, and handed to pdfkit already parsed: parsing the four files for
 * every document was most of an invoice's rendering time. The files are resolved
 * from node_modules at run time, which the built server keeps beside it.
 *
 * Each font also keeps the words it has laid out lately (`keepWords`): pdfkit shapes every word of
 * every document anew (its own cache lasts one document), a fifth of a render, though
 * invoices share most of their words. And each glyph keeps its outline once read
 * (`keptOutlines`): embedding a document's font subset read every glyph's outline from the
 * font file again, another fifth or more.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Font, Glyph, GlyphRun } from 'fontkit';
import { LRUCache } from 'lru-cache';
import { withoutHinting } from './unhinted-font';

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

/**
 * Words laid out and kept, per font: an invoice's labels, the shop's details and common words of
 * products stay; its number, amounts and names mostly pass through. About 1.2 KB a word (a
 * scratch count of 4,000 kept), so at most some 5 MB for the four fonts.
 */
export const KEPT_WORDS = 1000;

/** What of one document's font (pdfkit's EmbeddedFont) keeping its words reaches. */
export type PdfkitLayout = {
  /** The parsed font, the same for every document. */
  font: Font;
  /** Shapes a word and scales its positions to pdfkit's 1,000-unit em. */
  layoutRun(text: string): GlyphRun;
  /** A word's run: pdfkit's own keeps them for one document. */
  layoutCached(text: string): GlyphRun;
};

const keptWords = new WeakMap<Font, LRUCache<string, GlyphRun>>();

/**
 * One document's font, laying out each word once in the process rather than once a document:
 * pdfkit shapes every word of every document anew (its own cache lasts one document), though
 * invoices share most of their words. pdfkit never changes a run once laid out (its cache shares
 * one run between a document's texts), so each parsed font's runs are shared by every document,
 * at most `limit` (the first call's for that font), the least lately used dropped first. Shaping
 * with features is never kept, as pdfkit's own is not.
 */
export function keepWords(embedded: PdfkitLayout, limit = KEPT_WORDS): void {
  let kept = keptWords.get(embedded.font);
  if (!kept) keptWords.set(embedded.font, (kept = new LRUCache<string, GlyphRun>({ max: limit })));
  const words = kept;
  embedded.layoutCached = (text: string) => {
    let run = words.get(text);
    if (!run) words.set(text, (run = embedded.layoutRun(text)));
    return run;
  };
}

/**
 * `font`, each of whose glyphs reads its outline (fontkit's `_decode`: the glyph's entry in the
 * glyf table, which a subset copies and whose components it follows) once. The outline is
 * read, never changed, by fontkit (a variable font's would be, and DejaVu Sans is not one).
 */
export function keptOutlines(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  const kept = new WeakSet<Glyph>();
  font.getGlyph = (id: number, ...rest: unknown[]) => {
    const glyph = getGlyph(id, ...rest);
    if (glyph && !kept.has(glyph)) {
      kept.add(glyph);
      const read = glyph._decode.bind(glyph);
      let outline: { value: unknown } | undefined;
      glyph._decode = () => (outline ??= { value: read() }).value;
    }
    return glyph;
  };
  return font;
}

async function parseFonts(): Promise<Fonts> {
  const fontkit = await import('fontkit');
  const entries = (Object.keys(FILES) as FontName[]).map((name) => [
    name,
    keptOutlines(fontkit.create(withoutHinting(readFileSync(fontFile(name))))),
  ]);
  return Object.fromEntries(entries) as Fonts;
}

let fonts: Promise<Fonts> | undefined;

/** The parsed fonts, loaded on first use. */
export function invoiceFonts(): Promise<Fonts> {
  fonts ??= parseFonts();
  fonts.catch(() => (fonts = undefined));
  return fonts;
}
