/**
 * Reads a tax invoice PDF back into its figures (paise), as an auditor would from the printed
 * text: each line's and the fee's taxable value and taxes, and the totals block.
 */
import { type PdfRows, pdfText } from './pdf-text';

export type ReadRow = { taxable: number; cgst: number; sgst: number; igst: number; amount: number; rate: string };
export type ReadInvoice = {
  pages: PdfRows;
  text: string;
  lines: (ReadRow & { hsn: string; quantity: number; mrp: number; discount: number })[];
  fee: ReadRow | null;
  total: number;
};

const paise = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);

function taxesFrom(cells: string[], intraState: boolean): ReadRow {
  const end = [...cells].reverse();
  return intraState
    ? { amount: paise(end[0]), sgst: paise(end[1]), cgst: paise(end[2]), igst: 0, rate: end[3], taxable: paise(end[4]) }
    : { amount: paise(end[0]), igst: paise(end[1]), cgst: 0, sgst: 0, rate: end[2], taxable: paise(end[3]) };
}

export async function readInvoice(pdf: Buffer): Promise<ReadInvoice> {
  const pages = await pdfText(pdf);
  const rows = pages.flat();
  const text = rows.map((row) => row.join(' ')).join('\n');
  const intraState = rows.some((row) => row.includes('CGST'));
  const lines = rows
    .filter((row) => /^\d+$/.test(row[0]) && row.length >= 10)
    .map((cells) => {
      const end = [...cells].reverse();
      const offset = intraState ? 5 : 4;
      return {
        ...taxesFrom(cells, intraState),
        discount: paise(end[offset]),
        mrp: paise(end[offset + 1]),
        quantity: Number(end[offset + 2]),
        hsn: end[offset + 3],
      };
    });
  const feeRow = rows.find((row) => row[0] === 'Delivery fee');
  const totalRow = rows.find((row) => row[0] === 'Total');
  return { pages, text, lines, fee: feeRow ? taxesFrom(feeRow, intraState) : null, total: totalRow ? paise(totalRow[1]) : NaN };
}
