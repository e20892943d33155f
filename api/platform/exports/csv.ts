/**
 * CSV that Excel opens correctly: UTF-8 with a byte-order mark (without it Excel reads the file
 * as the machine's legacy code page and garbles 'Côte d'Ivoire'), CRLF line ends, RFC 4180 quoting, and
 * formula neutralisation: a cell starting with =, @, a tab or a carriage return is something a
 * spreadsheet may run as a formula (CSV injection), so it gets a leading apostrophe and shows as text. So does
 * one starting with + or -, unless it is a phone grouped for reading ('+233 24 455 6677'): digits in groups
 * split by spaces are no formula and no number, so Excel, LibreOffice and Google Sheets show it as the text it
 * is (csv-in-libreoffice.test.ts proves LibreOffice's part), where an apostrophe would show too.
 * The server's exports write it.
 */

/** Starts every file; a file of no rows is this alone. */
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone as readablePhone writes it: a +, then groups of digits split by single spaces. */
const READABLE_PHONE = /^\+\d+(?: \d+)+$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** `csvCellForm`'s bits: the cell gets a leading apostrophe (neutralised), the cell is quoted. */
export const NEUTRALISED = 1;
export const QUOTED = 2;

/**
 * How one cell is written: neutralised first (the apostrophe must sit inside the quotes), then quoted if
 * needed. With `quoteAll` every cell is quoted (the buyer and seller exports; the renter and
 * newsletter ones quote where the rules above need it). Both are valid CSV, and neutralisation applies
 * either way. The bits of NEUTRALISED and QUOTED: the server's exports write cells from them straight
 * into bytes (exports/csv-chunks.ts).
 */
export function csvCellForm(value: string, quoteAll = false): number {
  const formula = FORMULA_START.test(value) && !READABLE_PHONE.test(value);
  return (formula ? NEUTRALISED : 0) | (quoteAll || NEEDS_QUOTES.test(value) ? QUOTED : 0);
}

/** One cell as text (see `csvCellForm`). */
export function csvCell(value: string, quoteAll = false): string {
  const form = csvCellForm(value, quoteAll);
  const safe = form & NEUTRALISED ? `'${value}` : value;
  return form & QUOTED ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of the file, ended by CRLF (the last line too). */
export function csvLine(cells: readonly string[], quoteAll = false): string {
  return cells.map((cell) => csvCell(cell, quoteAll)).join(',') + LINE_END;
}
