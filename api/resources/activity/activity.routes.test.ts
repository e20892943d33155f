import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { xlsxRows } from '../../test/xlsx-rows';
import { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { auditActorKey } from '../../platform/db/record-audit';
import type { ActivityEntry, ActivityPage } from '#contract/activity/activity-api';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('/api/admin/activity on $name', (database) => {
  let app: TestApp;
  let admin: { cookie: string; user: { id: number; username: string } };
  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await signIn(app, { role: 'admin', username: 'Activity.Admin' });
  });
  afterAll(() => app.close());

  const get = (path: string, cookie: string | null = admin.cookie) =>
    app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  const list = async (query: string): Promise<ActivityPage> => {
    const response = await get(`/api/admin/activity${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ActivityPage;
  };
  /** Entries written straight into the table, at chosen times, by chosen names. */
  const seed = (rows: Array<{ at: string; name: string; action: string; details?: Record<string, unknown> }>) =>
    app.dataSource.getRepository(AuditEvent).insert(
      rows.map(({ at, name, action, details = {} }) => ({
        occurredAt: new Date(at),
        actorId: null,
        actorName: name,
        actorKey: auditActorKey(name),
        action,
        details: details as never,
      })),
    );

  test.each(['/api/admin/activity', '/api/admin/activity/export.csv', '/api/admin/activity/export.xlsx'])(
    '%s answers 401 without a session and 403 for the user role',
    async (path) => {
      const anonymous = await get(path, null);
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.code).toBe('unauthenticated');
      const user = await signIn(app, { role: 'user' });
      const forbidden = await get(path, user.cookie);
      expect(forbidden.status).toBe(403);
      expect((await forbidden.json()).error.code).toBe('forbidden');
    },
  );

  test('entries newest first with their label, filtered by action, by group, by who (any case) and by Accra days', async () => {
    await seed([
      {
        at: '2026-03-01T00:00:00.000Z',
        name: 'Kojo',
        action: 'user.created',
        details: { userId: 90, username: 'a', role: 'user' },
      },
      {
        at: '2026-03-01T23:59:59.999Z',
        name: 'kojo',
        action: 'user.deleted',
        details: { userId: 90, username: 'a', role: 'user' },
      },
      { at: '2026-03-02T00:00:00.000Z', name: 'Esi', action: 'sign_in.failed', details: {} },
      { at: '2026-02-28T23:59:59.999Z', name: 'Esi', action: 'sign_in.succeeded', details: {} },
    ]);
    const kojo = await list('?actor=KOJO');
    expect(kojo.entries.map((entry) => entry.action)).toEqual(['user.deleted', 'user.created']);
    expect(kojo.entries[0]).toEqual({
      id: expect.any(Number),
      occurredAt: '2026-03-01T23:59:59.999Z',
      actorId: null,
      actorName: 'kojo',
      action: 'user.deleted',
      label: 'User deleted',
      details: { userId: 90, username: 'a', role: 'user' },
    } satisfies ActivityEntry);
    expect(kojo).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });

    const day = await list('?from=2026-03-01&to=2026-03-01');
    expect(day.entries.map((entry) => entry.occurredAt)).toEqual([
      '2026-03-01T23:59:59.999Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect((await list('?action=sign_in.failed')).entries.map((entry) => entry.actorName)).toEqual(['Esi']);
    expect((await list('?action=sign_in&actor=esi')).entries.map((entry) => entry.action)).toEqual([
      'sign_in.failed',
      'sign_in.succeeded',
    ]);
    expect((await list('?action=user.created&actor=esi')).entries).toEqual([]);
    expect((await list('?to=2026-02-28')).entries.map((entry) => entry.action)).toEqual(['sign_in.succeeded']);
  });

  test.each([
    ['?action=user.exploded', 'action'],
    ['?action=sign', 'action'],
    ['?from=yesterday', 'from'],
    ['?to=2026-02-30', 'to'],
    ['?from=2026-03-02&to=2026-03-01', 'to'],
    ['?actor=' + 'x'.repeat(65), 'actor'],
    ['?actor=a%00b', 'actor'],
    ['?action=user.created&action=user.deleted', 'action'],
  ])('a bad filter (%s) is a 400 naming %s', async (query, field) => {
    for (const path of ['/api/admin/activity', '/api/admin/activity/export.csv']) {
      const response = await get(path + query);
      expect(response.status, path + query).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toEqual([field]);
    }
  });

  test('the list refuses a bad page size; the export has none', async () => {
    expect((await (await get('/api/admin/activity?limit=0')).json()).error.fields).toEqual({
      limit: 'Use a limit from 1 to 200.',
    });
    expect((await get('/api/admin/activity/export.csv?limit=0')).status).toBe(200);
  });

  test('pages of `limit` follow each other without repeats or gaps, ties broken by id; a cursor holds only for its filters', async () => {
    const at = '2026-04-10T12:00:00.000Z';
    await seed(
      Array.from({ length: 7 }, (_, index) => ({
        at,
        name: 'pager',
        action: index % 2 ? 'lead.spam' : 'lead.delete',
        details: { leadId: index },
      })),
    );
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: ActivityPage = await list(
        `?actor=pager&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.total).toBe(7);
      seen.push(...page.entries.map((entry) => entry.details.leadId as number));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0]);
    const first = await list('?actor=pager&limit=3');
    const elsewhere = await get(
      `/api/admin/activity?actor=someone&limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error.fields.cursor).toContain('not valid');
  });

  test('the CSV: When in Accra, Who, Action and readable Details, formula-safe, and the export is itself recorded', async () => {
    await seed([
      {
        at: '2026-05-05T09:08:07.000Z',
        name: '=cmd',
        action: 'user.changed',
        details: { userId: 5, username: '+kofi', fields: ['email', 'username'] },
      },
      {
        at: '2026-05-05T10:00:00.000Z',
        name: '=cmd',
        action: 'export.leads',
        details: { type: 'buyer', filters: { leadStatus: 'New', search: '(a search, not kept)' }, rows: 12 },
      },
    ]);
    const response = await get('/api/admin/activity/export.csv?actor=%3Dcmd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(
      '\uFEFFWhen (Accra),Who,Action,Details\r\n' +
        '2026-05-05 10:00:00,\'=cmd,Leads exported,"type: buyer; filters: leadStatus New, search (a search, not kept); rows: 12"\r\n' +
        '2026-05-05 09:08:07,\'=cmd,User changed,"userId: 5; username: +kofi; fields: email, username"\r\n',
    );
    // Recorded once the stream ended, with its filters and rows.
    await expect
      .poll(async () => (await list('?action=export.activity')).entries[0]?.details)
      .toEqual({ filters: { actor: '=cmd' }, rows: 2 });
    expect((await list('?action=export.activity')).entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: 'Activity.Admin',
      label: 'Activity exported',
    });
  });

  test('the XLSX beside it: the same rows as text cells, no apostrophe needed, recorded as the CSV', async () => {
    const response = await get('/api/admin/activity/export.xlsx?actor=%3Dcmd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['When (Accra)', 'Who', 'Action'],
      ['2026-05-05 10:00:00', '=cmd', 'Leads exported'],
      ['2026-05-05 09:08:07', '=cmd', 'User changed'],
    ]);
    await expect
      .poll(async () => (await list('?action=export.activity')).entries[0]?.details)
      .toEqual({ filters: { actor: '=cmd' }, rows: 2 });
  });

  test('an empty result is a header-only file', async () => {
    const response = await get('/api/admin/activity/export.csv?actor=nobody-at-all');
    expect(response.status).toBe(200);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe(
      '\uFEFFWhen (Accra),Who,Action,Details\r\n',
    );
  });
});
