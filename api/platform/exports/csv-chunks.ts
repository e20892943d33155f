import { CSV_BOM, csvCellForm, NEUTRALISED, QUOTED } from './csv';

/** A piece of the file is about this many bytes: the socket takes it in one write. */
const CHUNK_BYTES = 64 * 1024;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;
/**
 * A UTF-16 code unit of a value is at most three bytes of UTF-8 (a surrogate pair, two units, is four),
 * and a quote, written twice, two.
 */
const MOST_BYTES_PER_UNIT = 3;
/** Beside its value a cell takes at most two quotes, an apostrophe and a comma. */
const CELL_EXTRA_BYTES = 4;
const LINE_END_BYTES = 2;

/**
 * A CSV file (csv.ts: the byte-order mark, then the lines) written as UTF-8 straight into Buffers,
 * handed out a piece at a time. The bytes live outside V8's heap, and a line leaves no string behind: built
 * as text, a row's line was copied three or four times on the heap, which made an export allocate twice
 * what it read and collect its young generation twice as often.
 */
export class CsvChunks {
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;

  constructor(private readonly quoteAll: boolean) {
    this.used = this.chunk.write(CSV_BOM);
  }

  /** Writes one line; answers the piece it filled when the line did not fit in it, to be sent. */
  line(cells: readonly string[]): Buffer | undefined {
    let most = LINE_END_BYTES;
    for (const cell of cells) most += cell.length * MOST_BYTES_PER_UNIT + CELL_EXTRA_BYTES;
    const filled = this.used + most > this.chunk.length ? this.handOut(most) : undefined;
    for (let index = 0; index < cells.length; index++) {
      if (index > 0) this.chunk[this.used++] = COMMA;
      this.cell(cells[index]!);
    }
    this.chunk[this.used++] = CR;
    this.chunk[this.used++] = LF;
    return filled;
  }

  /** The last piece: what was written since the last one handed out. */
  end(): Buffer {
    return this.handOut(0);
  }

  /** The piece written so far; the next one has room for `bytes` at least. */
  private handOut(bytes: number): Buffer {
    const piece = this.chunk.subarray(0, this.used);
    this.chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
    this.used = 0;
    return piece;
  }

  private cell(value: string): void {
    const form = csvCellForm(value, this.quoteAll);
    if (form & QUOTED) this.chunk[this.used++] = QUOTE;
    if (form & NEUTRALISED) this.chunk[this.used++] = APOSTROPHE;
    this.used += this.chunk.write(
      form & QUOTED && value.includes('"') ? value.replaceAll('"', '""') : value,
      this.used,
    );
    if (form & QUOTED) this.chunk[this.used++] = QUOTE;
  }
}
