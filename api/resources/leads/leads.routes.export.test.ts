import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { LeadType } from '#contract/leads/join-options';
import { CONTACT_STATUSES, LEAD_STATUSES } from '#contract/leads/lead-status';
import { EXPORT_PAGE_ROWS } from '../../platform/exports/keyset-pages';
import { LEAD_EXPORT_COLUMNS } from './lead-export';
import {
  CSV_BOM,
  encodeCsv,
  leadExportFileName,
  leadExportHeader,
  leadExportOptions,
  leadExportRows,
} from '../../test/browser-export-reference';
import { xlsxRows } from '../../test/xlsx-rows';
import { listEveryPage } from '../../test/list-every-page';
import { insertLeads, type LeadFixture } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const TYPES: LeadType[] = ['buyer', 'seller', 'renter'];

/** Values a spreadsheet or a CSV reader trips on, cycled through the seeded leads. */
const AWKWARD = {
  name: [
    'Ama "Nana" Mensah',
    'Mensah, Kofi',
    'Two\nlines',
    'Windows\r\nline',
    '=SUM(A1:A9)',
    '+233 24 000 0000',
    '-Kofi',
    '@admin',
    '\tTabbed',
    '\rReturn',
    'Ṣàngó Adébáyọ̀',
    '王小明',
    'محمد علي',
    'Ἀλέξανδρος',
    '🏠 Home',
    '',
    'Plain Name',
  ],
  email: ['ama@example.com', '"quoted"@example.com', 'a,b@example.com', '=x@example.com', '', 'ÉLODIE@exemple.fr'],
  phone: ['024 412 3456', '', '+44 20 7946 0958', '00233 24 412 3456', '=1+1', '-5 55', '(030) 123-4567'],
  countryCode: ['+233', '+44', '', '+1'],
  // What intake's parsing left beside the typed phone: null for a number it could not read.
  phoneReadable: ['+233 24 412 3456', null, '+44 20 7946 0958', '+1 202 555 0100', null, '+233 24 455 6677'],
  form: [
    {},
    { ghanaRegion: 'others', otherRegion: 'Volta, "Ho"', accraArea: '', budgetRange: '125k-plus' },
    { propertyType: 'commercial', propertySubtype: '', commercialType: '=Warehouse', documentation: 'full-title' },
    { currentLocation: 'other', otherLocation: 'Lagos', documentation: 'other', otherDocumentation: 'Indenture' },
    {
      services: ['Property valuation', 'Avoiding fraud/scams'],
      otherServices: 'Moving, packing',
      currentLocation: 'uk',
    },
    { ghanaRegion: '', accraArea: '', propertyType: '', propertySubtype: '', rentalBudget: '', helpNeeded: '' },
  ] as Record<string, unknown>[],
  details: [
    'Two floors, "walled"\nwith a garden',
    '',
    '=HYPERLINK("http://x","y")',
    'Ünïcödé — “smart quotes”, ¿sí?',
    'x'.repeat(3000),
    '"',
    ',',
    'مرحبا\r\nשלום',
  ],
};
const pick = <T>(values: T[], index: number) => values[index % values.length]!;
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/**
 * The download for these filters, and what the old browser export made of the same leads read back
 * through the list (the same filters, page by page), as bytes.
 */
async function exportAndReference(app: TestApp, cookie: string, type: LeadType, query = '') {
  const response = await app.request(`/api/${type}s/export.csv${query}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const exported = await bytesOf(response);
  const leads = await listEveryPage<LeadRecord>(app, cookie, `/api/${type}s`, `${type}s`, query);
  const text = encodeCsv(leadExportRows(type, leads), leadExportOptions(type));
  // The browser handed the text over as a Blob: UTF-8.
  return { exported, reference: Buffer.from(await new Blob([text]).arrayBuffer()), leads };
}

/**
 * `count` leads of `type`, newest first from `newest`, three to a time (ties, and ties across pages), one in 40 spam.
 */
function awkwardLeads(type: LeadType, count: number, newest: number): LeadFixture[] {
  return Array.from({ length: count }, (_, i) => ({
    type,
    name: pick(AWKWARD.name, i),
    email: pick(AWKWARD.email, i + 1),
    phone: pick(AWKWARD.phone, i + 2),
    countryCode: pick(AWKWARD.countryCode, i + 3),
    details: pick(AWKWARD.details, i),
    phoneReadable: pick(AWKWARD.phoneReadable, i),
    contactStatus: pick([...CONTACT_STATUSES], i),
    leadStatus: pick([...LEAD_STATUSES], i + 1),
    ...pick(AWKWARD.form, i),
    source: pick(['facebook', '', 'Direct', '=cmd'], i),
    utmCampaign: pick(['', 'june-launch', '-1+1'], i),
    earlierRequests: i % 5,
    ...(i % 9 === 0
      ? {
          nextStepAt: new Date(newest + (i % 4) * 3_600_000 * 13),
          nextStepHasTime: i % 2 === 0,
          nextStepText: pick(['Call after 6 pm UK time', '@ the office', ''], i),
        }
      : {}),
    // 3,599,999 ms apart: the hours wander over every minute, second and millisecond, and across midnight.
    createdAt: new Date(newest - Math.floor(i / 3) * 3_599_999).toISOString(),
    ...(i % 40 === 39 ? { spamAt: new Date(newest), spamByName: 'test' } : {}),
  }));
}

describe.each(TEST_DATABASES)('GET /api/{buyers,sellers,renters}/export.csv on $name', (database) => {
  let app: TestApp;
  let cookie: string;

  const download = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
    app.request(path, { headers });
  /** The export's text without its byte-order mark, as lines (the last, after the final CRLF, is ''). */
  const linesOf = async (path: string) => {
    const response = await download(path);
    expect(response.status, path).toBe(200);
    const text = (await bytesOf(response)).toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    return text.slice(1).split('\r\n');
  };
  beforeAll(async () => {
    app = await startTestApp(database);
    cookie = (await signIn(app, { role: 'user' })).cookie;
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  test('401 JSON without a session or with a made-up cookie, for every type', async () => {
    for (const type of TYPES) {
      for (const forged of [{}, { Cookie: 'yhg_admin=forged; yhg_admin.sig=forged' }] as Record<string, string>[]) {
        const response = await download(`/api/${type}s/export.csv`, forged);
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect((await response.json()).error.code).toBe('unauthenticated');
      }
    }
  });

  test('a CSV download for any signed-in user: its type, file name dated today in Accra, never cached; a header line when there are no leads', async () => {
    for (const type of TYPES) {
      const before = leadExportFileName(type);
      const response = await download(`/api/${type}s/export.csv`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect([before, leadExportFileName(type)].map((name) => `attachment; filename="${name}"`)).toContain(
        response.headers.get('content-disposition'),
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const expected = leadExportHeader(type)
        .map((header) => `"${header}"`)
        .join(',');
      expect(expected).toMatch(
        new RegExp(`^"Name","Email","Phone","${type === 'buyer' ? '' : 'Property '}Details","Contact Status",`),
      );
      expect((await bytesOf(response)).toString('utf8')).toBe(`${CSV_BOM}${expected}\r\n`);
    }
  });

  test('an XLSX workbook beside each CSV: its type, name, no caching, the header row; 401 without a session', async () => {
    for (const type of TYPES) {
      const before = leadExportFileName(type).replace(/csv$/, 'xlsx');
      const response = await download(`/api/${type}s/export.xlsx`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect([before, leadExportFileName(type).replace(/csv$/, 'xlsx')]).toContain(
        /filename="(.*)"/.exec(response.headers.get('content-disposition') ?? '')?.[1],
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await xlsxRows(await bytesOf(response))).toEqual([leadExportHeader(type)]);
      const anonymous = await download(`/api/${type}s/export.xlsx`, {});
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.code).toBe('unauthenticated');
    }
    const bad = await download('/api/buyers/export.xlsx?leadStatus=Hot');
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(['leadStatus']);
  });

  test("an erased person's lead stays in the export, without their contact details", async () => {
    const [lead] = await insertLeads(app.dataSource, [
      {
        type: 'renter',
        name: 'Esi Erased',
        email: 'esi.erased@example.com',
        emailKey: 'esi.erased@example.com',
        phone: '024 455 6677',
        phoneE164: '+233244556677',
        phoneReadable: '+233 24 455 6677',
        rentalBudget: 'GHS 3,000',
        createdAt: '2026-06-07T10:00:00.000Z',
      },
    ]);
    const admin = (await signIn(app)).cookie;
    const erased = await app.request('/api/people/erase', {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contact: 'esi.erased@example.com', confirmation: 'esi.erased@example.com' }),
    });
    expect(erased.status).toBe(200);
    const renters = await listEveryPage<LeadRecord>(
      app,
      cookie,
      '/api/renters',
      'renters',
      '?from=2026-06-07&to=2026-06-07',
    );
    expect(renters.map((record) => record.id)).toEqual([lead!.id]);
    const [header, row] = leadExportRows('renter', renters);
    const cells = Object.fromEntries(header!.map((name, index) => [name, row![index]]));
    expect(cells).toMatchObject({
      Name: '[erased]',
      Email: '[erased]',
      Phone: '[erased]',
      'Rental Budget': '[erased]',
    });
    const lines = await linesOf('/api/renters/export.csv?from=2026-06-07&to=2026-06-07');
    expect(lines.slice(1)).toEqual([encodeCsv([row!], leadExportOptions('renter')).slice(1, -2), '']);
    expect(lines[1]).not.toMatch(/Esi|example\.com|6677|\+233/);
  });

  test('400 JSON for bad filters, naming each, before anything is exported', async () => {
    const cases: Array<[string, string]> = [
      ['contactStatus=Maybe', 'contactStatus'],
      ['leadStatus=Hot', 'leadStatus'],
      ['from=2026-13-45', 'from'],
      ['from=2026-06-05&to=2026-06-01', 'to'],
      ['spam=yes', 'spam'],
      ['search=a&search=b', 'search'],
      [`search=${'a'.repeat(201)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await download(`/api/sellers/export.csv?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-disposition')).toBeNull();
      const { error } = await response.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields), query).toEqual([field]);
    }
  });

  test('a failure before the first row is answered as a JSON error; one later cuts the download off, so no partial file looks complete', async () => {
    const row = {
      ...Object.fromEntries(LEAD_EXPORT_COLUMNS.map((column) => [column, ''])),
      name: 'Ama',
      email: 'ama@example.com',
      phone: '024 412 3456',
      countryCode: '+233',
      details: '',
      contactStatus: 'New',
      leadStatus: 'New',
      createdAt: new Date('2026-06-05T10:00:00Z'),
      services: [],
      phoneReadable: null,
      assignedToId: null,
      nextStepAt: null,
      earlierRequests: 0,
      owner: '',
    } as const;
    const exportPage = vi
      .spyOn(app.services.adminLeads, 'exportPage')
      .mockRejectedValueOnce(new Error('the database went away'));
    const early = await download('/api/buyers/export.csv');
    expect(early.status).toBe(500);
    expect(early.headers.get('content-disposition')).toBeNull();
    expect((await early.json()).error.code).toBe('internal_error');

    exportPage.mockResolvedValueOnce({
      rows: Array(1000).fill({ ...row, contactStatus: 'Contacted' }),
      next: { createdAt: row.createdAt, id: 5 },
    });
    exportPage.mockRejectedValueOnce(new Error('the database went away'));
    const late = await download('/api/buyers/export.csv');
    expect(late.status).toBe(200);
    await expect(late.arrayBuffer()).rejects.toThrow();
    // Both are logged with their request's id (Koa reports a body stream's failure to the app twice).
    const logged = app.logs.filter(
      (line) => line.msg === 'unhandled error' && String(line.error).includes('the database went away'),
    );
    expect(new Set(logged.map((line) => line.id)).size).toBe(2);
  });

  test('the list filters choose the rows: statuses, search, days in Accra; spam only with spam=true', async () => {
    await insertLeads(app.dataSource, [
      {
        type: 'seller',
        name: 'Kwame Seller',
        contactStatus: 'Contacted',
        leadStatus: 'Qualified',
        createdAt: '2026-06-05T10:00:00.000Z',
      },
      { type: 'seller', name: 'Abena Seller', details: 'A plot in Cantonments', createdAt: '2026-06-04T23:59:59.999Z' },
      {
        type: 'seller',
        name: 'Yaw Spammer',
        contactStatus: 'Contacted',
        createdAt: '2026-06-05T11:00:00.000Z',
        spamAt: new Date('2026-06-06T00:00:00Z'),
        spamByName: 'test',
      },
      {
        type: 'seller',
        name: 'Efua Seller',
        contactStatus: 'Follow-Up',
        leadStatus: 'Converted',
        createdAt: '2026-06-01T08:00:00.000Z',
      },
      { type: 'buyer', name: 'Kofi Buyer', contactStatus: 'Contacted', createdAt: '2026-06-05T12:00:00.000Z' },
    ]);
    const names = async (query: string) =>
      (await linesOf(`/api/sellers/export.csv${query}`)).slice(1, -1).map((line) => line.split('","')[0]!.slice(1));
    expect(await names('')).toEqual(['Kwame Seller', 'Abena Seller', 'Efua Seller']);
    expect(await names('?spam=false')).toEqual(['Kwame Seller', 'Abena Seller', 'Efua Seller']);
    expect(await names('?contactStatus=Contacted')).toEqual(['Kwame Seller']);
    expect(await names('?leadStatus=Converted')).toEqual(['Efua Seller']);
    expect(await names('?search=CANTONMENTS')).toEqual(['Abena Seller']);
    expect(await names('?search=seller&from=2026-06-02')).toEqual(['Kwame Seller', 'Abena Seller']);
    expect(await names('?from=2026-06-04&to=2026-06-04')).toEqual(['Abena Seller']);
    expect(await names('?spam=true')).toEqual(['Yaw Spammer']);
    expect(await names('?spam=true&contactStatus=Not%20Contacted')).toEqual([]);
    // A type on a typed path is its own: /api/sellers never exports a buyer.
    expect(await names('?type=buyer')).toEqual(['Kwame Seller', 'Abena Seller', 'Efua Seller']);
  });
});

describe.each(TEST_DATABASES)('exports byte for byte as the browser made them, on $name', (database) => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp(database);
    // Seeded before any request: a keep-alive connection left idle through a long seeding can be closed
    // by the server just as the client reuses it (ECONNRESET).
    const newest = Date.parse('2026-11-24T12:34:56.789Z');
    await insertLeads(app.dataSource, awkwardLeads('buyer', 20_000, newest));
    await insertLeads(app.dataSource, awkwardLeads('renter', 1_200, newest));
    await insertLeads(app.dataSource, awkwardLeads('seller', 600, newest));
    const { cookie: signedIn, user } = await signIn(app);
    cookie = signedIn;
    // Owners: the signed-in user, and one whose account is gone (named by nobody).
    await app.dataSource.query(
      `UPDATE "leads" SET "assignedToId" = CASE WHEN "id" % 3 = 0 THEN ${Number(user.id)} ELSE 999999 END WHERE "id" % 7 = 0`,
    );
  }, 300_000);
  afterAll(() => app.close());

  test(
    '20,000 leads stream byte for byte as the old browser export wrote them, awkward values and all',
    { timeout: 300_000 },
    async () => {
      const buyers = await exportAndReference(app, cookie, 'buyer');
      expect(buyers.leads).toHaveLength(20_000 - 500);
      expect(buyers.exported.length).toBe(buyers.reference.length);
      expect(buyers.exported.equals(buyers.reference)).toBe(true);
      for (const type of ['renter', 'seller'] as const) {
        const { exported, reference, leads } = await exportAndReference(app, cookie, type);
        expect(leads.length).toBeGreaterThan(2 * EXPORT_PAGE_ROWS);
        expect(exported.equals(reference), type).toBe(true);
      }
      // The workbook holds the same rows and columns, every cell a string, none neutralised.
      const renters = await exportAndReference(app, cookie, 'renter');
      const workbook = await app.request('/api/renters/export.xlsx', { headers: { Cookie: cookie } });
      expect(workbook.status).toBe(200);
      // Line breaks as spreadsheets keep them: LF.
      const lf = leadExportRows('renter', renters.leads).map((row) => row.map((cell) => cell.replace(/\r\n?/g, '\n')));
      expect(await xlsxRows(await bytesOf(workbook))).toEqual(lf);
      // Filtered the same way as the list, too.
      const filtered = await exportAndReference(
        app,
        cookie,
        'buyer',
        '?contactStatus=Contacted&search=mensah&from=2026-06-01',
      );
      expect(filtered.leads.length).toBeGreaterThan(100);
      expect(filtered.exported.equals(filtered.reference)).toBe(true);
    },
  );
});
