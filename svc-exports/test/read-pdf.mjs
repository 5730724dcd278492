// Prints the text of a PDF read from stdin, one line per page, as JSON: { pages: string[], images: number[] }.
// pdfjs-dist is an ES module, which jest's CommonJS runtime cannot load, so tests run this in a child process.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
const images = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  pages.push(
    content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const operators = await page.getOperatorList();
  images.push(operators.fnArray.filter((op) => op === OPS.paintImageXObject).length);
}
process.stdout.write(JSON.stringify({ pages, images, title: (await document.getMetadata()).info.Title }));
