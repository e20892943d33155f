import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const SOFFICE = '/usr/bin/soffice';

/**
 * How LibreOffice reads a CSV here, as a wary user would not: UTF-8, comma, double quote, from line 1,
 * English (US), quoted fields not forced to text, special numbers (dates, +1e5) detected, and formulas
 * evaluated (the 13th token). A cell that survives this as text survives the dialog's defaults too.
 */
const CSV_IMPORT = 'CSV:44,34,76,1,,1033,false,true,false,false,false,false,true';

/** One cell as LibreOffice holds it: its type ('string', 'float', 'date', …, 'empty'), text and any formula. */
export interface SheetCell {
  type: string;
  text: string;
  formula?: string;
}

const decode = (xml: string) =>
  xml
    .replace(/<text:tab\/>/g, '\t')
    .replace(/<text:s text:c="(\d+)"\/>/g, (_, count: string) => ' '.repeat(Number(count)))
    .replace(/<text:s\/>/g, ' ')
    .replace(/<text:line-break\/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
    );

/** The first sheet of a flat ODF spreadsheet (.fods) as rows of cells, empty trailing cells left out. */
function sheetRows(fods: string): SheetCell[][] {
  const table = /<table:table [\s\S]*?<\/table:table>/.exec(fods)?.[0] ?? '';
  const rows = [...table.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row]) => {
    const cells: SheetCell[] = [];
    for (const [, attributes, content] of row!.matchAll(
      /<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g,
    )) {
      const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes!)?.[1] ?? 1);
      const type = /office:value-type="([^"]+)"/.exec(attributes!)?.[1] ?? 'empty';
      const formula = /table:formula="([^"]*)"/.exec(attributes!)?.[1];
      // The file is indented: a cell's text is its paragraphs' alone, one a line.
      const paragraphs = [...(content ?? '').matchAll(/<text:p(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/text:p>)/g)];
      const text = paragraphs.map(([, paragraph]) => decode(paragraph ?? '')).join('\n');
      const cell: SheetCell = { type, text, ...(formula ? { formula: decode(formula) } : {}) };
      for (let i = 0; i < Math.min(repeated, 100); i++) cells.push(cell);
    }
    while (cells.at(-1)?.type === 'empty') cells.pop();
    return cells;
  });
  while (rows.at(-1)?.length === 0) rows.pop();
  return rows;
}

/**
 * Opens files as LibreOffice Calc does (headless, `soffice --convert-to fods`: what it read, saved as XML) and
 * answers each one's first sheet. Every CSV in one start of LibreOffice, every other file in another (a start
 * takes a second or two); each run has its own profile, so runs side by side do not wait on each other.
 * Fails, never skips, when LibreOffice is missing: `npm test`'s bootstrap installs libreoffice-calc-nogui.
 */
export async function openInLibreOffice(files: Record<string, Buffer>): Promise<Record<string, SheetCell[][]>> {
  if (!existsSync(SOFFICE)) {
    throw new Error(`${SOFFICE} is missing: install Debian's libreoffice-calc-nogui (npm test's bootstrap does)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'libre-office-'));
  try {
    const names = Object.keys(files);
    const bases = names.map((name) => path.parse(name).name);
    // Each file becomes <base>.fods: two files of one base name would overwrite each other.
    if (new Set(bases).size !== bases.length) throw new Error(`give each file its own base name: ${names.join(', ')}`);
    for (const name of names) writeFileSync(path.join(dir, name), files[name]!);
    const out = path.join(dir, 'out');
    mkdirSync(out);
    const csv = names.filter((name) => name.endsWith('.csv'));
    const other = names.filter((name) => !name.endsWith('.csv'));
    for (const [group, filter] of [
      [csv, [`--infilter=${CSV_IMPORT}`]],
      [other, []],
    ] as const) {
      if (group.length === 0) continue;
      await promisify(execFile)(
        SOFFICE,
        [
          `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
          '--headless',
          ...filter,
          '--convert-to',
          'fods',
          '--outdir',
          out,
          ...group.map((name) => path.join(dir, name)),
        ],
        { timeout: 60_000 },
      );
    }
    return Object.fromEntries(
      names.map((name) => {
        const converted = path.join(out, `${path.parse(name).name}.fods`);
        if (!existsSync(converted)) throw new Error(`LibreOffice did not open ${name}`);
        return [name, sheetRows(readFileSync(converted, 'utf8'))];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
