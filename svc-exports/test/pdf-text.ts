import { execFile } from 'node:child_process';
import path from 'node:path';

export type PdfContent = { pages: string[]; images: number[]; title: string };

/** Reads a PDF back with pdfjs (Mozilla's PDF reader): its text per page, its images per page, its title. */
export function readPdf(pdf: Buffer): Promise<PdfContent> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'read-pdf.mjs')],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as PdfContent)),
    );
    child.stdin?.end(pdf);
  });
}
