/**
 * Text that fits on one line, drawn without pdfkit's line wrapper. pdfkit's `text` with a width
 * sends every text through the wrapper, which finds the text's line breaks (Unicode's rules, letter
 * by letter) and measures it word by word before it draws, though almost every text on an invoice
 * fits its line: skipping it saved 5-7% of a render in a scratch loop of 60 invoices (performance
 * journal, 2026-11-29 late night). `drawText` measures the text once and,
 * when it fits with room to spare, draws it where the wrapper would draw its one line and leaves
 * the document's position where the wrapper would (the next line, at the same x); anything else
 * (a text that needs two lines, a line break, the foot of the page, a centred text of several
 * words) goes to the wrapper as before. `textHeight` is `heightOfString` on the same terms.
 */
type Doc = PDFKit.PDFDocument;

/** Where a text goes: at `x`, `y` (the document's position when not given), `width` wide (to the right margin when not given). */
export type TextPlacement = { x?: number; y?: number; width?: number; align?: 'left' | 'right' | 'center' };

/**
 * Points a text must leave free of its line to be drawn here: the wrapper measures word by word,
 * which can differ from the whole text's width by a kerning pair at a space, far less than this.
 */
const SPARE = 1;

/** The gap pdfkit adds under each wrapped line (`doc.lineGap()`; an invoice sets none). */
const lineGap = (doc: Doc) => (doc as unknown as { _lineGap?: number })._lineGap ?? 0;

/** Whether `text` is one line the wrapper would draw as it stands, `width` wide. */
function fitsOneLine(doc: Doc, text: string, width: number): boolean {
  return text.length > 0 && !text.includes('\n') && doc.widthOfString(text) <= width - SPARE;
}

/** Where the wrapper puts a line that fits, from its left: right-aligned by its width less trailing spaces, centred by half its width. */
function offsetOf(doc: Doc, text: string, width: number, align: TextPlacement['align']): number {
  if (align === 'right') return width - doc.widthOfString(text.trimEnd());
  if (align === 'center') return width / 2 - doc.widthOfString(text) / 2;
  return 0;
}

/** pdfkit's `doc.text(text, x, y, { width, align })`, as it would draw it and leave the document. */
export function drawText(doc: Doc, text: string, placement: TextPlacement = {}): Doc {
  const { x, y, ...options } = placement;
  const left = x ?? doc.x;
  const top = y ?? doc.y;
  const width = options.width ?? doc.page.width - left - doc.page.margins.right;
  const lineHeight = doc.currentLineHeight(true);
  const roomBelow = top + lineHeight <= doc.page.maxY() - SPARE;
  // The wrapper centres a line by the sum of its words' widths, the text's own width for one word.
  const centredWords = options.align === 'center' && /\s/.test(text);
  if (!roomBelow || centredWords || !fitsOneLine(doc, text, width)) {
    // pdfkit reads an object in x's place as the options (an undefined x would be taken for them).
    return x === undefined ? doc.text(text, options) : doc.text(text, x, y, options);
  }
  doc.text(text, left + offsetOf(doc, text, width, options.align), top, { lineBreak: false });
  doc.x = left;
  doc.y = top + (lineHeight + lineGap(doc));
  return doc;
}

/** `doc.heightOfString(text, { width })`, without the wrapper for a text that fits one line. */
export function textHeight(doc: Doc, text: string, width: number): number {
  return fitsOneLine(doc, text, width) ? doc.currentLineHeight(true) + lineGap(doc) : doc.heightOfString(text, { width });
}
