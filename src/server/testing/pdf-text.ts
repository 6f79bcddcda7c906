/**
 * A PDF's text as a reader sees it: pages of rows, each row the texts on one baseline, left to
 * right. pdfjs-dist runs in a child process (pdf-text-worker.mjs): it is an ES module, which Jest's
 * CommonJS runtime cannot load.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

export type PdfRows = string[][][];

export function pdfText(pdf: Buffer): Promise<PdfRows> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'pdf-text-worker.mjs')],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Could not read the PDF: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PdfRows);
      },
    );
    child.stdin!.end(pdf);
  });
}
