/** A cell of a CSV file: text or a number; nothing is an empty cell. */
export type CsvCell = string | number | undefined | null;

/** The separator Excel expects in Switzerland (de-CH, fr-CH, it-CH list separator). */
export const CSV_SEPARATOR = ';';

/** A text a spreadsheet would run as a formula (OWASP, "CSV Injection"): =, +, -, @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as CSV text, the one rule for every CSV the platform writes (issue 17, item 3): a text beginning
 * like a formula gets a leading apostrophe, so a spreadsheet shows it instead of running it (OWASP); then
 * quoted when it holds the separator, a quote or a line break (RFC 4180). Numbers stay numbers.
 */
export function csvCell(cell: CsvCell): string {
  if (cell === undefined || cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line: the cells joined by the separator, ended with CRLF (RFC 4180). */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** The byte order mark a CSV file starts with, so that Excel reads the umlauts as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A CSV file of a header and rows: byte order mark, then one line each. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}
