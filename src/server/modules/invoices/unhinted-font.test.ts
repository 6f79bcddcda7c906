/**
 * The invoice fonts without their hinting (unhinted-font.ts): every glyph's outline and advance
 * as the font has them, simple and composite alike; no instructions left in any glyph nor the
 * tables that run them; a well-formed file (each table's checksum, the whole font's, and no
 * glyph data past its points); and an invoice's subset well under half its size.
 */
import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import { fontFile, type FontName } from './pdf-fonts';
import { withoutHinting } from './unhinted-font';

type Outlined = { path: { toSVG(): string }; advanceWidth: number };
/** fontkit's decoded glyph data (its own, not its API): a simple glyph's instructions, a composite's components (each `pos` just after its flags). */
type Decoded = { numberOfContours: number; instructions?: number[]; components?: { pos: number }[] } | null;
type Raw = { numGlyphs: number; loca: { offsets: number[] }; getGlyph(id: number): { _decode(): Decoded } };

const WE_HAVE_INSTRUCTIONS = 0x0100;

const read = (name: FontName) => readFileSync(fontFile(name));

function sum(data: Buffer): number {
  let total = 0;
  for (let at = 0; at < data.length; at += 4) total = (total + data.readUInt32BE(at)) >>> 0;
  return total;
}

function tables(font: Buffer) {
  return Array.from({ length: font.readUInt16BE(4) }, (_, i) => {
    const record = 12 + 16 * i;
    const offset = font.readUInt32BE(record + 8);
    const length = font.readUInt32BE(record + 12);
    return { tag: font.toString('latin1', record, record + 4), checksum: font.readUInt32BE(record + 4), offset, length };
  });
}

describe.each(['regular', 'bold'] as const)('%s', (name) => {
  const hinted = read(name);
  const unhinted = withoutHinting(hinted);

  it('keeps every glyph outline and advance', () => {
    const [before, after] = [hinted, unhinted].map((file) => create(file));
    expect(after.numGlyphs).toBe(before.numGlyphs);
    let composites = 0;
    for (let id = 0; id < before.numGlyphs; id++) {
      const [was, is] = [before, after].map((font) => font.getGlyph(id) as unknown as Outlined);
      expect(is.path.toSVG()).toBe(was.path.toSVG());
      expect(is.advanceWidth).toBe(was.advanceWidth);
      if (((was as unknown as { _decode(): Decoded })._decode()?.numberOfContours ?? 0) < 0) composites += 1;
    }
    expect(composites).toBeGreaterThan(100); // accented letters: the composite path is tried
  });

  it('leaves no instructions in any glyph, nor the tables that run them', () => {
    const tags = tables(unhinted).map(({ tag }) => tag);
    expect(tags).toEqual(expect.arrayContaining(['glyf', 'loca', 'head', 'maxp', 'cmap', 'GSUB', 'GPOS']));
    expect(tags).not.toEqual(expect.arrayContaining(['fpgm']));
    expect(tags.filter((tag) => ['fpgm', 'prep', 'cvt '].includes(tag))).toEqual([]);
    expect(tables(hinted).map(({ tag }) => tag)).toEqual(expect.arrayContaining(['fpgm', 'prep', 'cvt ']));
    const font = create(unhinted) as unknown as Raw;
    const glyf = tables(unhinted).find(({ tag }) => tag === 'glyf')!.offset;
    let components = 0;
    for (let id = 0; id < font.numGlyphs; id++) {
      const glyph = font.getGlyph(id)._decode();
      expect(glyph?.instructions ?? []).toHaveLength(0);
      for (const { pos } of glyph?.components ?? []) {
        expect(unhinted.readUInt16BE(glyf + font.loca.offsets[id] + pos - 2) & WE_HAVE_INSTRUCTIONS).toBe(0);
        components += 1;
      }
    }
    expect(components).toBeGreaterThan(200);
  });

  it('is a well-formed font file', () => {
    for (const table of tables(unhinted)) {
      expect(table.offset % 4).toBe(0);
      const data = Buffer.alloc(Math.ceil(table.length / 4) * 4);
      unhinted.copy(data, 0, table.offset, table.offset + table.length);
      if (table.tag === 'head') data.writeUInt32BE(0, 8); // its checksum is taken with the adjustment at 0
      expect(sum(data)).toBe(table.checksum);
    }
    expect(unhinted.length % 4).toBe(0);
    expect(sum(unhinted)).toBe(0xb1b0afba);
  });

  it('makes an invoice subset well under half the size', () => {
    const subsetSize = (file: Buffer) => {
      const font = create(file);
      const subset = font.createSubset();
      for (const glyph of font.layout('TAX INVOICE Paracetamol 500 mg ₹1,234.50 Rupees One Thousand Only').glyphs)
        subset.includeGlyph(glyph.id);
      return subset.encode().length;
    };
    expect(subsetSize(unhinted)).toBeLessThan(subsetSize(hinted) / 2);
  });
});
