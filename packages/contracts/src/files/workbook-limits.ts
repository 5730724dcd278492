/**
 * What a workbook (an .xlsx, a ZIP archive of XML files) may unpack to before the platform reads it
 * (issue 17; decision 0025): a 10 MB upload can unpack to gigabytes, and exceljs holds every cell in memory.
 * svc-exports checks them from the archive's central directory and while it inflates each entry, before
 * exceljs opens the workbook; every workbook or ZIP archive the platform reads goes through that check.
 * - `entries`: files in the archive (a workbook has a dozen or two);
 * - `unpackedBytes`: all its files unpacked together (a sheet of 20 000 stores is about 10 MB);
 * - `rows`, `columns`, `cells`: per sheet, the rows, the furthest column of a cell, the cells in all.
 */
export const WORKBOOK_LIMITS = {
  entries: 200,
  unpackedBytes: 30 * 1024 * 1024,
  rows: 20_000,
  columns: 100,
  cells: 500_000,
} as const;
export type WorkbookLimits = { [K in keyof typeof WORKBOOK_LIMITS]: number };

/** Which limit a workbook passed; each is the message key `workbook.<limit>`. */
export const WORKBOOK_REFUSALS = [
  'tooManyEntries',
  'unpackedTooLarge',
  'tooManyRows',
  'tooManyColumns',
  'tooManyCells',
] as const;
export type WorkbookRefusal = (typeof WORKBOOK_REFUSALS)[number];

/** The message key of a workbook refused for a limit. */
export const workbookRefusalKey = (refusal: WorkbookRefusal) => `workbook.${refusal}` as const;
