import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLine } from './csv';
import { CsvChunks } from './csv-chunks';

/** Everything `CsvChunks` hands out for `lines`, and the pieces' sizes. */
function written(lines: string[][], quoteAll: boolean): { bytes: Buffer; pieces: number[] } {
  const file = new CsvChunks(quoteAll);
  const pieces: Buffer[] = [];
  for (const cells of lines) {
    const filled = file.line(cells);
    if (filled) pieces.push(filled);
  }
  pieces.push(file.end());
  return { bytes: Buffer.concat(pieces), pieces: pieces.map((piece) => piece.length) };
}

const text = (lines: string[][], quoteAll: boolean) =>
  Buffer.from(CSV_BOM + lines.map((cells) => csvLine(cells, quoteAll)).join(''));

describe('CsvChunks', () => {
  const awkward = [
    ['Name', 'Email', 'Details'],
    ['=HYPERLINK("http://x","y")', '+233 24', '-1'],
    ['@home', '\tTabbed', '\r=1'],
    ['a,b', 'say "hi"', 'line\nbreak'],
    ['', 'Côte d’Ivoire', 'Akwaaba 🇬🇭 ✓'],
    ['lone \ud800 surrogate', 'plain', '"'],
  ];

  it('writes what csvLine writes, byte for byte, quoting all or only where needed', () => {
    for (const quoteAll of [true, false])
      expect(written(awkward, quoteAll).bytes.equals(text(awkward, quoteAll))).toBe(true);
  });

  it('is the byte-order mark alone for no lines', () => {
    expect([...written([], true).bytes]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('hands out pieces of about 64 KB, and a line longer than that whole', () => {
    const lines = Array.from({ length: 3_000 }, (_, index) => [
      `Lead ${index}`,
      `lead${index}@example.com`,
      'Near a school, “quiet” street '.repeat(index % 7),
    ]);
    lines.splice(1_500, 0, ['huge', 'é'.repeat(100_000), 'x']);
    const { bytes, pieces } = written(lines, true);
    expect(bytes.equals(text(lines, true))).toBe(true);
    const huge = pieces.findIndex((size) => size > 200_000);
    expect(huge).toBeGreaterThan(0);
    // Every other piece but the last is full: the one before the huge line was cut short by it.
    expect(
      pieces
        .filter((size, index) => index !== huge - 1 && index !== huge && index !== pieces.length - 1)
        .every((size) => size > 60_000),
    ).toBe(true);
    expect(pieces.length).toBeGreaterThan(5);
  });
});
