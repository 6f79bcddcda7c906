/**
 * Each invoice font's subset made the same from invoice to invoice, so one font program serves
 * them all (decision 022). pdfkit embeds in every PDF a subset of each font: the glyphs that
 * document drew, numbered in the order it first drew them. Encoding that program (fontkit) and
 * compressing it (zlib) were half of a render, and no two invoices' subsets were alike. Here a
 * document's font first takes a fixed text's glyphs, through pdfkit's own `encode`, so their
 * widths and Unicode values are written as for any glyph drawn (nothing is drawn). A program
 * then depends only on the glyphs a document drew beyond those, and an invoice that drew none
 * finds its font's program compressed and kept.
 */
import { deflateSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FontName } from './pdf-fonts';

/** What an invoice's text fonts draw: names, addresses, descriptions, amounts in words and figures. */
const TEXT = "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 .,:;/()-&'’+%#₹ fi fl"; // fi and fl: DejaVu's ligatures
/** What the bold fonts draw beyond the shop's fixed headings: the total. */
const FIGURES = '₹0123456789,.';

/** The text each font's subset starts with. */
export const FIXED_TEXT: Record<FontName, string> = { regular: TEXT, condensed: TEXT, bold: FIGURES, condensedBold: FIGURES };

/** The little of pdfkit's embedded font (its EmbeddedFont, outside its API) this reaches into. */
export type PdfkitFont = {
  encode(text: string): unknown;
  embed(): unknown;
  subset: { glyphs: number[]; encode(): Uint8Array };
  document: { ref(...args: unknown[]): { compress: boolean; data: Record<string, unknown> } };
};

/**
 * Compressed font programs by font and glyph list: one a font for most invoices, a few more for
 * a cancelled one or a name with an accent; about 10 KB each.
 */
const keptPrograms = new LRUCache<string, Buffer>({ max: 32 });

function programOf(font: PdfkitFont, name: FontName): Buffer {
  const key = `${name}:${font.subset.glyphs.join(',')}`;
  let program = keptPrograms.get(key);
  if (!program) keptPrograms.set(key, (program = deflateSync(font.subset.encode())));
  return program;
}

/**
 * Gives `font` (pdfkit's, in one document, before it draws anything) its fixed glyphs, and has it
 * embed its program compressed already, kept by its glyphs.
 */
export function fixSubset(font: PdfkitFont, name: FontName) {
  font.encode(FIXED_TEXT[name]);
  const embed = font.embed.bind(font);
  font.embed = () => {
    const program = programOf(font, name);
    font.subset.encode = () => program;
    const { document } = font;
    const ref = document.ref.bind(document);
    // The first object pdfkit's embed() makes is the font file, whose bytes are compressed already.
    document.ref = (...args: unknown[]) => {
      document.ref = ref;
      const file = ref(...args);
      file.compress = false;
      file.data.Filter = 'FlateDecode';
      return file;
    };
    try {
      return embed();
    } finally {
      document.ref = ref;
    }
  };
}
