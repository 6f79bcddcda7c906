/** The little of fontkit (pdfkit's own font engine, which has no published types) the invoice uses. */
declare module 'fontkit' {
  /** Where a glyph goes (fontkit's GlyphPosition), in font units. */
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  /** A shaped text (fontkit's GlyphRun): its glyphs and their positions. */
  export type GlyphRun = { glyphs: Glyph[]; positions: GlyphPosition[] };
  /** A glyph; `_decode` (fontkit's own, not its API) reads its outline from the font file. */
  export type Glyph = { id: number; _decode(): unknown };
  /** A font's subset, as pdfkit embeds it: the glyphs included, then the font program. */
  export type Subset = { includeGlyph(id: number): number; encode(): Uint8Array };
  /** A parsed font; pdfkit takes it wherever it takes a font file. */
  export type Font = {
    numGlyphs: number;
    layout(text: string, ...options: unknown[]): GlyphRun;
    getGlyph(id: number, ...rest: unknown[]): Glyph | null;
    glyphsForString(text: string): Glyph[];
    createSubset(): Subset;
  };
  export function create(buffer: Uint8Array): Font;
}
