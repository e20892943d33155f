import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import type { LeadRecord } from '#contract/leads/leads-api';
import { addStaff } from '../../test/add-staff';
import { insertLead } from '../../test/seed-rows';
import { sessionCookie, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// The "Assigned to" filter on the lists, counts, exports and bulk actions; deleting a user unassigns their leads.
describe.each(TEST_DATABASES)('the assignedTo filter on $name', (database) => {
  let app: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const call = (path: string, as: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { Cookie: cookies[as]!, 'Content-Type': 'application/json', ...init.headers },
    });
  const json = async (path: string, as = 'esi', init: RequestInit = {}) => {
    const response = await call(path, as, init);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const listed = async (path: string, as = 'esi', key = 'leads') => {
    const body = await json(path, as);
    return { ids: (body[key] as LeadRecord[]).map((lead) => lead.id), total: body.total as number };
  };
  const named = (...names: string[]) => names.map((name) => ids[name]);

  beforeAll(async () => {
    app = await startTestApp(database);
    for (const [username, role] of [
      ['kofi', 'admin'],
      ['esi', 'user'],
      ['yaw', 'user'],
    ] as const) {
      ids[username] = (await addStaff(app.dataSource, { username, email: null, role })).id;
      cookies[username] = sessionCookie(await app.postJson('/api/admin/login', { username, password: TEST_PASSWORD }));
    }
    const lead = async (
      name: string,
      type: Lead['type'],
      createdAt: string,
      owner: string | null,
      extra: Record<string, unknown> = {},
    ) => {
      ids[name] = (await insertLead(app.dataSource, { type, name: `${name} Mensah`, createdAt, ...extra })).id;
      // Assigned after the insert, as staff do: PostgreSQL's search copy follows the update.
      if (owner) await app.dataSource.getRepository(Lead).update({ id: ids[name] }, { assignedToId: ids[owner] });
    };
    await lead('b1', 'buyer', '2026-06-05T10:00:00Z', 'esi');
    await lead('b2', 'buyer', '2026-06-05T11:00:00Z', 'kofi');
    await lead('b3', 'buyer', '2026-06-05T12:00:00Z', null);
    await lead('b4', 'buyer', '2026-06-05T13:00:00Z', 'esi', {
      spamAt: new Date('2026-06-06T00:00:00Z'),
      spamByName: 'test',
    });
    await lead('s1', 'seller', '2026-06-04T09:00:00Z', 'esi');
    await lead('r1', 'renter', '2026-06-03T09:00:00Z', null);
  });
  afterAll(() => app.close());

  test('me is the signed-in user; unassigned is nobody; a user id is that user: on every list, with its total and count', async () => {
    expect(await listed('/api/leads?assignedTo=me')).toEqual({ ids: named('b1', 's1'), total: 2 });
    expect(await listed('/api/leads?assignedTo=me', 'kofi')).toEqual({ ids: named('b2'), total: 1 });
    expect(await listed('/api/leads?assignedTo=me', 'yaw')).toEqual({ ids: [], total: 0 });
    expect(await listed('/api/leads?assignedTo=unassigned')).toEqual({ ids: named('b3', 'r1'), total: 2 });
    expect(await listed(`/api/leads?assignedTo=${ids.kofi}`)).toEqual({ ids: named('b2'), total: 1 });
    expect(await listed('/api/buyers?assignedTo=me', 'esi', 'buyers')).toEqual({ ids: named('b1'), total: 1 });
    expect(await listed('/api/buyers?assignedTo=unassigned', 'esi', 'buyers')).toEqual({ ids: named('b3'), total: 1 });
    expect(await listed('/api/sellers?assignedTo=unassigned', 'esi', 'sellers')).toEqual({ ids: [], total: 0 });
    expect(await listed('/api/leads?assignedTo=me&spam=true')).toEqual({ ids: named('b4'), total: 1 });
    expect(await listed('/api/leads?assignedTo=me&from=2026-06-05')).toEqual({ ids: named('b1'), total: 1 });
    expect(await json('/api/leads/count?assignedTo=me')).toEqual({ count: 2 });
    expect(await json('/api/leads/count?assignedTo=unassigned&type=buyer')).toEqual({ count: 1 });
    // Each record names its owner.
    const page = await json('/api/leads?assignedTo=me');
    expect(page.leads.map((lead: LeadRecord) => lead.assignedTo)).toEqual([
      { id: ids.esi, username: 'esi' },
      { id: ids.esi, username: 'esi' },
    ]);
  });

  test('with a search: the search reads the owner too (PostgreSQL: its narrow copy of the leads)', async () => {
    expect(await listed('/api/leads?assignedTo=me&search=mensah')).toEqual({ ids: named('b1', 's1'), total: 2 });
    expect(await listed('/api/leads?assignedTo=unassigned&search=b3%20mensah')).toEqual({ ids: named('b3'), total: 1 });
    expect(await listed('/api/buyers?assignedTo=me&search=mens', 'esi', 'buyers')).toEqual({
      ids: named('b1'),
      total: 1,
    });
    expect(await listed(`/api/leads?assignedTo=${ids.kofi}&search=b1`)).toEqual({ ids: [], total: 0 });
  });

  test('pages of a filtered list follow on with their cursor', async () => {
    const first = await json('/api/leads?assignedTo=me&limit=1');
    expect(first.leads.map((lead: LeadRecord) => lead.id)).toEqual(named('b1'));
    const second = await json(`/api/leads?assignedTo=me&limit=1&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect([second.leads.map((lead: LeadRecord) => lead.id), second.nextCursor]).toEqual([named('s1'), null]);
  });

  test('the export and the bulk actions take the filter', async () => {
    const csv = await (await call('/api/buyers/export.csv?assignedTo=me', 'esi')).text();
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect(csv).toContain('b1 Mensah');
    const filters = { type: 'buyer', assignedTo: 'me' };
    expect(
      await json('/api/leads/bulk', 'esi', {
        method: 'POST',
        body: JSON.stringify({ action: 'spam', filters, expectedCount: 1 }),
      }),
    ).toEqual({ action: 'spam', affected: 1 });
    expect((await json(`/api/leads/${ids.b1}`)).lead.spam).not.toBeNull();
    expect(
      await json('/api/leads/bulk', 'esi', {
        method: 'POST',
        body: JSON.stringify({ action: 'not-spam', filters: { ...filters, spam: 'true' }, expectedCount: 2 }),
      }),
    ).toEqual({ action: 'not-spam', affected: 2 });
    expect(await listed('/api/buyers?assignedTo=me', 'esi', 'buyers')).toEqual({ ids: named('b4', 'b1'), total: 2 });
    await app.dataSource.getRepository(Lead).update({ id: ids.b4 }, { spamAt: new Date(), spamByName: 'test' });
  });

  test('anything but me, unassigned or an id is a 400 naming assignedTo', async () => {
    for (const bad of ['bob', '0', '-1', 'ME ', '1.5']) {
      const response = await call(`/api/leads?assignedTo=${encodeURIComponent(bad)}`, 'esi');
      expect(response.status, bad).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(['assignedTo']);
    }
  });

  if (database.name === 'sqlite') {
    /**
     * The plans of the page statement and of the row count a list
     * call ran (EXPLAIN QUERY PLAN), as its statements were written.
     */
    async function plansOf(path: string): Promise<{ page: string; count: string | undefined }> {
      const driver = app.dataSource.driver;
      const escape = driver.escapeQueryWithParameters.bind(driver);
      const statements: Array<[string, unknown[]]> = [];
      driver.escapeQueryWithParameters = (...args) => {
        const escaped = escape(...args);
        statements.push(escaped as [string, unknown[]]);
        return escaped;
      };
      try {
        await json(path);
      } finally {
        driver.escapeQueryWithParameters = escape;
      }
      const db = (driver as unknown as { databaseConnection: Database.Database }).databaseConnection;
      const plan = (statement: [string, unknown[]] | undefined) =>
        statement &&
        db
          .prepare(`EXPLAIN QUERY PLAN ${statement[0]}`)
          .all(...statement[1])
          .map((row) => (row as { detail: string }).detail)
          .join('\n');
      const owned = statements.filter(([sql]) => sql.includes('"assignedToId"'));
      return {
        page: plan(owned.find(([sql]) => sql.includes('ORDER BY')))!,
        count: plan(owned.find(([sql]) => sql.includes('COUNT(*)'))),
      };
    }

    test("SQLite reads an owner's leads through IDX_leads_list_type_assignedTo, with a type or without, never sorting a list (EXPLAIN QUERY PLAN)", async () => {
      const typed = await plansOf('/api/buyers?assignedTo=me&limit=2');
      expect(typed.page).toMatch(/USING (COVERING )?INDEX IDX_leads_list_type_assignedTo/);
      expect(typed.page).not.toContain('TEMP B-TREE');
      expect(typed.count).toMatch(/USING (COVERING )?INDEX IDX_leads_list_type_assignedTo/);
      // Without a type: a user's few leads probed per type (their sort is of those few), their count too.
      const mine = await plansOf('/api/leads?assignedTo=me&limit=2');
      expect(mine.page).toMatch(/USING (COVERING )?INDEX IDX_leads_list_type_assignedTo/);
      expect(mine.count).toMatch(/USING (COVERING )?INDEX IDX_leads_list_type_assignedTo/);
      // The unassigned, most leads: the page walks the list newest first; the count probes the owner index per type.
      const nobodys = await plansOf('/api/leads?assignedTo=unassigned&limit=2');
      expect(nobodys.page).toMatch(/USING (COVERING )?INDEX IDX_leads_list\b/);
      expect(nobodys.page).not.toContain('TEMP B-TREE');
      expect(nobodys.count).toMatch(/USING (COVERING )?INDEX IDX_leads_list_type_assignedTo/);
    });
  }

  test('deleting a user leaves their leads unassigned: they show as Unassigned and match the filter', async () => {
    const response = await call(`/api/admin/users/${ids.esi}`, 'kofi', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect((await json(`/api/leads/${ids.b1}`, 'kofi')).lead.assignedTo).toBeNull();
    expect(await listed('/api/leads?assignedTo=unassigned', 'kofi')).toEqual({
      ids: named('b3', 'b1', 's1', 'r1'),
      total: 4,
    });
    expect(await listed(`/api/leads?assignedTo=${ids.esi}`, 'kofi')).toEqual({ ids: [], total: 0 });
    expect(await listed('/api/leads?assignedTo=unassigned&search=mensah', 'kofi')).toEqual({
      ids: named('b3', 'b1', 's1', 'r1'),
      total: 4,
    });
    expect(await app.dataSource.getRepository(Lead).countBy({ assignedToId: ids.esi })).toBe(0);
    expect(await listed('/api/leads?assignedTo=me', 'kofi')).toEqual({ ids: named('b2'), total: 1 });
  });
});
