/** A cell of a CSV file: text or a number; nothing is an empty cell. */
export type CsvCell = string | number | undefined | null;

/** The separator Excel expects in Switzerland (de-CH, fr-CH, it-CH list separator). */
const SEPARATOR = ';';

/**
 * A cell as CSV text: quoted when it holds the separator, a quote or a line break; a text beginning like a
 * formula (=, +, -, @) gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */
export function csvCell(cell: CsvCell): string {
  if (cell === undefined || cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file of a header and rows, with a byte order mark so that Excel reads the umlauts as UTF-8, and CRLF
 * line ends (RFC 4180).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands a CSV text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
