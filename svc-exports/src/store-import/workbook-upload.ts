import { STORE_IMPORT_MAX_BYTES } from '@agecheck/contracts';
import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { StoreImportException } from './store-import.exception';

/** An .xlsx workbook is a ZIP archive: it starts with the local file header `PK\x03\x04`. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads the workbook of a multipart upload (the field `file`, at most STORE_IMPORT_MAX_BYTES), refusing
 * what is not an .xlsx workbook.
 */
export function readWorkbookUpload(headers: IncomingHttpHeaders, stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: STORE_IMPORT_MAX_BYTES + 1, fields: 10 } });
    } catch {
      stream.resume();
      return reject(new StoreImportException('NO_FILE'));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let found = false;
    parser.on('file', (field, file) => {
      if (field !== 'file') return void file.resume();
      found = true;
      file.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= STORE_IMPORT_MAX_BYTES) chunks.push(chunk);
      });
    });
    parser.on('error', () => reject(new StoreImportException('NO_FILE')));
    parser.on('close', () => {
      if (!found || size === 0) return reject(new StoreImportException('NO_FILE'));
      if (size > STORE_IMPORT_MAX_BYTES) return reject(new StoreImportException('TOO_LARGE'));
      const bytes = Buffer.concat(chunks);
      if (!bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC))
        return reject(new StoreImportException('NOT_WORKBOOK'));
      resolve(bytes);
    });
    stream.pipe(parser);
  });
}
