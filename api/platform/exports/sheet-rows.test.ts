import { describe, expect, it } from 'vitest';
import { SheetRows } from './sheet-rows';

const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;

describe('SheetRows', () => {
  it('writes every cell as an inline string, its spaces kept, leaving empty cells out', () => {
    expect(new SheetRows(3).row(2, ['Ama', '', ' +233 24 455 6677 '])).toBe(
      `<row r="2">${cell('A2', 'Ama')}${cell('C2', ' +233 24 455 6677 ')}</row>`,
    );
  });

  it('writes a formula, a number or a date as the text it is', () => {
    expect(new SheetRows(3).row(7, ['=1+1', '0244556677', '2026-06-05'])).toBe(
      `<row r="7">${cell('A7', '=1+1')}${cell('B7', '0244556677')}${cell('C7', '2026-06-05')}</row>`,
    );
  });

  it('escapes markup and drops what XML cannot hold, keeping tabs and line breaks', () => {
    expect(new SheetRows(2).row(3, ['<b>Tom & "Jerry"</b>', 'bell\u0007\ttab\nline\uFFFF'])).toBe(
      `<row r="3">${cell('A3', '&lt;b&gt;Tom &amp; "Jerry"&lt;/b&gt;')}${cell('B3', 'bell\ttab\nline')}</row>`,
    );
  });

  it('names columns past Z as spreadsheets do', () => {
    const cells = Array.from({ length: 28 }, (_, index) => (index >= 25 ? `c${index + 1}` : ''));
    expect(new SheetRows(28).row(1, cells)).toBe(
      `<row r="1">${cell('Z1', 'c26')}${cell('AA1', 'c27')}${cell('AB1', 'c28')}</row>`,
    );
  });
});
