import { MAX_UPLOAD_BYTES, UPLOAD_FILE_FIELD } from '@agecheck/contracts';
import busboy from 'busboy';
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { FileException } from './images.exception';

/** A multipart request as it arrives: its headers and the body still to be read. */
export type MultipartBody = { headers: IncomingHttpHeaders; stream: Readable };

/** What an upload carried: its text fields, the file's bytes (a view of the buffer read into), their SHA-256. */
export type Upload = { fields: Record<string, string>; bytes: Buffer; sha256: string };

// busboy stops a file at `fileSize`: one byte more than allowed tells an allowed file from a larger one
const LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: MAX_UPLOAD_BYTES + 1 };

/**
 * A refused body is read to its end up to this size, so that the sender gets the answer (a phone's 40 MB
 * photo: 'files.tooLarge') instead of a reset connection; beyond it the connection is cut.
 */
export const MAX_DRAINED_BYTES = 4 * MAX_UPLOAD_BYTES;

/**
 * Buffers that uploads are received into, lent out and reused. A fresh buffer per upload outlives the young
 * generation while the image is decoded, and only V8's full collections free such buffers: every few
 * uploads one of 20 to 100 ms that slows the next upload down (the upload benchmark; decision 0013).
 * `kept` buffers of 25 MB stay for the next uploads; more uploads at once get buffers of their own.
 */
export class UploadBuffers {
  private readonly idle: Buffer[] = [];

  constructor(private readonly kept = 2) {}

  /** Runs `use` with a buffer of 25 MB that is not used elsewhere until `use` has settled. */
  async lend<T>(use: (buffer: Buffer) => Promise<T>): Promise<T> {
    const buffer = this.idle.pop() ?? Buffer.allocUnsafeSlow(MAX_UPLOAD_BYTES);
    try {
      return await use(buffer);
    } finally {
      if (this.idle.length < this.kept) this.idle.push(buffer);
    }
  }
}

/**
 * Reads a multipart upload with exactly one file in the field `file` of at most 25 MB into `into` (at
 * least 25 MB long; the upload's bytes are a view of it), hashing the bytes as they arrive.
 */
export function readUpload({ headers, stream }: MultipartBody, into: Buffer): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let bodyBytes = 0;
    const cut = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes <= MAX_DRAINED_BYTES) return;
      stream.off('data', cut);
      stream.destroy();
      reject(new FileException('FILE_TOO_LARGE'));
    };
    stream.on('data', cut);
    // a sender that goes away mid-upload (a phone losing its signal) ends nothing: the upload settles anyway,
    // so that its buffer is lent again
    stream.once('close', () => {
      if (!stream.readableEnded) reject(new FileException('FILE_MISSING'));
    });
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: LIMITS });
    } catch {
      // not multipart/form-data, or no boundary
      stream.resume();
      return reject(new FileException('FILE_MISSING'));
    }
    const fields: Record<string, string> = {};
    const hash = createHash('sha256');
    let files = 0;
    let received = 0;
    let problem: FileException | undefined;
    const fail = (exception: FileException) => (problem ??= exception);

    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, file) => {
      files += 1;
      if (name !== UPLOAD_FILE_FIELD) {
        fail(new FileException('FILE_MISSING'));
        return void file.resume();
      }
      file.on('data', (chunk: Buffer) => {
        if (received + chunk.length <= MAX_UPLOAD_BYTES) {
          chunk.copy(into, received);
          hash.update(chunk);
        }
        received += chunk.length;
      });
      file.on('end', () => {
        if (file.truncated || received > MAX_UPLOAD_BYTES) fail(new FileException('FILE_TOO_LARGE'));
      });
    });
    parser.on('filesLimit', () => fail(new FileException('FILE_MISSING')));
    parser.on('partsLimit', () => fail(new FileException('FILE_MISSING')));
    parser.on('fieldsLimit', () => fail(new FileException('FILE_MISSING')));
    parser.on('error', () => {
      stream.unpipe(parser);
      stream.resume();
      reject(problem ?? new FileException('FILE_MISSING'));
    });
    parser.on('close', () => {
      if (!problem && files === 0) fail(new FileException('FILE_MISSING'));
      if (problem) return reject(problem);
      resolve({ fields, bytes: into.subarray(0, received), sha256: hash.digest('hex') });
    });
    stream.pipe(parser);
  });
}
