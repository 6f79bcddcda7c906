/**
 * Fixed font subsets (decision 022): invoices that draw different words within the fixed glyphs
 * embed the very same font programs, each a TrueType font compressed once (the stream's one
 * FlateDecode undoes it), holding the fixed glyphs, and the text of an invoice whose programs
 * and ToUnicode maps were kept reads as drawn; a word beyond them gets a program of its own, and
 * the PDF's text reads as drawn, the fixed glyphs never appearing in it.
 */
import { inflateSync } from 'node:zlib';
import { create } from 'fontkit';
import { pdfText } from '../../testing/pdf-text';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { amountInWords } from './amount-in-words';
import { invoiceFigures } from './tax-math';

function invoice(buyer: string, description: string, unitPrice: number): InvoiceDocument {
  const lines = [{ description, hsnCode: '3004', quantity: 2, unitMrp: unitPrice + 500, unitPrice, gstRate: 12, prescription: null }];
  const figures = invoiceFigures(lines, 0, true);
  const state = { stateName: 'Karnataka', stateCode: '29' };
  return {
    seller: {
      name: 'Dawa Pharmacy',
      address: '12 MG Road, Bengaluru',
      gstin: '29ABCDE1234F1Z5',
      drugLicenceNo: 'KA-B-20-123456',
      ...state,
    },
    buyer: { name: buyer, address: '4 Park Street', pincode: '560001', ...state },
    invoiceNo: 'INV/2026-27/000042',
    invoiceDate: new Date('2026-11-20T10:00:00Z'),
    orderNo: '1a2b3c4d',
    cancelled: false,
    stateAssumed: false,
    lines,
    figures,
    totalInWords: amountInWords(figures.totals.total),
  };
}

type Program = { dictionary: string; stream: Buffer };

/** Each embedded font's file, by its PostScript name (the subset tag dropped). */
function fontPrograms(pdf: Buffer): Map<string, Program> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, { dictionary: string; start: number }>();
  for (const match of text.matchAll(/(\d+) 0 obj\n(<<[\s\S]*?>>)\n(?:stream\n)?/g)) {
    objects.set(match[1], { dictionary: match[2], start: match.index + match[0].length });
  }
  const programs = new Map<string, Program>();
  for (const { dictionary } of objects.values()) {
    const file = /\/FontFile2 (\d+) 0 R/.exec(dictionary);
    if (!file) continue;
    const name = /\/FontName \/[A-Z]{6}\+(\S+)/.exec(dictionary)![1];
    const object = objects.get(file[1])!;
    const length = Number(/\/Length (\d+)/.exec(object.dictionary)![1]);
    programs.set(name, { dictionary: object.dictionary, stream: pdf.subarray(object.start, object.start + length) });
  }
  return programs;
}

const FONTS = ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSansCondensed', 'DejaVuSansCondensed-Bold'];

it('embeds the same programs for invoices drawing different words within the fixed glyphs', async () => {
  const first = fontPrograms(await renderInvoicePdf(invoice('Meera Iyer', 'Paracetamol 500 mg Tablet', 1234)));
  const secondPdf = await renderInvoicePdf(invoice('Rahul Sharma', 'Ofloxacin 200 mg (Strip of 10)', 98765));
  const second = fontPrograms(secondPdf);
  expect([...first.keys()].sort()).toEqual(FONTS);
  for (const name of FONTS) {
    expect(second.get(name)!.stream).toEqual(first.get(name)!.stream);
    expect(first.get(name)!.dictionary).toMatch(/\/Filter \/FlateDecode/);
  }
  // Its ToUnicode maps were the first's, kept: its text reads as drawn.
  const text = (await pdfText(secondPdf))
    .flat()
    .map((row) => row.join(' '))
    .join('\n');
  for (const drawn of ['Rahul Sharma', 'Ofloxacin 200 mg (Strip of 10)', 'Rupees', '₹']) expect(text).toContain(drawn);
  const regular = create(inflateSync(first.get('DejaVuSans')!.stream));
  // .notdef, then the fixed text's glyphs: 26 + 26 + 10 letters and digits among them.
  expect(regular.numGlyphs).toBeGreaterThan(62);
});

it('gives a word beyond the fixed glyphs a program of its own, and the text reads as drawn', async () => {
  const plain = await renderInvoicePdf(invoice('Zoe Fernandes', 'Cetirizine 10 mg', 5000));
  const accented = await renderInvoicePdf(invoice('Zoë Fernandes', 'Cetirizine 10 mg', 5000));
  const [plainRegular, accentedRegular] = [plain, accented].map((pdf) => fontPrograms(pdf).get('DejaVuSans')!.stream);
  expect(accentedRegular).not.toEqual(plainRegular);
  // ë, and the components it is composed of that the fixed glyphs lack.
  expect(create(inflateSync(accentedRegular)).numGlyphs).toBeGreaterThan(create(inflateSync(plainRegular)).numGlyphs);
  const text = (await pdfText(accented))
    .flat()
    .map((row) => row.join(' '))
    .join('\n');
  expect(text).toContain('Zoë Fernandes');
  expect(text).toContain('Cetirizine 10 mg');
  expect(text).not.toContain('ABCDEFGHIJ');
});
