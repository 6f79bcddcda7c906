/**
 * A TrueType font without its hinting: the instructions that fit outlines to a screen's pixel
 * grid at small sizes (each glyph's own, and the font's `fpgm`, `prep` and `cvt ` tables). A
 * PDF viewer or printer draws an invoice's text from the outlines, at the printer's resolution
 * or the viewer's own scaling, and DejaVu Sans Condensed ships with no glyph instructions at
 * all; in DejaVu Sans they were 59% of an invoice subset's glyph data (decision 022). Outlines,
 * metrics and every other table stay byte for byte.
 */

const DROPPED = new Set(['fpgm', 'prep', 'cvt ']);

// Composite glyph component flags (OpenType 'glyf').
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

type Table = { tag: string; data: Buffer };

function tablesOf(font: Buffer): Table[] {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => {
    const record = 12 + 16 * i;
    const offset = font.readUInt32BE(record + 8);
    return { tag: font.toString('latin1', record, record + 4), data: font.subarray(offset, offset + font.readUInt32BE(record + 12)) };
  });
}

// Simple glyph point flags.
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;

/** Where a simple glyph's data ends: its flags, then its x and y coordinates, read from `at`. */
function simpleGlyphEnd(glyph: Buffer, at: number, points: number): number {
  const flags: number[] = [];
  while (flags.length < points) {
    const flag = glyph[at++];
    const repeats = flag & REPEAT ? glyph[at++] : 0;
    for (let i = 0; i <= repeats; i++) flags.push(flag);
  }
  const coordinateBytes = (short: number, same: number) => flags.reduce((sum, flag) => sum + (flag & short ? 1 : flag & same ? 0 : 2), 0);
  return at + coordinateBytes(X_SHORT, X_SAME_OR_POSITIVE) + coordinateBytes(Y_SHORT, Y_SAME_OR_POSITIVE);
}

/**
 * Writes a simple glyph into `out` at `at` with an instruction length of 0 and no instructions
 * (nor the padding after it); returns where it ends.
 */
function writeSimple(glyph: Buffer, contours: number, out: Buffer, at: number): number {
  const lengthAt = 10 + 2 * contours;
  const instructions = glyph.readUInt16BE(lengthAt);
  const points = contours === 0 ? 0 : glyph.readUInt16BE(lengthAt - 2) + 1;
  const pointsAt = lengthAt + 2 + instructions;
  at += glyph.copy(out, at, 0, lengthAt);
  at = out.writeUInt16BE(0, at);
  return at + glyph.copy(out, at, pointsAt, simpleGlyphEnd(glyph, pointsAt, points));
}

/**
 * Writes a composite glyph into `out` at `at`, ending after its last component, none flagged as
 * followed by instructions; returns where it ends.
 */
function writeComposite(glyph: Buffer, out: Buffer, at: number): number {
  const flagsAt: number[] = [];
  let end = 10;
  for (let more = true; more;) {
    const flags = glyph.readUInt16BE(end);
    flagsAt.push(end);
    more = (flags & MORE_COMPONENTS) !== 0;
    end += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) end += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) end += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) end += 8;
  }
  glyph.copy(out, at, 0, end);
  for (const flags of flagsAt) out.writeUInt16BE(glyph.readUInt16BE(flags) & ~WE_HAVE_INSTRUCTIONS, at + flags);
  return at + end;
}

const padded = (data: Buffer) => (data.length % 4 ? Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]) : data);

/** The glyf and loca tables again, every glyph without its instructions, in the loca format the font had. */
function glyphsWithout(glyf: Buffer, loca: Buffer, longOffsets: boolean, glyphCount: number): { glyf: Buffer; loca: Buffer } {
  const offset = (i: number) => (longOffsets ? loca.readUInt32BE(4 * i) : 2 * loca.readUInt16BE(2 * i));
  const out = Buffer.alloc(glyf.length + 4 * glyphCount);
  const newLoca = Buffer.alloc((glyphCount + 1) * (longOffsets ? 4 : 2));
  let at = 0;
  for (let i = 0; i <= glyphCount; i++) {
    at = (at + 3) & ~3; // each glyph 4-byte aligned, as short offsets need them even
    if (longOffsets) newLoca.writeUInt32BE(at, 4 * i);
    else newLoca.writeUInt16BE(at / 2, 2 * i);
    if (i === glyphCount) break;
    const glyph = glyf.subarray(offset(i), offset(i + 1));
    if (glyph.length === 0) continue;
    const contours = glyph.readInt16BE(0);
    at = contours >= 0 ? writeSimple(glyph, contours, out, at) : writeComposite(glyph, out, at);
  }
  return { glyf: out.subarray(0, at), loca: newLoca };
}

function checksum(data: Buffer): number {
  const whole = padded(data);
  let sum = 0;
  for (let at = 0; at < whole.length; at += 4) sum = (sum + whole.readUInt32BE(at)) >>> 0;
  return sum;
}

/** A font file of `tables`, each 4-byte aligned with its checksum, and the head's adjustment set. */
function fontOf(sfntVersion: number, tables: Table[]): Buffer {
  const count = tables.length;
  const selector = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(sfntVersion, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** selector, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(16 * count - 16 * 2 ** selector, 10);
  let offset = header.length;
  tables.forEach(({ tag, data }, i) => {
    const record = 12 + 16 * i;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    offset += padded(data).length;
  });
  const font = Buffer.concat([header, ...tables.map(({ data }) => padded(data))]);
  const headAt = header.readUInt32BE(12 + 16 * tables.findIndex(({ tag }) => tag === 'head') + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

/** `font` (a TrueType file) without its hinting. */
export function withoutHinting(font: Buffer): Buffer {
  const tables = tablesOf(font);
  const table = (tag: string) => tables.find((t) => t.tag === tag)!.data;
  const head = Buffer.from(table('head'));
  head.writeUInt32BE(0, 8); // checkSumAdjustment, set again over the whole new font
  const maxp = Buffer.from(table('maxp'));
  if (maxp.readUInt32BE(0) === 0x00010000) maxp.writeUInt16BE(0, 26); // maxSizeOfInstructions
  const { glyf, loca } = glyphsWithout(table('glyf'), table('loca'), head.readInt16BE(50) === 1, maxp.readUInt16BE(4));
  const replaced: Record<string, Buffer> = { head, maxp, glyf, loca };
  return fontOf(
    font.readUInt32BE(0),
    tables.filter(({ tag }) => !DROPPED.has(tag)).map(({ tag, data }) => ({ tag, data: replaced[tag] ?? data })),
  );
}
