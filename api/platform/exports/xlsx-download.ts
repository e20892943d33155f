import { type EventEmitter, once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import { type CsvExport, type ExportOutcome, whenStreamEnds } from './csv-download';
import { SheetRows } from './sheet-rows';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'buyer-leads-2026-11-24.csv' → 'buyer-leads-2026-11-24.xlsx', and its sheet 'buyer-leads' (at most 31 characters). */
export const xlsxFileName = (csvName: string) => csvName.replace(/\.csv$/, '.xlsx');
const sheetName = (csvName: string) => csvName.replace(/(-\d{4}-\d{2}-\d{2})?\.csv$/, '').slice(0, 31);

/** A cell's line breaks as a spreadsheet keeps them (LF): XML reads a bare CR as LF, so '\r\n' would be two. */
const lineBreaks = (value: string) => (value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value);

/** exceljs's sheet writer as used here: the stream its rows' XML goes into, inside the zip. */
interface SheetWriter {
  stream: { write(xml: string): unknown };
}

/** What the zip may hold of a sheet's XML not yet compressed before the next page waits: about 3 pages' worth. */
const SHEET_BACKLOG_BYTES = 1 << 20;

/** The stream exceljs writes a sheet's XML into: the zip's (readable-stream 2, which predates `writableLength`). */
type SheetInto = EventEmitter & { _writableState?: { length: number } };

/**
 * Waits until what was written has moved on: the zip has compressed the sheet's XML and the client has taken
 * what came of it. exceljs writes a sheet into the zip without heeding backpressure and the zip compresses a
 * chunk or so a turn of the event loop, so without this the XML piled up ahead of it: a 300,000-row export
 * held 640 MB, growing with the rows (flat at about 10 MB of buffers with it).
 */
async function backlogTaken(body: PassThrough, worksheet: object): Promise<void> {
  const sheetInto = (worksheet as { stream?: { pipes?: SheetInto[] } }).stream?.pipes ?? [];
  while (!body.destroyed) {
    if (body.writableNeedDrain) {
      // The client's pace; the listeners go with the wait.
      const waited = new AbortController();
      await Promise.race([once(body, 'drain', waited), once(body, 'close', waited)]).catch(() => undefined);
      waited.abort();
    } else if (sheetInto.some((stream) => (stream._writableState?.length ?? 0) > SHEET_BACKLOG_BYTES)) {
      // The zip compresses a little every turn: a turn keeps it busy where waiting for it to empty would not.
      await nextTurn();
    } else return;
  }
}

/**
 * Answers `pages` as an XLSX download of the same rows and columns as `sendCsv`, streamed by exceljs's
 * streaming writer: rows go into the zip as they are written and the next page is read only once the client
 * has taken what is buffered, so memory stays flat. exceljs makes the workbook (its parts, the header row, the
 * zip); the rows are written as SpreadsheetML by SheetRows into its sheet stream, four times as fast as its
 * `addRow` (scripts/bench-export.ts). Every cell is a string: nothing is run as a formula or turned into a
 * number or a date, so no apostrophe is needed. No shared strings and no styles: both are kept in memory
 * until the end. The first page is read before anything is answered (a failure there is a JSON error); a later failure cuts the download off, as the CSV's.
 */
export async function sendXlsx<Row>(
  ctx: Context,
  sheet: CsvExport<Row>,
  pages: AsyncIterable<Row[]>,
  onEnd?: (outcome: ExportOutcome) => Promise<void>,
): Promise<void> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  let rows = 0;
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useSharedStrings: false, useStyles: false });
  const worksheet = workbook.addWorksheet(sheetName(sheet.fileName));

  async function write(): Promise<void> {
    // The header through exceljs opens the sheet's data; the rows go straight into its sheet stream after it.
    worksheet.addRow([...sheet.header]).commit();
    const into = (worksheet as unknown as SheetWriter).stream;
    const xml = new SheetRows(sheet.header.length);
    for (let page = first; !page.done; page = await iterator.next()) {
      let text = '';
      for (const row of page.value) text += xml.row(++rows + 1, sheet.cells(row).map(lineBreaks));
      into.write(text);
      await backlogTaken(body, worksheet);
      if (body.destroyed) return void (await iterator.return?.());
    }
    worksheet.commit();
    await workbook.commit();
  }

  ctx.attachment(xlsxFileName(sheet.fileName));
  ctx.type = XLSX_TYPE;
  ctx.set('Cache-Control', 'no-store');
  if (onEnd && ctx.method !== 'HEAD') whenStreamEnds(ctx, body, () => rows, onEnd);
  ctx.body = body;
  write().catch((error: unknown) => body.destroy(error as Error));
}
