import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from './csv';

/** A file as the exports write it: the byte-order mark, then one line a row. */
const file = (rows: string[][], quoteAll = false) => CSV_BOM + rows.map((row) => csvLine(row, quoteAll)).join('');

describe('csvLine', () => {
  it('ends every line, the last too, with CRLF after the byte-order mark', () => {
    const text = file([
      ['Name', 'Email'],
      ['Ama', 'ama@example.com'],
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('Name,Email\r\nAma,ama@example.com\r\n');
  });

  it('encodes the byte-order mark as EF BB BF and other text as UTF-8', () => {
    const bytes = Buffer.from(file([['Côte d’Ivoire']]));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('Côte d’Ivoire\r\n');
  });

  it('quotes cells holding a comma, a quote, CR or LF, doubling the quotes', () => {
    expect(csvLine(['a,b', 'say "hi"', 'line\nbreak', 'cr\rhere', 'plain'])).toBe(
      '"a,b","say ""hi""","line\nbreak","cr\rhere",plain\r\n',
    );
  });

  it('quotes every cell when asked, keeping empty cells as ""', () => {
    expect(csvLine(['a', '', 'b"c'], true)).toBe('"a","","b""c"\r\n');
  });

  it('gives no line for no rows', () => {
    expect(file([])).toBe(CSV_BOM);
  });
});

describe('csvCell neutralises what a spreadsheet would run as a formula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['+233244123456', "'+233244123456"],
    ['+233 024-412', "'+233 024-412"],
    ['-5 55', "'-5 55"],
    ['+233  24', "'+233  24"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('%j becomes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('neutralises a leading carriage return and then quotes it', () => {
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('puts the apostrophe inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('=1', true)).toBe(`"'=1"`);
  });

  it.each([['+233 24 412 3456'], ['+44 20 7946 0958'], ['+1 202 555 0100']])(
    'leaves a phone grouped for reading, %j, as it is: no formula, no number',
    (phone) => {
      expect(csvCell(phone)).toBe(phone);
      expect(csvCell(phone, true)).toBe(`"${phone}"`);
    },
  );

  it('leaves cells that merely contain those characters alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ama@example.com')).toBe('ama@example.com');
    expect(csvCell('2025-06-05')).toBe('2025-06-05');
    expect(csvCell('')).toBe('');
  });
});
