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
const FIXED_TEXT: Record<FontName, string> = { regular: TEXT, condensed: TEXT, bold: FIGURES, condensedBold: FIGURES };

/** The little of pdfkit's objects (its PDFReference, outside its API) this reaches into. */
type PdfkitObject = { compress: boolean; data: Record<string, unknown>; end(chunk?: string | Uint8Array): void };

/** The little of pdfkit's embedded font (its EmbeddedFont, outside its API) this reaches into. */
export type PdfkitFont = {
  encode(text: string): unknown;
  embed(): unknown;
  toUnicodeCmap(): PdfkitObject;
  subset: { glyphs: number[]; encode(): Uint8Array };
  /** Each glyph's Unicode code points, by its number in the subset. */
  unicode: number[][];
  document: { ref(...args: unknown[]): PdfkitObject };
};

/**
 * Compressed font programs by font and glyph list, and ToUnicode maps by font and code points:
 * one of each a font for most invoices, a few more for a cancelled one or a name with an
 * accent; about 5 KB a program and 1 KB a map.
 */
const keptPrograms = new LRUCache<string, Buffer>({ max: 32 });
const keptMaps = new LRUCache<string, Buffer>({ max: 32 });

function programOf(font: PdfkitFont, name: FontName): Buffer {
  const key = `${name}:${font.subset.glyphs.join(',')}`;
  let program = keptPrograms.get(key);
  if (!program) keptPrograms.set(key, (program = deflateSync(font.subset.encode())));
  return program;
}

/** Marks a stream object of pdfkit's as holding bytes compressed already, which pdfkit must not compress again. */
function compressedAlready(object: PdfkitObject): PdfkitObject {
  object.compress = false;
  object.data.Filter = 'FlateDecode';
  return object;
}

/** Runs `run`, the first object it makes in `font`'s document passed through `adapt`. */
function withFirstObject<T>(font: PdfkitFont, adapt: (object: PdfkitObject) => void, run: () => T): T {
  const { document } = font;
  const ref = document.ref.bind(document);
  document.ref = (...args: unknown[]) => {
    document.ref = ref;
    const object = ref(...args);
    adapt(object);
    return object;
  };
  try {
    return run();
  } finally {
    document.ref = ref;
  }
}

/**
 * Gives `font` (pdfkit's, in one document, before it draws anything) its fixed glyphs, and has it
 * embed its program and its ToUnicode map compressed already, kept.
 */
export function fixSubset(font: PdfkitFont, name: FontName) {
  font.encode(FIXED_TEXT[name]);
  const embed = font.embed.bind(font);
  const toUnicodeCmap = font.toUnicodeCmap.bind(font);
  font.embed = () => {
    const program = programOf(font, name);
    font.subset.encode = () => program;
    // The first object pdfkit's embed() makes is the font file.
    return withFirstObject(font, compressedAlready, embed);
  };
  font.toUnicodeCmap = () => {
    const key = `${name}:${font.unicode.join(';')}`;
    const kept = keptMaps.get(key);
    if (kept) {
      const map = compressedAlready(font.document.ref());
      map.end(kept);
      return map;
    }
    // pdfkit's own map (the object it makes first), its text compressed here and kept.
    return withFirstObject(
      font,
      (map) => {
        const end = map.end.bind(map);
        map.end = (text) => {
          // As pdfkit writes a string: its bytes, then a line feed.
          const compressed = deflateSync(Buffer.from(`${text as string}\n`, 'binary'));
          keptMaps.set(key, compressed);
          compressedAlready(map);
          end(compressed);
        };
      },
      toUnicodeCmap,
    );
  };
}
