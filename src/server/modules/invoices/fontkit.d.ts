/** The little of fontkit (pdfkit's own font engine, which has no published types) the invoice uses. */
declare module 'fontkit' {
  /** Where a glyph goes (fontkit's GlyphPosition), in font units. */
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  /** A shaped text (fontkit's GlyphRun): its glyphs and their positions. */
  export type GlyphRun = { glyphs: unknown[]; positions: GlyphPosition[] };
  /** A parsed font; pdfkit takes it wherever it takes a font file. */
  export type Font = { layout(text: string, ...options: unknown[]): GlyphRun };
  export function create(buffer: Uint8Array): Font;
}
