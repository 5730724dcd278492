import { WORKBOOK_LIMITS, type WorkbookLimits, type WorkbookRefusal } from '@agecheck/contracts';
import { SaxesParser } from 'saxes';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** A workbook's worksheets (exceljs reads `xl/worksheets/sheetN.xml`; every part there is counted). */
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/** Why a workbook is not read: a limit it passes, or it is no ZIP archive of XML at all. */
export type WorkbookCheck = WorkbookRefusal | 'notWorkbook';

class Refused extends Error {
  constructor(readonly reason: WorkbookCheck) {
    super(reason);
  }
}

/** The column number of a cell reference such as `AB12` (A is 1), or undefined without letters. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = /^[A-Za-z]{1,3}/.exec(reference ?? '')?.[0];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

/** The name of an element without its namespace prefix (`x:row` is `row`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Counts a worksheet's rows, cells and furthest column as its XML streams past, refusing as soon as one
 * passes its limit. The stream yields at most the entry's declared size (yauzl checks that).
 */
async function countSheet(stream: Readable, limits: WorkbookLimits): Promise<void> {
  const parser = new SaxesParser();
  const decoder = new StringDecoder('utf8');
  let rows = 0;
  let cells = 0;
  let cellsInRow = 0;
  let refusal: WorkbookCheck | undefined;
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'row') {
      rows += 1;
      cellsInRow = 0;
      if (rows > limits.rows) refusal ??= 'tooManyRows';
    } else if (name === 'c') {
      cells += 1;
      cellsInRow += 1;
      const reference = tag.attributes.r;
      const column = columnOf(typeof reference === 'string' ? reference : undefined) ?? cellsInRow;
      if (cells > limits.cells) refusal ??= 'tooManyCells';
      if (column > limits.columns) refusal ??= 'tooManyColumns';
    }
  });
  parser.on('error', () => {
    refusal ??= 'notWorkbook';
  });
  try {
    for await (const chunk of stream) {
      parser.write(decoder.write(chunk as Buffer));
      if (refusal) throw new Refused(refusal);
    }
    parser.write(decoder.end()).close();
  } finally {
    stream.destroy();
  }
  if (refusal) throw new Refused(refusal);
}

/** Reads an entry to its end without keeping it: yauzl fails when it unpacks to more than it declares. */
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // the bytes are not needed, only that they stay within the declared size
  }
}

/**
 * Checks a workbook before anything reads it (decision 0025; limits `WORKBOOK_LIMITS`): the entries and
 * their unpacked sizes from the ZIP's central directory (yauzl), then every entry inflated without keeping
 * it, so a size the directory understates fails at the first byte too many; the worksheets' rows, columns
 * and cells counted on the way. Answers the reason a workbook is refused, or undefined when it may be read.
 */
export async function checkWorkbook(
  bytes: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<WorkbookCheck | undefined> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return 'notWorkbook';
  }
  try {
    if (zip.entryCount > limits.entries) return 'tooManyEntries';
    const entries: yauzl.Entry[] = [];
    let unpacked = 0;
    for await (const entry of zip.eachEntry()) {
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.unpackedBytes) return 'unpackedTooLarge';
      entries.push(entry);
    }
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      if (WORKSHEET.test(entry.fileName)) await countSheet(stream, limits);
      else await drain(stream);
    }
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    return 'notWorkbook';
  } finally {
    zip.close();
  }
}
