import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeadRecord } from '#contract/leads/leads-api';
import { insertLead } from '../../test/seed-rows';
import { foldPendingCounts } from '../../platform/db/pending-counts';
import { signIn } from '../../test/sign-in';
import { SEARCH_NOT_KEPT } from '../../platform/db/record-audit';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 2, 1, 0, 0, 0);

// Counts come from tallies kept by triggers; spam and delete move leads out of lists, counts
// and exports, one at a time or every lead a filter matches, each recorded with who and when.
describe.each(TEST_DATABASES)('lead counts, spam and delete on $name', (database) => {
  let app: TestApp;
  let admin: string;
  let user: string;

  const call = (path: string, cookie: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { Cookie: cookie, 'Content-Type': 'application/json', ...init.headers } });
  const json = async (path: string, cookie = admin, init: RequestInit = {}) => {
    const response = await call(path, cookie, init);
    expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200);
    return response.json();
  };
  const bulk = (body: unknown, cookie = admin) =>
    call('/api/leads/bulk', cookie, { method: 'POST', body: JSON.stringify(body) });
  /** The truth the tallies must agree with: COUNT(*) over the leads themselves. */
  const direct = async (where: string, parameters: unknown[] = []) => {
    const placeholders =
      database.name === 'postgres'
        ? where.replace(/\?/g, (_, offset: number) => `$${where.slice(0, offset).split('?').length}`)
        : where;
    const [row] = await app.dataSource.query(
      `SELECT COUNT(*) AS count FROM "leads" WHERE "spamAt" IS NULL AND ${placeholders}`,
      parameters,
    );
    return Number(row.count);
  };
  /**
   * Every tally equals the rows it counts; no key is missing or extra (zeros aside). As read (the tallies and the
   * changes still pending), then once the pending changes are folded in, from the tallies alone.
   */
  const expectTalliesExact = async () => {
    await expectCountsOf('live_');
    await foldPendingCounts(app.dataSource);
    const [{ pending }] = await app.dataSource.query(`SELECT COUNT(*) AS pending FROM "lead_tally_changes"`);
    expect(Number(pending)).toBe(0);
    await expectCountsOf('');
  };
  const expectCountsOf = async (prefix: 'live_' | '') => {
    const day =
      database.name === 'postgres'
        ? `to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
        : `substr("createdAt", 1, 10)`;
    const truth = await app.dataSource.query(
      `SELECT "type", "contactStatus", "leadStatus", ${day} AS "day", COUNT(*) AS n FROM "leads" WHERE "spamAt" IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    const tallies = await app.dataSource.query(
      `SELECT "type", "contactStatus", "leadStatus", "day", SUM("leads") AS n FROM "${prefix}lead_tallies" GROUP BY 1, 2, 3, 4 HAVING SUM("leads") <> 0 ORDER BY 1, 2, 3, 4`,
    );
    const rows = (list: Array<Record<string, unknown>>) =>
      list.map((row) => `${row.type}|${row.contactStatus}|${row.leadStatus}|${row.day}|${Number(row.n)}`);
    expect(rows(tallies)).toEqual(rows(truth));
    // The summaries the triggers keep beside them: without the day, and without the statuses.
    const totals = await app.dataSource.query(
      `SELECT "type", "contactStatus", "leadStatus", SUM("leads") AS n FROM "${prefix}lead_totals" GROUP BY 1, 2, 3 HAVING SUM("leads") <> 0 ORDER BY 1, 2, 3`,
    );
    const totalsTruth = await app.dataSource.query(
      `SELECT "type", "contactStatus", "leadStatus", COUNT(*) AS n FROM "leads" WHERE "spamAt" IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    expect(rows(totals)).toEqual(rows(totalsTruth));
    const days = await app.dataSource.query(
      `SELECT "type", "day", SUM("leads") AS n FROM "${prefix}lead_days" GROUP BY 1, 2 HAVING SUM("leads") <> 0 ORDER BY 1, 2`,
    );
    const daysTruth = await app.dataSource.query(
      `SELECT "type", ${day} AS "day", COUNT(*) AS n FROM "leads" WHERE "spamAt" IS NULL GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rows(days)).toEqual(rows(daysTruth));
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = (await signIn(app, { role: 'admin' })).cookie;
    user = (await signIn(app, { role: 'user' })).cookie;
    // 90 leads, one every 7 hours over about 26 days, statuses spread, so day edges fall inside ranges.
    const contact = ['Not Contacted', 'Contacted', 'Follow-Up'] as const;
    const lead = ['New', 'Qualified', 'Interested', 'Not Interested', 'Converted'] as const;
    for (let index = 0; index < 90; index++) {
      await insertLead(app.dataSource, {
        type: (['buyer', 'seller', 'renter'] as const)[index % 3],
        name: index % 10 === 0 ? `Flood ${index}` : `Person ${index}`,
        createdAt: new Date(START + index * 7 * HOUR).toISOString(),
        contactStatus: contact[index % 3],
        leadStatus: lead[index % 5],
      });
    }
  });
  afterAll(() => app.close());

  test('page counts and totals equal the rows, for whole days and for ranges cut inside a day', async () => {
    await expectTalliesExact();
    const { stats: dashboard } = await json('/api/admin/stats');
    for (const type of ['buyer', 'seller', 'renter'] as const) {
      const { counts } = await json(`/api/${type}s/counts`);
      // One rule for every type, on its page and on the dashboard: Qualified or further along.
      expect(counts).toEqual({
        total: await direct('"type" = ?', [type]),
        contacted: await direct(`"type" = ? AND "contactStatus" IN ('Contacted', 'Follow-Up')`, [type]),
        qualified: await direct(`"type" = ? AND "leadStatus" IN ('Qualified', 'Interested', 'Converted')`, [type]),
      });
      expect(counts.qualified).toBeGreaterThan(0);
      expect(dashboard[`${type}s`]).toMatchObject(counts);
    }
    const ranges: Array<[string | undefined, string | undefined]> = [
      ['2026-03-03', '2026-03-09'],
      ['2026-03-03T05:30:00Z', '2026-03-09T13:00:00.000Z'],
      ['2026-03-05T22:00:00Z', '2026-03-06T03:00:00Z'],
      [undefined, '2026-03-10T12:00:00Z'],
      ['2026-03-10T00:00:00.001Z', undefined],
      ['2026-03-04T00:00:00Z', '2026-03-04T23:59:59.999Z'],
    ];
    for (const [from, to] of ranges) {
      const query = new URLSearchParams({
        type: 'seller',
        contactStatus: 'Contacted',
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      });
      const bounds = [from && `"createdAt" >= ?`, to && `"createdAt" <= ?`].filter(Boolean).join(' AND ');
      const stored = (text: string) =>
        database.name === 'postgres'
          ? new Date(text.length === 10 ? `${text}T00:00:00Z` : text)
          : new Date(text.length === 10 ? `${text}T00:00:00Z` : text).toISOString().replace('T', ' ').replace('Z', '');
      const toBound = to && to.length === 10 ? new Date(`${to}T23:59:59.999Z`).toISOString() : to;
      const expected = await direct(
        `"type" = 'seller' AND "contactStatus" = 'Contacted'${bounds ? ` AND ${bounds}` : ''}`,
        [from && stored(from), toBound && stored(toBound)].filter(Boolean),
      );
      expect((await json(`/api/leads?${query}`)).total, `${from} – ${to}`).toBe(expected);
      expect((await json(`/api/leads/count?${query}`)).count, `${from} – ${to}`).toBe(expected);
    }
  });

  test('status changes move a lead between tallies', async () => {
    const [first] = (await json('/api/buyers?limit=1')).buyers as LeadRecord[];
    await json(`/api/buyers/${first!.id}`, user, {
      method: 'PATCH',
      body: JSON.stringify({ contactStatus: 'Follow-Up', leadStatus: 'Converted' }),
    });
    await expectTalliesExact();
  });

  test('one lead marked as spam leaves the list and the counts, shows in the spam folder with who and when, and comes back', async () => {
    const before = (await json('/api/sellers/counts')).counts.total;
    const [target] = (await json('/api/sellers?limit=1')).sellers as LeadRecord[];
    const { lead } = await json(`/api/leads/${target!.id}/spam`, user, { method: 'POST' });
    expect(lead.spam).toMatchObject({ by: expect.stringMatching(/./) });
    expect(Date.parse(lead.spam.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(((await json('/api/sellers?limit=200')).sellers as LeadRecord[]).map((one) => one.id)).not.toContain(
      target!.id,
    );
    expect(((await json('/api/sellers?spam=true')).sellers as LeadRecord[]).map((one) => one.id)).toEqual([target!.id]);
    expect((await json('/api/sellers/counts')).counts.total).toBe(before - 1);
    await expectTalliesExact();
    expect((await json(`/api/leads/${target!.id}/spam`, user, { method: 'DELETE' })).lead.spam).toBeNull();
    expect((await json('/api/sellers/counts')).counts.total).toBe(before);
    await expectTalliesExact();
  });

  test('deleting one lead is for admins; it goes with its history and leaves the counts', async () => {
    const [target] = (await json('/api/renters?limit=1')).renters as LeadRecord[];
    expect((await call(`/api/leads/${target!.id}`, user, { method: 'DELETE' })).status).toBe(403);
    const before = (await json('/api/renters/counts')).counts.total;
    expect(await json(`/api/leads/${target!.id}`, admin, { method: 'DELETE' })).toMatchObject({
      deleted: true,
      lead: { id: target!.id },
    });
    expect((await call(`/api/leads/${target!.id}`, admin)).status).toBe(404);
    expect((await call(`/api/leads/${target!.id}`, admin, { method: 'DELETE' })).status).toBe(404);
    expect((await json('/api/renters/counts')).counts.total).toBe(before - 1);
    await expectTalliesExact();
  });

  test('a bulk action acts only on the count the user confirmed, records who and how many, and can be undone', async () => {
    const filters = { type: 'buyer', search: 'flood' };
    const { count } = await json(`/api/leads/count?${new URLSearchParams(filters)}`);
    expect(count).toBe(3);
    const stale = await bulk({ action: 'spam', filters, expectedCount: count + 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({
      code: 'count_changed',
      message: expect.stringContaining('3 leads match'),
    });
    expect((await json(`/api/leads/count?${new URLSearchParams(filters)}`)).count).toBe(3);

    expect((await bulk({ action: 'delete', filters, expectedCount: count }, user)).status).toBe(403);
    expect(await (await bulk({ action: 'spam', filters, expectedCount: count }, user)).json()).toEqual({
      action: 'spam',
      affected: 3,
    });
    expect((await json(`/api/leads/count?${new URLSearchParams(filters)}`)).count).toBe(0);
    expect((await json(`/api/leads/count?${new URLSearchParams({ ...filters, spam: 'true' })}`)).count).toBe(3);
    await expectTalliesExact();

    expect(
      await (await bulk({ action: 'not-spam', filters: { ...filters, spam: 'true' }, expectedCount: 3 })).json(),
    ).toEqual({ action: 'not-spam', affected: 3 });
    expect(await (await bulk({ action: 'delete', filters, expectedCount: 3 })).json()).toEqual({
      action: 'delete',
      affected: 3,
    });
    expect((await json(`/api/leads/count?${new URLSearchParams(filters)}`)).count).toBe(0);
    await expectTalliesExact();

    const events = await app.dataSource.query(
      `SELECT "actorName", "action", "details" FROM "audit_events" WHERE "action" LIKE 'leads.%' ORDER BY "id"`,
    );
    expect(events.map((event: { action: string }) => event.action)).toEqual([
      'leads.spam',
      'leads.not_spam',
      'leads.delete',
    ]);
    expect(JSON.parse(events[2].details)).toMatchObject({
      count: 3,
      filters: { type: 'buyer', search: SEARCH_NOT_KEPT },
    });
    expect(JSON.stringify(events)).not.toContain('flood');
    // Activity names and finds each of them, alone and as the group.
    const activity = await json('/api/admin/activity?action=leads');
    expect(activity.entries.map((entry: { action: string; label: string }) => [entry.action, entry.label])).toEqual([
      ['leads.delete', 'Leads deleted'],
      ['leads.not_spam', 'Leads marked as not spam'],
      ['leads.spam', 'Leads marked as spam'],
    ]);
    expect((await json('/api/admin/activity?action=leads.not_spam')).entries).toHaveLength(1);
  });

  test('bad bulk requests are 400s that change nothing', async () => {
    const total = await direct('1 = 1');
    for (const body of [
      { action: 'burn', filters: {}, expectedCount: 1 },
      { action: 'spam', filters: { type: 'agent' }, expectedCount: 1 },
      { action: 'spam', filters: { search: ['a'] }, expectedCount: 1 },
      { action: 'spam', filters: 'all', expectedCount: 1 },
      { action: 'spam', filters: {}, expectedCount: 0 },
      { action: 'spam', filters: {}, expectedCount: '3' },
    ]) {
      const response = await bulk(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await direct('1 = 1')).toBe(total);
  });
});
