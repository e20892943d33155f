/**
 * CSV that Excel opens correctly (issue 4): UTF-8 with a byte-order mark (without it Excel reads the file
 * as the machine's legacy code page and garbles 'Côte d'Ivoire'), CRLF line ends, RFC 4180 quoting, and
 * formula neutralisation: a cell starting with =, +, -, @, a tab or a carriage return is something a
 * spreadsheet may run as a formula (CSV injection), so it gets a leading apostrophe and shows as text.
 * The server's exports write it (issue 11); it sits in domain/ as the format both sides may rely on.
 */

/** Starts every file; a file of no rows is this alone. */
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: neutralised first (the apostrophe must sit inside the quotes), then quoted if needed. With
 * `quoteAll` every cell is quoted (SPEC 7: the buyer and seller exports; the renter and newsletter ones
 * quote where the rules above need it). Both are valid CSV, and neutralisation applies either way.
 */
export function csvCell(value: string, quoteAll = false): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return quoteAll || NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of the file, ended by CRLF (the last line too). */
export function csvLine(cells: readonly string[], quoteAll = false): string {
  return cells.map((cell) => csvCell(cell, quoteAll)).join(',') + LINE_END;
}
