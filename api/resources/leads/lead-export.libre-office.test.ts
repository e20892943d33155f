import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeadType } from '#contract/leads/join-options';
import { parsePhone } from '../../platform/phones/parse-phone';
import { readablePhone } from '../../platform/phones/readable-phone';
import { openInLibreOffice, type SheetCell } from '../../test/libre-office';
import { insertLeads } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

/** Phones as visitors type them, with the code chosen beside them, and as the export must show them. */
const PHONES = [
  { countryCode: '+233', phone: '024 455 6677', shown: '+233 24 455 6677' },
  { countryCode: '+44', phone: '020 7946 0958', shown: '+44 20 7946 0958' },
  { countryCode: '+1', phone: '(202) 555-0100', shown: '+1 202 555 0100' },
];
/** Names a spreadsheet could run as a formula, or that start with a tab or a carriage return. */
const FORMULAS = ['=1+1', '@SUM(A1)', '+1+1', '-2+3', '=HYPERLINK("http://x","y")', '\tTabbed', '\rReturn'];

/** The phone as intake stores it beside what was typed (E.164 and grouped for reading). */
function parsed(countryCode: string, phone: string) {
  const { e164 } = parsePhone(countryCode, phone);
  if (!e164) throw new Error(`${phone} is no number`);
  return { phoneE164: e164, phoneReadable: readablePhone(e164) };
}

const column = (rows: SheetCell[][], header: string) => {
  const index = rows[0]!.findIndex((cell) => cell.text === header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index] ?? { type: 'empty', text: '' });
};

describe.each(TEST_DATABASES)('the exports as LibreOffice Calc opens them, on $name', (database) => {
  let app: TestApp;
  let sheets: Record<string, SheetCell[][]>;
  const TYPE: LeadType = 'buyer';

  beforeAll(async () => {
    app = await startTestApp(database);
    const leads = [
      ...PHONES.map(({ countryCode, phone }, index) => ({
        name: `Caller ${index}`,
        countryCode,
        phone,
        ...parsed(countryCode, phone),
      })),
      ...FORMULAS.map((name, index) => ({ name, ...parsed('+233', `024 455 66${10 + index}`) })),
    ];
    await insertLeads(
      app.dataSource,
      leads.map((lead, index) => ({
        type: TYPE,
        details: FORMULAS[index % FORMULAS.length],
        createdAt: new Date(Date.parse('2026-06-05T10:00:00Z') - index * 60_000).toISOString(),
        ...lead,
      })),
    );
    const { cookie } = await signIn(app);
    const download = async (extension: string) => {
      const response = await app.request(`/api/${TYPE}s/export.${extension}`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    sheets = await openInLibreOffice({
      'from-csv.csv': await download('csv'),
      'from-xlsx.xlsx': await download('xlsx'),
    });
  }, 120_000);
  afterAll(() => app?.close());

  test('every phone reads back as the number dialled from anywhere: text, no apostrophe', () => {
    for (const file of ['from-csv.csv', 'from-xlsx.xlsx']) {
      const phones = column(sheets[file]!, 'Phone');
      expect(phones.slice(0, PHONES.length), file).toEqual(
        PHONES.map(({ shown }) => ({ type: 'string', text: shown })),
      );
      for (const phone of phones) {
        expect(phone.type, file).toBe('string');
        expect(phone.text, file).toMatch(/^\+\d+( \d+)+$/);
      }
    }
  });

  test('a formula typed by a visitor reads back as text: never run, never a number', () => {
    const fromCsv = column(sheets['from-csv.csv']!, 'Name').slice(PHONES.length);
    const fromXlsx = column(sheets['from-xlsx.xlsx']!, 'Name').slice(PHONES.length);
    expect(fromCsv.map((cell) => cell.type)).toEqual(FORMULAS.map(() => 'string'));
    expect(fromXlsx.map((cell) => cell.type)).toEqual(FORMULAS.map(() => 'string'));
    for (const cell of [...fromCsv, ...fromXlsx]) expect(cell.formula).toBeUndefined();
    // The CSV keeps its guard, the apostrophe (a carriage return in a cell reads as a line break); the
    // workbook's string cells need none.
    expect(fromCsv.map((cell) => cell.text)).toEqual(FORMULAS.map((name) => `'${name.replace('\r', '\n')}`));
    // Spaces kept; a carriage return is a line break in a spreadsheet's cell.
    expect(fromXlsx.map((cell) => cell.text)).toEqual(FORMULAS.map((name) => name.replace('\r', '\n')));
    for (const file of ['from-csv.csv', 'from-xlsx.xlsx']) {
      const details = column(sheets[file]!, 'Details');
      expect(
        details.every((cell) => cell.type === 'string' && cell.formula === undefined),
        file,
      ).toBe(true);
    }
  });

  test('the workbook holds only text cells, so nothing is turned into a date or a number either', () => {
    const workbook = sheets['from-xlsx.xlsx']!;
    expect(workbook).toHaveLength(1 + PHONES.length + FORMULAS.length);
    const types = new Set(workbook.flat().map((cell) => cell.type));
    expect([...types].filter((type) => type !== 'empty')).toEqual(['string']);
    expect(column(workbook, 'Submitted')[0]).toEqual({ type: 'string', text: '2026-06-05' });
  });
});
