/**
 * The invoice's table of lines: one row per line and one for the delivery fee, CGST and SGST
 * columns within the shop's state or one IGST column across states. Every cell of a row is
 * drawn at the row's top, so a reader of the PDF's text finds a row's figures on one line.
 * Rows that do not fit start a new page under the column headings again.
 */
import { formatCurrency } from '../../../shared/format';
import type { InvoiceDocument } from './invoice-document';
import { drawText, textHeight } from './one-line-text';
import type { TaxedAmount } from './tax-math';

type Doc = PDFKit.PDFDocument;
type Column = { heading: string; width: number; align: 'left' | 'right' | 'center' };

export const TABLE_FONT_SIZE = 7.5;
const PAD = 2;

/** Rupees without the sign, as table cells show them: 1,234.50. */
export const figure = (paise: number) => formatCurrency(paise / 100).slice(1);
const rate = (percent: number) => `${percent}%`;

/** The columns within `width` points: the description takes what the figures leave. */
function columnsFor(intraState: boolean, width: number): Column[] {
  const taxes: Column[] = intraState
    ? [
        { heading: 'CGST', width: 42, align: 'right' },
        { heading: 'SGST', width: 42, align: 'right' },
      ]
    : [{ heading: 'IGST', width: 84, align: 'right' }];
  const columns: Column[] = [
    { heading: '#', width: 16, align: 'right' },
    { heading: 'Description', width: 0, align: 'left' },
    { heading: 'HSN', width: 32, align: 'center' },
    { heading: 'Qty', width: 24, align: 'right' },
    { heading: 'MRP', width: 46, align: 'right' },
    { heading: 'Discount', width: 42, align: 'right' },
    { heading: 'Taxable value', width: 54, align: 'right' },
    { heading: 'GST rate', width: 28, align: 'right' },
    ...taxes,
    { heading: 'Amount', width: 54, align: 'right' },
  ];
  columns[1].width = width - columns.reduce((sum, column) => sum + column.width, 0);
  return columns;
}

function taxCells(amount: TaxedAmount, intraState: boolean): string[] {
  return intraState ? [figure(amount.cgst), figure(amount.sgst)] : [figure(amount.igst)];
}

/** Each row's cells, in the columns' order; the second value is the text under a prescription line. */
function rowsOf(invoice: InvoiceDocument): { cells: string[]; note?: string }[] {
  const { intraState, lines, deliveryFee } = invoice.figures;
  const rows = lines.map((taxed, i) => {
    const line = invoice.lines[i];
    const cells = [
      String(i + 1),
      line.description,
      line.hsnCode,
      String(line.quantity),
      figure(line.unitMrp),
      figure(taxed.discount),
      figure(taxed.taxable),
      rate(taxed.gstRate),
      ...taxCells(taxed, intraState),
      figure(taxed.gross),
    ];
    const rx = line.prescription;
    return { cells, note: rx ? `Prescribed by ${rx.doctor}; dispensed by ${rx.pharmacist}` : undefined };
  });
  if (deliveryFee) {
    const cells = ['', 'Delivery fee', '', '', '', '', figure(deliveryFee.taxable), rate(deliveryFee.gstRate)];
    rows.push({ cells: [...cells, ...taxCells(deliveryFee, intraState), figure(deliveryFee.gross)], note: undefined });
  }
  return rows;
}

/** Draws a cell's text at the row's top (drawText: a cell that fits one line skips pdfkit's wrapper); returns its height. */
function drawCell(doc: Doc, text: string, column: Column, x: number, y: number): number {
  drawText(doc, text, { x: x + PAD, y, width: column.width - 2 * PAD, align: column.align });
  return doc.y - y;
}

function drawRow(doc: Doc, columns: Column[], cells: string[], top: number, bold: boolean): number {
  doc.font(bold ? 'condensedBold' : 'condensed').fontSize(TABLE_FONT_SIZE);
  let x = doc.page.margins.left;
  let height = 0;
  columns.forEach((column, i) => {
    height = Math.max(height, drawCell(doc, cells[i], column, x, top + PAD));
    x += column.width;
  });
  return height + 2 * PAD;
}

function rule(doc: Doc, y: number, width: number) {
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + width, y)
    .lineWidth(0.5)
    .strokeColor('#888888')
    .stroke();
}

/** Draws the table from `top`; returns where it ends. `reserve` keeps room at a page's foot. */
export function drawLineTable(doc: Doc, invoice: InvoiceDocument, top: number, reserve: number): number {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const columns = columnsFor(invoice.figures.intraState, width);
  const heading = (y: number) => {
    rule(doc, y, width);
    const bottom =
      y +
      drawRow(
        doc,
        columns,
        columns.map((c) => c.heading),
        y,
        true,
      );
    rule(doc, bottom, width);
    return bottom;
  };
  let y = heading(top);
  for (const row of rowsOf(invoice)) {
    doc.font('condensed').fontSize(TABLE_FONT_SIZE);
    const needed = textHeight(doc, row.cells[1], columns[1].width - 2 * PAD) + 4 * PAD + (row.note ? 12 : 0);
    if (y + needed > doc.page.height - doc.page.margins.bottom - reserve) {
      doc.addPage();
      doc.font('regular').fontSize(8.5);
      drawText(doc, `Tax invoice ${invoice.invoiceNo}, continued`, { x: doc.page.margins.left, y: doc.page.margins.top });
      y = heading(doc.page.margins.top + 16);
    }
    y += drawRow(doc, columns, row.cells, y, false);
    if (row.note) {
      doc.font('condensed').fontSize(TABLE_FONT_SIZE);
      drawText(doc, row.note, { x: doc.page.margins.left + columns[0].width + PAD, y, width: width / 2 });
      y += 12;
    }
  }
  rule(doc, y, width);
  return y;
}
