/**
 * Reads a PDF from stdin with pdfjs-dist and prints its text as JSON: per page, the rows of
 * text items that share a baseline, left to right. A separate process because pdfjs-dist is an
 * ES module that Jest's CommonJS runtime cannot import (see pdf-text.ts).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, disableFontFace: true }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n += 1) {
  const content = await (await pdf.getPage(n)).getTextContent();
  const rows = new Map();
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const y = Math.round(item.transform[5]);
    rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4], text: item.str }]);
  }
  pages.push([...rows.entries()].sort(([a], [b]) => b - a).map(([, items]) => items.sort((a, b) => a.x - b.x).map((item) => item.text)));
}
process.stdout.write(JSON.stringify(pages));
