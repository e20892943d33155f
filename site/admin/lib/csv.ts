/**
 * CSV that Excel opens correctly (issue 4): UTF-8 with a byte-order mark (without it Excel reads the file
 * as the machine's legacy code page and garbles 'Côte d'Ivoire'), CRLF line ends, RFC 4180 quoting, and
 * formula neutralisation: a cell starting with =, +, -, @, a tab or a carriage return is something a
 * spreadsheet may run as a formula (CSV injection), so it gets a leading apostrophe and shows as text.
 */
export type CsvRow = readonly string[];

export interface CsvOptions {
  /**
   * Quote every cell, not only those that need it. SPEC 7 quotes every value in the buyer and seller
   * exports only; the renter and newsletter exports quote where the rules above need it (a comma, a quote,
   * a line break). Both are valid CSV, and neutralisation applies either way.
   */
  quoteAll?: boolean;
}

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised first (the apostrophe must sit inside the quotes), then quoted if needed. */
export function csvCell(value: string, quoteAll = false): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return quoteAll || NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file's text, byte-order mark included, every line (the last too) ended by CRLF. */
export function encodeCsv(rows: readonly CsvRow[], options: CsvOptions = {}): string {
  const lines = rows.map((row) => row.map((cell) => csvCell(cell, options.quoteAll)).join(','));
  return CSV_BOM + lines.map((line) => line + LINE_END).join('');
}

/** Hands the rows to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, rows: readonly CsvRow[], options: CsvOptions = {}): void {
  const blob = new Blob([encodeCsv(rows, options)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
