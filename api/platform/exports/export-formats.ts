import { sendCsv } from './csv-download';
import { sendXlsx } from './xlsx-download';

/**
 * Every export is offered as a CSV file and as an XLSX workbook beside it (`export.csv`, `export.xlsx`): the same
 * rows, columns and audit entry, each with its own writer.
 */
export const EXPORT_FORMATS = [
  ['csv', sendCsv],
  ['xlsx', sendXlsx],
] as const;
