/**
 * The invoice's fonts: DejaVu Sans from the dejavu-fonts-ttf package, embedded in each PDF
 * because the PDF standard fonts have no ₹ (U+20B9). Each is read without its hinting
 * (unhinted-font.ts: about 100 ms for the four, once) and parsed once per process with fontkit,
 * pdfkit's own font engine, and handed to pdfkit already parsed: parsing the four files for
 * every document was most of an invoice's rendering time. The files are resolved
 * from node_modules at run time, which the built server keeps beside it.
 *
 * Each font also keeps the words it has shaped lately (`keptLayouts`): pdfkit shapes every word of
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
 * Words shaped and kept, per font: an invoice's labels, the shop's details and common words of
 * products stay; its number, amounts and names mostly pass through. About 1.2 KB a word (a
 * scratch count of 4,000 kept), so at most some 5 MB for the four fonts.
 */
export const KEPT_LAYOUTS = 1000;

/**
 * `font`, keeping the glyph runs it shapes for plain text (no features, script or direction
 * asked), at most `limit`, the least lately used dropped first. pdfkit scales a run's positions
 * in place, so each caller gets positions of its own; the glyphs are the font's own objects, shared.
 */
export function keptLayouts(font: Font, limit = KEPT_LAYOUTS): Font {
  const shape = font.layout.bind(font);
  const kept = new LRUCache<string, GlyphRun>({ max: limit });
  font.layout = (text: string, ...options: unknown[]) => {
    if (options.some((option) => option !== undefined)) return shape(text, ...options);
    let run = kept.get(text);
    if (!run) kept.set(text, (run = shape(text)));
    return copyOf(run);
  };
  return font;
}

/** An object of `original`'s class with its fields. */
const cloneOf = <T extends object>(original: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(original) as object) as T, original);

/** A run like `run` (the same class, so its computed widths work), with positions of its own. */
function copyOf(run: GlyphRun): GlyphRun {
  return Object.assign(cloneOf(run), { positions: run.positions.map(cloneOf) });
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
    keptOutlines(keptLayouts(fontkit.create(withoutHinting(readFileSync(fontFile(name)))))),
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
