import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeadRecord } from '#contract/leads/leads-api';
import { LIST_LIMIT, SEARCH_TOTAL_CAP } from '#contract/shared/page-info';
import { buildLead } from '../../test/factories';
import { insertLead, insertLeads } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

interface Page {
  leads: LeadRecord[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

// Keyset paging: every lead once across pages whatever arrives meanwhile, cursors bound to
// their filters, bounded pages, and the cap on a common search's count.
describe.each(TEST_DATABASES)('paged lead lists on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  const seeded: LeadRecord[] = [];

  const get = (path: string) => app.request(path, { headers: { Cookie: cookie } });
  const page = async (path: string): Promise<Page> => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    // The list comes first, named after its path: { buyers, nextCursor, total, totalCapped }.
    const body = await response.json();
    return { ...body, leads: Object.values(body)[0] as LeadRecord[] };
  };
  /** Every page of a list, following nextCursor; `between` runs before each next page is asked for. */
  const allPages = async (path: string, between: () => Promise<void> = async () => {}) => {
    const pages: Page[] = [await page(path)];
    while (pages.at(-1)!.nextCursor) {
      await between();
      const separator = path.includes('?') ? '&' : '?';
      pages.push(await page(`${path}${separator}cursor=${encodeURIComponent(pages.at(-1)!.nextCursor!)}`));
    }
    return pages;
  };
  const idsOf = (pages: Page[]) => pages.flatMap((one) => one.leads.map((lead) => lead.id));
  const errorOf = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(400);
    return (await response.json()).error;
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    cookie = (await signIn(app, { role: 'user' })).cookie;
    // 60 buyers, three to a second, so ties on createdAt are broken by id across page edges.
    for (let index = 0; index < 60; index++) {
      const createdAt = new Date(Date.UTC(2026, 5, 1, 8, 0, Math.floor(index / 3))).toISOString();
      const lead = await insertLead(app.dataSource, {
        type: 'buyer',
        name: `Buyer ${index}`,
        createdAt,
        contactStatus: index % 4 === 0 ? 'Contacted' : 'Not Contacted',
      });
      seeded.push({ ...lead, createdAt } as unknown as LeadRecord);
    }
  });
  afterAll(() => app.close());

  test('pages of 7 list every lead exactly once, newest first, while new leads arrive between pages', async () => {
    const expected = [...seeded]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map((lead) => lead.id);
    let arrivals = 0;
    const pages = await allPages('/api/buyers?limit=7', async () => {
      arrivals += 1;
      // Newer than everything listed: they belong before page 1, never inside the pages being read.
      const response = await app.postJson(
        '/api/buyers',
        buildLead({ name: `Arrival ${arrivals}`, email: `arrival${arrivals}@example.com` }),
      );
      expect(response.status).toBe(201);
    });
    expect(pages).toHaveLength(Math.ceil(60 / 7));
    expect(idsOf(pages)).toEqual(expected);
    // Each page counts what is there when it is asked for: one more arrival each time.
    expect(pages.map((one) => one.total)).toEqual(pages.map((_, index) => 60 + index));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    // The arrivals are all there on a fresh first page, and the total counts them.
    const fresh = await page('/api/buyers?limit=200');
    expect(fresh.total).toBe(60 + arrivals);
    expect(fresh.leads.slice(0, arrivals).map((lead) => lead.name)).toEqual(
      Array.from({ length: arrivals }, (_, index) => `Arrival ${arrivals - index}`),
    );
  });

  test('a filtered list pages and counts its own rows', async () => {
    const pages = await allPages('/api/leads?type=buyer&contactStatus=Contacted&limit=4');
    expect(idsOf(pages)).toHaveLength(15);
    expect(
      pages.every((one) => one.total === 15 && one.leads.every((lead) => lead.contactStatus === 'Contacted')),
    ).toBe(true);
  });

  test('limit: default 50, at most 200; anything else is a 400', async () => {
    expect((await page('/api/buyers')).leads).toHaveLength(LIST_LIMIT.default);
    expect((await page('/api/buyers?limit=1')).leads).toHaveLength(1);
    expect((await page(`/api/buyers?limit=${LIST_LIMIT.max}`)).nextCursor).toBeNull();
    for (const limit of ['0', '201', '-1', '1.5', 'abc', '1e2', '007']) {
      expect(Object.keys((await errorOf(`/api/buyers?limit=${limit}`)).fields), limit).toEqual(['limit']);
    }
  });

  test('a tampered cursor, a made-up one, or one from other filters is a 400, never another slice', async () => {
    const first = await page('/api/buyers?limit=5');
    const cursor = first.nextCursor!;
    const [body, mac] = cursor.split('.');
    const moved = Buffer.from(JSON.stringify([Date.parse('2030-01-01T00:00:00Z'), 999999])).toString('base64url');
    const bad = [
      `${moved}.${mac}`,
      `${body}.${'A'.repeat(mac!.length)}`,
      'not-a-cursor',
      `${cursor}.x`,
      body!,
      `${body}.`,
    ];
    for (const given of bad) {
      const error = await errorOf(`/api/buyers?limit=5&cursor=${encodeURIComponent(given)}`);
      expect(error.fields.cursor, given).toMatch(/not valid/);
    }
    // The same cursor with other filters, or on another list.
    expect(
      (await errorOf(`/api/buyers?limit=5&contactStatus=Contacted&cursor=${encodeURIComponent(cursor)}`)).fields,
    ).toHaveProperty('cursor');
    expect((await errorOf(`/api/sellers?limit=5&cursor=${encodeURIComponent(cursor)}`)).fields).toHaveProperty(
      'cursor',
    );
    expect((await errorOf(`/api/leads?limit=5&cursor=${encodeURIComponent(cursor)}`)).fields).toHaveProperty('cursor');
    expect((await page(`/api/buyers?limit=5&cursor=${encodeURIComponent(cursor)}`)).leads).toHaveLength(5);
  });

  test(`a search matching more than ${SEARCH_TOTAL_CAP} leads says so, and still pages through every match once`, async () => {
    const common = SEARCH_TOTAL_CAP + 10;
    const rows = Array.from({ length: common }, (_, index) => ({
      type: 'renter' as const,
      name: `Common Ekow ${index}`,
      createdAt: new Date(Date.UTC(2026, 4, 1) + index * 1000).toISOString(),
    }));
    await insertLeads(app.dataSource, rows);
    const searched = await allPages('/api/renters?search=ekow&limit=200');
    expect(searched[0]).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    const ids = idsOf(searched);
    expect(new Set(ids).size).toBe(common);
    expect(ids).toHaveLength(common);
    // A rarer term inside the same rows is counted exactly.
    expect(await page('/api/renters?search=ekow%2010')).toMatchObject({ total: 11, totalCapped: false });
    // The exact count for a bulk action is never capped.
    expect(await (await get('/api/leads/count?type=renter&search=ekow')).json()).toEqual({ count: common });
  });
});
