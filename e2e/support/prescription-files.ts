/**
 * Prescription files as a shopper's phone or printer makes them, built in the test: a JPEG
 * photo of a handwritten-looking prescription (sharp) and a one-page PDF (pdfkit).
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const LINES = ['Dr. A. Mehta, MBBS (Reg. 45678)', 'Patient: E2E Shopper', 'Rx', 'Tab. Metformin 500 mg', '1 - 0 - 1 after food x 30 days'];

/** A 600 x 800 JPEG with the prescription's lines written on it. */
export function prescriptionPhoto(): Promise<Buffer> {
  const text = LINES.map((line, i) => `<text x="40" y="${90 + i * 70}" font-size="30" font-family="serif" fill="#123">${line}</text>`).join(
    '',
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#fbf8ee"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A one-page A5 PDF with the same lines. */
export function prescriptionPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16);
    for (const line of LINES) doc.text(line).moveDown();
    doc.end();
  });
}
