import type { DownloadFileType } from '@agecheck/contracts';
import sharp from 'sharp';
import yauzl from 'yauzl';

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An Office document has a few dozen parts; a zip with more entries is not read further (a zip bomb). */
const MAX_ZIP_ENTRIES = 10_000;

/** The names of a zip's entries, from its central directory (nothing is unpacked), or undefined if it is none. */
function zipEntryNames(bytes: Buffer): Promise<Set<string> | undefined> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => {
      if (error || !zip) return resolve(undefined);
      if (zip.entryCount > MAX_ZIP_ENTRIES) {
        zip.close();
        return resolve(undefined);
      }
      const names = new Set<string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', () => resolve(undefined));
      zip.readEntry();
    });
  });
}

/** Whether sharp (already svc-files' image decoder) reads the header as an image of that format. */
async function isImage(bytes: Buffer, format: 'png' | 'jpeg'): Promise<boolean> {
  try {
    const metadata = await sharp(bytes, { failOn: 'error' }).metadata();
    return metadata.format === format && metadata.width > 0 && metadata.height > 0;
  } catch {
    return false;
  }
}

/**
 * The kind of a download file by its content, never by its name (checklist D.5, decision 0042): a PDF by its
 * `%PDF-` header, PNG and JPEG by their signature and a header sharp reads, xlsx and docx as zips (read with
 * yauzl, the central directory only) holding `[Content_Types].xml` and the workbook or document part.
 * Anything else (an executable named `.pdf`, a zip of other files, an old `.xls`) is undefined.
 */
export async function downloadFileType(bytes: Buffer): Promise<DownloadFileType | undefined> {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, PNG.length).equals(PNG)) return (await isImage(bytes, 'png')) ? 'png' : undefined;
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return (await isImage(bytes, 'jpeg')) ? 'jpg' : undefined;
  if (!bytes.subarray(0, ZIP.length).equals(ZIP)) return undefined;
  const names = await zipEntryNames(bytes);
  if (!names?.has('[Content_Types].xml')) return undefined;
  if (names.has('xl/workbook.xml')) return 'xlsx';
  if (names.has('word/document.xml')) return 'docx';
  return undefined;
}
