/** The little of fontkit (pdfkit's own font engine, which has no published types) the invoice uses. */
declare module 'fontkit' {
  /** A parsed font; pdfkit takes it wherever it takes a font file. */
  export type Font = { layout(text: string): unknown };
  export function create(buffer: Uint8Array): Font;
}
