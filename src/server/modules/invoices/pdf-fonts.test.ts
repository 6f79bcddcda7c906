/**
 * The invoice fonts' kept word shapes (keptLayouts): the same glyphs and positions as shaping
 * anew, positions a caller may scale in place (as pdfkit does) without touching what is kept,
 * shaping with options never kept, and no more kept than the limit, the least lately asked
 * dropped. Their kept outlines (keptOutlines): read once, and a subset embedded from them byte
 * for byte the font program a fresh font makes, composite glyphs (accented letters) among them.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import { fontFile, keptLayouts, keptOutlines } from './pdf-fonts';

const fresh = () => create(readFileSync(fontFile('regular')));
const WORDS = ['TAX', 'INVOICE', '₹1,234.50', 'Paracetamol', 'AV', 'Tablet', 'Meera', 'Iyer', '29ABCDE1234F1Z5', 'fi', 'office'];

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

const described = (font: Font, text: string) => {
  const run = font.layout(text);
  return { glyphs: run.glyphs.map((glyph) => (glyph as { id: number }).id), positions: run.positions.map((p) => ({ ...p })) };
};

it('shapes each word as the font does', () => {
  const plain = fresh();
  const kept = keptLayouts(fresh());
  for (const word of [...WORDS, ...WORDS]) expect(described(kept, word)).toEqual(described(plain, word));
});

it('keeps a word once, and hands each caller positions of its own', () => {
  const font = fresh();
  const counted = counting(font);
  keptLayouts(font);
  const first = font.layout('Paracetamol');
  const width = first.positions.reduce((sum, p) => sum + p.xAdvance, 0);
  for (const position of first.positions) position.xAdvance *= 0.01; // as pdfkit scales a run
  const second = font.layout('Paracetamol');
  expect(second.positions.reduce((sum, p) => sum + p.xAdvance, 0)).toBe(width);
  expect((second as unknown as { advanceWidth: number }).advanceWidth).toBe(width); // fontkit's own getter, on the copy
  expect(counted.shaped).toBe(1);
});

it('never keeps a shaping asked with features', () => {
  const font = fresh();
  const counted = counting(font);
  keptLayouts(font);
  font.layout('office', ['liga']);
  font.layout('office', ['liga']);
  expect(counted.shaped).toBe(2);
});

it('keeps at most its limit, dropping the word least lately asked', () => {
  const font = fresh();
  const counted = counting(font);
  keptLayouts(font, 3);
  for (const word of ['a', 'b', 'c', 'a', 'd']) font.layout(word); // 'a' asked again before 'd' came
  expect(counted.shaped).toBe(4);
  font.layout('a');
  expect(counted.shaped).toBe(4);
  font.layout('b'); // dropped when 'd' came
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
