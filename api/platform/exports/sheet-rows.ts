/** Characters XML 1.0 cannot hold at all, even escaped (a lone surrogate becomes U+FFFD as UTF-8 is written). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
const NOT_XML_ALL = new RegExp(NOT_XML.source, 'g');
const MARKUP = /[&<>]/;

/** A value as the text of an XML element: what XML cannot hold dropped, markup escaped. */
function xmlText(value: string): string {
  let text = NOT_XML.test(value) ? value.replace(NOT_XML_ALL, '') : value;
  if (MARKUP.test(text)) text = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return text;
}

/** 'A', 'B', … 'Z', 'AA', …: a column's name in a cell reference (1 is 'A'). */
function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * A worksheet's rows as SpreadsheetML, every cell an inline string (`t="inlineStr"`, its spaces kept): text that
 * no spreadsheet runs as a formula or reads as a number or a date. exceljs builds a row of objects and renders it
 * through its XML writer, about 10 µs a row of 20 cells, four times what the whole CSV row costs; the rows written
 * here go into exceljs's own sheet stream, which zips them with the rest of its workbook (xlsx-download.ts).
 */
export class SheetRows {
  private readonly names: string[];

  constructor(columns: number) {
    this.names = Array.from({ length: columns }, (_, index) => columnName(index + 1));
  }

  /** Row `number` (1 is the first) of `cells`; an empty cell is left out, as spreadsheets write it. */
  row(number: number, cells: readonly string[]): string {
    let xml = `<row r="${number}">`;
    for (let index = 0; index < cells.length; index++) {
      const value = cells[index]!;
      if (value === '') continue;
      xml += `<c r="${this.names[index] ?? columnName(index + 1)}${number}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
    }
    return `${xml}</row>`;
  }
}
