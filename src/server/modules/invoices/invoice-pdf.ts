/**
 * Lays an invoice out as an A4 PDF with pdfkit: the parties, the table of lines, the totals
 * in figures and in words, payment and signatures. pdfkit is loaded on the first invoice, not
 * at start: most server processes never render one.
 */
import { formatCurrency } from '../../../shared/format';
import { invoiceDateText } from './invoice-number';
import type { InvoiceDocument } from './invoice-document';
import { drawLineTable } from './invoice-table';
import { fixSubset, type PdfkitFont } from './fixed-font-subsets';
import { type FontName, invoiceFonts, keepWords, type PdfkitLayout } from './pdf-fonts';
import { drawText } from './one-line-text';

type Doc = PDFKit.PDFDocument;

const MARGIN = 36;
/** Room the totals, words and signatures need below the table on its last page. */
const FOOT = 190;

const loadPdfkit = () => import('pdfkit');
let pdfkit: ReturnType<typeof loadPdfkit> | undefined;

function heading(doc: Doc, invoice: InvoiceDocument) {
  doc.font('bold').fontSize(16).text('TAX INVOICE', { align: 'center' });
  if (invoice.cancelled) {
    doc.fillColor('#b00020').fontSize(12).text('CANCELLED', { align: 'center' });
    doc
      .font('regular')
      .fontSize(8)
      .text('The order was cancelled before delivery: nothing is payable on this invoice.', { align: 'center' });
    doc.fillColor('black');
  }
  doc.moveDown(0.5);
}

function parties(doc: Doc, invoice: InvoiceDocument) {
  const top = doc.y;
  const half = (doc.page.width - 2 * MARGIN) / 2;
  const { seller, buyer } = invoice;
  doc.font('bold').fontSize(11);
  drawText(doc, seller.name, { x: MARGIN, y: top, width: half - 10 });
  doc.font('regular').fontSize(8.5);
  drawText(doc, seller.address, { width: half - 10 });
  drawText(doc, `GSTIN: ${seller.gstin}`);
  drawText(doc, `State: ${seller.stateName} (code ${seller.stateCode})`);
  drawText(doc, `Drug licence no: ${seller.drugLicenceNo}`);
  const sellerBottom = doc.y;

  const right = MARGIN + half + 10;
  doc.font('regular').fontSize(8.5);
  drawText(doc, `Invoice no: ${invoice.invoiceNo}`, { x: right, y: top, width: half - 10 });
  drawText(doc, `Invoice date: ${invoiceDateText(invoice.invoiceDate)}`);
  drawText(doc, `Order no: ${invoice.orderNo}`);
  drawText(doc, `Place of supply: ${buyer.stateName} (code ${buyer.stateCode})`);
  drawText(doc, 'Payment: Cash on Delivery');
  doc.moveDown(0.5);
  doc.font('bold');
  drawText(doc, 'Billed and shipped to');
  doc.font('regular');
  drawText(doc, buyer.name);
  drawText(doc, buyer.address, { width: half - 10 });
  if (buyer.pincode) drawText(doc, `PIN ${buyer.pincode}`);
  drawText(doc, `State: ${buyer.stateName} (code ${buyer.stateCode})`);
  if (invoice.stateAssumed) {
    doc.fillColor('#555555');
    drawText(doc, '(no delivery state on the order: taken as the shop’s)');
    doc.fillColor('black');
  }
  doc.y = Math.max(sellerBottom, doc.y) + 12;
}

function totals(doc: Doc, invoice: InvoiceDocument, top: number) {
  const { totals: t, intraState } = invoice.figures;
  const rows: [string, number][] = [
    ['Total MRP', t.mrpTotal],
    ['Discount', t.discount],
    ['Taxable value', t.taxable],
    ...((intraState
      ? [
          ['CGST', t.cgst],
          ['SGST', t.sgst],
        ]
      : [['IGST', t.igst]]) as [string, number][]),
  ];
  const labelX = doc.page.width - MARGIN - 220;
  doc.font('regular').fontSize(9);
  let y = top + 8;
  for (const [label, paise] of rows) {
    drawText(doc, label, { x: labelX, y, width: 120 });
    drawText(doc, formatCurrency(paise / 100), { x: labelX + 120, y, width: 100, align: 'right' });
    y += 13;
  }
  doc.font('bold').fontSize(11);
  drawText(doc, 'Total', { x: labelX, y: y + 2, width: 120 });
  drawText(doc, formatCurrency(t.total / 100), { x: labelX + 120, y: y + 2, width: 100, align: 'right' });
  doc.font('regular').fontSize(9);
  drawText(doc, `Amount in words: ${invoice.totalInWords}`, { x: MARGIN, y: y + 22, width: doc.page.width - 2 * MARGIN });
}

function signatures(doc: Doc, invoice: InvoiceDocument) {
  const y = doc.y + 24;
  const width = (doc.page.width - 2 * MARGIN) / 2;
  doc.font('regular').fontSize(8.5);
  drawText(doc, 'Prices include GST. Payment: Cash on Delivery.', { x: MARGIN, y, width });
  drawText(doc, `For ${invoice.seller.name}`, { x: MARGIN + width, y, width, align: 'right' });
  drawText(doc, 'Registered pharmacist / Authorised signatory', { x: MARGIN + width, y: y + 30, width, align: 'right' });
}

/** Renders the invoice; resolves with the PDF's bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([(pdfkit ??= loadPdfkit()), invoiceFonts()]);
  // pdfkit takes fontkit's parsed fonts as font sources; its types name only files and buffers.
  const source = (name: FontName) => fonts[name] as unknown as string;
  // No default font, so pdfkit never reads its standard-font files; ours are opened below. (With
  // 'regular' as the default, every later font('regular') opened the font again: pdfkit keeps a
  // registered name only when no font of its PostScript name is open yet.)
  const noDefault = null as unknown as string;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, font: noDefault, info: { Title: `Tax invoice ${invoice.invoiceNo}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const name of Object.keys(fonts) as FontName[]) {
    doc.registerFont(name, source(name));
    // Every invoice draws in all four fonts: each is opened now, to take its fixed glyphs first.
    const opened = (doc.font(name) as unknown as { _font: PdfkitFont & PdfkitLayout })._font;
    keepWords(opened);
    fixSubset(opened, name);
  }
  doc.font('regular');
  heading(doc, invoice);
  parties(doc, invoice);
  const tableEnd = drawLineTable(doc, invoice, doc.y, FOOT);
  totals(doc, invoice, tableEnd);
  signatures(doc, invoice);
  doc.end();
  return done;
}
