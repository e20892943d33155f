import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { CsvChunks } from './csv-chunks';

/** One export's file: its name, its header line, and a row's cells; the XLSX download uses the same (xlsx-download.ts). */
export interface CsvExport<Row> {
  /** 'buyer-leads-2026-11-24.csv'; the XLSX download's name ends in '.xlsx' instead. */
  fileName: string;
  header: readonly string[];
  /** Every value quoted (the buyer and seller exports), or only where CSV needs it. */
  quoteAll: boolean;
  cells(row: Row): string[];
}

/** How an export's stream ended: the rows written into the file, and whether the client took all of it. */
export interface ExportOutcome {
  rows: number;
  complete: boolean;
}

/**
 * Answers `pages` as a CSV download, streamed: a page is encoded and written only once the client has
 * taken the one before (the stream's backpressure pulls the next page), so the server's memory stays flat
 * whatever the export holds, and an export the client abandons stops reading (Koa destroys the stream).
 * The first page is read before anything is answered, so a failure there is an ordinary JSON error; a
 * failure later cuts the download off mid-transfer, which the browser reports as a failed download
 * rather than saving a file that looks complete.
 */
export async function sendCsv<Row>(
  ctx: Context,
  csv: CsvExport<Row>,
  pages: AsyncIterable<Row[]>,
  onEnd?: (outcome: ExportOutcome) => Promise<void>,
): Promise<void> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  let rows = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    const file = new CsvChunks(csv.quoteAll);
    file.line(csv.header);
    for (let page = first; !page.done; page = await iterator.next()) {
      for (const row of page.value) {
        const filled = file.line(csv.cells(row));
        rows++;
        if (filled) yield filled;
      }
    }
    yield file.end();
  }
  ctx.attachment(csv.fileName);
  ctx.set('Cache-Control', 'no-store');
  const body = Readable.from(chunks(), { objectMode: false });
  // A HEAD request is answered without the file: nothing was exported.
  if (onEnd && ctx.method !== 'HEAD') whenStreamEnds(ctx, body, () => rows, onEnd);
  ctx.body = body;
}

/**
 * Calls `onEnd` once the stream is over: taken to its end ('end'), or cut off (closed without it: the
 * client went away, or a page failed). The row count is only known then. A failure of `onEnd` is logged
 * (the app's 'error' event) and never reaches the download, which is over anyway.
 */
export function whenStreamEnds(
  ctx: Context,
  body: Readable,
  rows: () => number,
  onEnd: (outcome: ExportOutcome) => Promise<void>,
): void {
  let complete = false;
  body.once('end', () => (complete = true));
  body.once('close', () => {
    Promise.resolve()
      .then(() => onEnd({ rows: rows(), complete }))
      .catch((error: unknown) => ctx.app.emit('error', error, ctx));
  });
}
