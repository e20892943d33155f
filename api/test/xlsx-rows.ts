import ExcelJS from 'exceljs';

/**
 * A downloaded workbook's first sheet as rows of text, read back by exceljs: a cell that is not a string (a
 * number, a date, a formula) fails here, so an export can only pass with every cell a string cell.
 */
export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      const value = row.getCell(column).value;
      if (value !== null && typeof value !== 'string') throw new Error(`${row.getCell(column).address} is not text`);
      cells.push(value ?? '');
    }
    rows.push(cells);
  });
  return rows;
}
