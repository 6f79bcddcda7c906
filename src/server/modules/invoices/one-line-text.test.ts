/**
 * Text drawn without pdfkit's line wrapper (one-line-text.ts): every placement the invoice uses
 * draws the same page content as pdfkit's own `text` and leaves the document at the same place,
 * the wrapper skipped for a text that fits its line and used for one that does not (two lines,
 * a line break, the foot of the page, centred words); `textHeight` is `heightOfString`.
 */
import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import PDFDocument from 'pdfkit';
import { drawText, type TextPlacement, textHeight } from './one-line-text';
import { fontFile } from './pdf-fonts';

type Doc = PDFKit.PDFDocument;
const font = create(readFileSync(fontFile('regular')));

function newDocument(): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: 36, font: null as unknown as string, bufferPages: true });
  doc.registerFont('regular', font as unknown as string);
  return doc.font('regular').fontSize(8.5);
}

/** What is drawn on the document's pages so far, and where it stands. */
function drawn(doc: Doc) {
  const pages = (doc as unknown as { _pageBuffer: { content: { buffer: Buffer[] } }[] })._pageBuffer;
  return { content: pages.map((page) => Buffer.concat(page.content.buffer).toString('latin1')), x: doc.x, y: doc.y };
}

const LONG = 'Plot 45, Third Cross, Behind the Government Higher Secondary School, Ramanathapuram Main Road, Coimbatore North';

/** Texts and placements as the invoice draws them: each drawn after the ones before it on the same document. */
const CASES: [string, TextPlacement][] = [
  ['Dawa Pharmacy', { x: 36, y: 80, width: 251.64 }],
  ['12 MG Road, Bengaluru', { width: 251.64 }],
  ['GSTIN: 29ABCDE1234F1Z5', {}],
  [LONG, { width: 251.64 }],
  ['Line one\nLine two', { width: 251.64 }],
  ['', { width: 120 }],
  ['Total MRP', { x: 339.28, y: 400, width: 120 }],
  ['₹1,23,456.50', { x: 459.28, y: 400, width: 100, align: 'right' }],
  ['Trailing spaces   ', { x: 459.28, y: 413, width: 100, align: 'right' }],
  ['For Dawa Pharmacy', { x: 297.64, y: 500, width: 261.64, align: 'right' }],
  ['30049099', { x: 200, y: 520, width: 28, align: 'center' }],
  ['3004', { x: 200, y: 540, width: 28, align: 'center' }],
  ['Taxable value', { x: 240, y: 540, width: 50, align: 'center' }],
  ['Delivery fee', { x: 36, y: 560, width: 120, align: 'center' }],
  ['Near the foot of the page', { x: 36, y: 790, width: 200 }],
  ['On the next page', {}],
];

it('draws what pdfkit draws and leaves the document where pdfkit leaves it', () => {
  const theirs = newDocument();
  const ours = newDocument();
  for (const [text, { x, y, ...options }] of CASES) {
    if (x === undefined) theirs.text(text, options);
    else theirs.text(text, x, y, options);
    drawText(ours, text, { x, y, ...options });
    expect(drawn(ours)).toEqual(drawn(theirs));
  }
  expect(drawn(ours).content).toHaveLength(2); // the text near the foot went on to a new page
});

it('draws a text that fits its line without the wrapper, and gives the wrapper the rest', () => {
  const doc = newDocument();
  const text = jest.spyOn(doc, 'text');
  drawText(doc, '₹1,234.50', { x: 400, y: 300, width: 100, align: 'right' });
  expect(text).toHaveBeenLastCalledWith('₹1,234.50', expect.any(Number), 300, { lineBreak: false });
  drawText(doc, LONG, { x: 36, y: 320, width: 200 });
  expect(text).toHaveBeenLastCalledWith(LONG, 36, 320, { width: 200 });
  drawText(doc, '3004', { x: 200, y: 340, width: 28, align: 'center' });
  expect(text).toHaveBeenLastCalledWith('3004', expect.any(Number), 340, { lineBreak: false });
  // A centred line of several words: the wrapper centres it by its words' widths.
  drawText(doc, 'Delivery fee', { x: 36, y: 360, width: 120, align: 'center' });
  expect(text).toHaveBeenLastCalledWith('Delivery fee', 36, 360, { width: 120, align: 'center' });
});

it('measures a text as heightOfString does', () => {
  const doc = newDocument();
  for (const [text, width] of [
    ['Paracetamol 500 mg tablets', 200],
    [LONG, 200],
    ['Line one\nLine two', 200],
    ['', 200],
  ] as const) {
    expect(textHeight(doc, text, width)).toBeCloseTo(doc.heightOfString(text, { width }), 9);
  }
});
