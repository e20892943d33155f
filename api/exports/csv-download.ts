import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { CSV_BOM, csvLine } from '../domain/csv';

/**
 * Text is written in pieces of about this many characters, which die young. A longer string (a page's
 * text is megabytes when its leads wrote long details) lands in V8's large-object space, which only a full
 * collection frees: written a page to a piece, a million-lead export grew the server by 200 MB before one ran.
 */
const CHUNK_CHARS = 16_384;

/** One export's file (SPEC 7): its name, its header line, and a row's cells. */
export interface CsvExport<Row> {
  fileName: string;
  header: readonly string[];
  /** Every value quoted (the buyer and seller exports), or only where CSV needs it. */
  quoteAll: boolean;
  cells(row: Row): string[];
}

/**
 * Answers `pages` as a CSV download, streamed: a page is encoded and written only once the client has
 * taken the one before (the stream's backpressure pulls the next page), so the server's memory stays flat
 * whatever the export holds, and an export the client abandons stops reading (Koa destroys the stream).
 * The first page is read before anything is answered, so a failure there is an ordinary JSON error; a
 * failure later cuts the download off mid-transfer, which the browser reports as a failed download
 * rather than saving a file that looks complete.
 */
export async function sendCsv<Row>(ctx: Context, csv: CsvExport<Row>, pages: AsyncIterable<Row[]>): Promise<void> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* chunks(): AsyncGenerator<string> {
    let text = CSV_BOM + csvLine(csv.header, csv.quoteAll);
    for (let page = first; !page.done; page = await iterator.next()) {
      for (const row of page.value) {
        text += csvLine(csv.cells(row), csv.quoteAll);
        if (text.length >= CHUNK_CHARS) {
          yield text;
          text = '';
        }
      }
    }
    yield text;
  }
  ctx.attachment(csv.fileName);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = Readable.from(chunks(), { objectMode: false });
}
