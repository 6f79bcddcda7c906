/**
 * The invoice fonts' kept words (keepWords): laid out as pdfkit lays them out, once in the process
 * for every document rather than once a document, shaping with features never kept, and no more
 * kept than the limit, the least lately asked dropped. Their kept outlines (keptOutlines): read
 * once, and a subset embedded from them byte for byte the font program a fresh font makes,
 * composite glyphs (accented letters) among them.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { fontFile, keepWords, keptOutlines, type PdfkitLayout } from './pdf-fonts';

const fresh = () => create(readFileSync(fontFile('regular')));
const WORDS = ['TAX ', 'INVOICE', '₹1,234.50', 'Paracetamol ', 'AV', 'Tablet', 'Meera ', 'Iyer', '29ABCDE1234F1Z5', 'fi', 'office'];

type Laid = { glyphs: { id: number }[]; positions: Record<string, number>[] };
type DocumentFont = PdfkitLayout & { layout(text: string, features?: string[]): Laid };

/** `font` as one new document opens it (pdfkit's EmbeddedFont). */
function openedIn(font: Font): DocumentFont {
  const doc = new PDFDocument({ font: null as unknown as string });
  doc.registerFont('font', font as unknown as string);
  return (doc.font('font') as unknown as { _font: DocumentFont })._font;
}

/** `font`, opened in a new document that keeps its words, at most `limit`. */
function keepingIn(font: Font, limit?: number): DocumentFont {
  const opened = openedIn(font);
  keepWords(opened, limit);
  return opened;
}

/** Counts the shapings a font really does. */
function counting(font: Font) {
  const counted = { shaped: 0 };
  const shape = font.layout.bind(font);
  font.layout = (text: string, ...options: unknown[]) => {
    counted.shaped += 1;
    return shape(text, ...options);
  };
  return counted;
}

const described = (laid: Laid) => ({ glyphs: laid.glyphs.map((glyph) => glyph.id), positions: laid.positions.map((p) => ({ ...p })) });

it('lays each word out as pdfkit does, in every document', () => {
  const font = fresh();
  for (const document of [keepingIn(font), keepingIn(font)]) {
    for (const text of [...WORDS, WORDS.join(' ')])
      expect(described(document.layout(text))).toEqual(described(openedIn(fresh()).layout(text)));
  }
});

it('lays a word out once in the process, where pdfkit lays it out once a document', () => {
  const font = fresh();
  const counted = counting(font);
  openedIn(font).layout('Paracetamol');
  openedIn(font).layout('Paracetamol');
  expect(counted.shaped).toBe(2);
  keepingIn(font).layout('Paracetamol Tablet');
  expect(counted.shaped).toBe(4); // 'Paracetamol ' and 'Tablet': pdfkit lays a text out word by word
  keepingIn(font).layout('Tablet');
  keepingIn(font).layout('Paracetamol Tablet');
  expect(counted.shaped).toBe(4);
});

it('never keeps a shaping asked with features', () => {
  const font = fresh();
  const counted = counting(font);
  keepingIn(font).layout('office', ['liga']);
  keepingIn(font).layout('office', ['liga']);
  expect(counted.shaped).toBe(2);
});

it('keeps at most its limit, dropping the word least lately asked', () => {
  const font = fresh();
  const counted = counting(font);
  const document = keepingIn(font, 3);
  for (const word of ['a', 'b', 'c', 'a', 'd']) document.layout(word); // 'a' asked again before 'd' came
  expect(counted.shaped).toBe(4);
  keepingIn(font, 3).layout('a');
  expect(counted.shaped).toBe(4);
  keepingIn(font, 3).layout('b'); // dropped when 'd' came
  expect(counted.shaped).toBe(5);
});

/** The font program of a subset of `text`'s glyphs, as pdfkit embeds it. */
function subsetOf(font: Font, text: string): Buffer {
  const subset = font.createSubset();
  for (const glyph of font.glyphsForString(text)) subset.includeGlyph(glyph.id);
  return Buffer.from(subset.encode());
}

it('reads a glyph outline once, and embeds the same font program as a fresh font', () => {
  const font = keptOutlines(fresh());
  const [glyph] = font.glyphsForString('Ñ');
  expect(glyph._decode()).toBe(glyph._decode());
  for (const text of ['TAX INVOICE ₹1,234.50', 'Ñúñez Ölçü Ærø', 'Paracetamol 500 mg — “Strip of 15”']) {
    const once = subsetOf(font, text);
    expect(subsetOf(font, text)).toEqual(once);
    expect(once).toEqual(subsetOf(fresh(), text));
  }
});
