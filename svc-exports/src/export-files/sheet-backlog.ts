import type ExcelJS from 'exceljs';

/** What a readable-stream buffers (its state objects carry the byte counts, in every major version). */
type BufferingStream = NodeJS.EventEmitter & {
  _writableState: { length: number };
  _readableState: { length: number };
};

/** The XML of a sheet written but not yet compressed into the workbook's zip. */
export type SheetBacklog = {
  /** Bytes waiting. */
  bytes(): number;
  /** Resolves once what waits is compressed, or after `ms` at most (the writer looks again then). */
  drained(ms: number): Promise<void>;
};

/**
 * The backlog of a streamed sheet. exceljs' WorkbookWriter hands a sheet's XML to the zip archive (archiver)
 * without waiting for it: its StreamBuf ignores what its pipe answers, so a writer that runs ahead of the
 * compression piles the whole sheet up in memory (47 MB of XML for 100 000 rows of ten columns). archiver
 * puts a PassThrough between the sheet and the deflate stream; the bytes it holds are the backlog, and its
 * 'drain' says it is empty (exceljs 4.4 with archiver 5.3, pinned; the unit test fails if this changes).
 */
export function sheetBacklog(sheet: ExcelJS.Worksheet): SheetBacklog {
  const { pipes } = (sheet as unknown as { stream: { pipes?: unknown[] } }).stream;
  const pass = pipes?.[0] as BufferingStream | undefined;
  if (!pass?._writableState || !pass._readableState)
    throw new Error('exceljs no longer pipes its sheet into a stream whose backlog can be read');
  return {
    bytes: () => pass._writableState.length + pass._readableState.length,
    drained: (ms) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          pass.off('drain', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        pass.once('drain', done);
      }),
  };
}
