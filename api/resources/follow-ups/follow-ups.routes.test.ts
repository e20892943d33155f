import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import { nextStepColumns } from '../leads/next-step-input';
import { earliestNextStepDay } from '#contract/follow-ups/earliest-next-step-day';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { FollowUpItem, FollowUps } from '#contract/follow-ups/follow-up-api';
import { addStaff } from '../../test/add-staff';
import { insertLead, insertLeads } from '../../test/seed-rows';
import { sessionCookie, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// Next steps, and the dashboard's Due today and Overdue lists at the Accra day boundary.
// Africa/Accra keeps UTC all year: these instants are Accra's wall-clock times.
describe.each(TEST_DATABASES)('next steps and GET /api/admin/follow-ups on $name', (database) => {
  let app: TestApp;
  let clock = new Date('2026-06-05T23:59:00Z');
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const call = (path: string, as: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { Cookie: cookies[as]!, 'Content-Type': 'application/json', ...init.headers },
    });
  const setStep = async (lead: string, nextStep: unknown, as = 'esi') => {
    const response = await call(`/api/leads/${ids[lead]}`, as, { method: 'PATCH', body: JSON.stringify({ nextStep }) });
    expect(response.status, JSON.stringify(nextStep)).toBe(200);
    return ((await response.json()) as { lead: LeadRecord }).lead;
  };
  const followUps = async (as: string, scope = '') => {
    const response = await call(`/api/admin/follow-ups${scope && `?scope=${scope}`}`, as);
    expect(response.status).toBe(200);
    return ((await response.json()) as { followUps: FollowUps }).followUps;
  };
  const names = (items: FollowUpItem[]) => items.map((item) => item.name);
  // The desk's days lie before the real today, which PATCH refuses: they are written as PATCH would store them.
  const seedStep = (lead: string, step: { date: string; time?: string; text: string }) =>
    app.dataSource.getRepository(Lead).update({ id: ids[lead] }, nextStepColumns(step));

  beforeAll(async () => {
    app = await startTestApp(database, { outbox: { now: () => clock } });
    for (const [username, role] of [
      ['kofi', 'admin'],
      ['esi', 'user'],
      ['yaw', 'user'],
    ] as const) {
      ids[username] = (await addStaff(app.dataSource, { username, email: null, role })).id;
      cookies[username] = sessionCookie(await app.postJson('/api/admin/login', { username, password: TEST_PASSWORD }));
    }
    const owned = [
      ['today', 'esi'],
      ['morning', 'esi'],
      ['yesterday', 'esi'],
      ['tomorrow', 'esi'],
      ['kofis', 'kofi'],
      ['spam', 'esi'],
      ['nobodys', null],
    ] as const;
    for (const [name, owner] of owned) {
      ids[name] = (
        await insertLead(app.dataSource, {
          type: name === 'kofis' ? 'seller' : 'buyer',
          name,
          assignedToId: owner && ids[owner],
        })
      ).id;
    }
    await seedStep('today', { date: '2026-06-05', text: 'Call after 6 pm UK time' });
    await seedStep('morning', { date: '2026-06-05', time: '09:00', text: 'Send the brochure' });
    await seedStep('yesterday', { date: '2026-06-04', time: '23:59', text: 'Chase the deposit' });
    await seedStep('tomorrow', { date: '2026-06-06', text: 'Viewing' });
    await seedStep('kofis', { date: '2026-06-05', time: '23:59', text: 'Last call' });
    await seedStep('spam', { date: '2026-06-05', text: 'Spam' });
    await seedStep('nobodys', { date: '2026-06-01', text: 'Anyone' });
    await app.dataSource
      .getRepository(Lead)
      .update({ id: ids.spam }, { spamAt: new Date('2026-06-05T12:00:00Z'), spamByName: 'test' });
  });
  afterAll(() => app.close());

  test('a next step is stored as given in Accra time; a day without a time is its Accra midnight; null clears it', async () => {
    expect(
      (await setStep('tomorrow', { date: '2099-06-06', time: '18:30', text: '  Call after 6 pm UK time ' })).nextStep,
    ).toEqual({ at: '2099-06-06T18:30:00.000Z', hasTime: true, text: 'Call after 6 pm UK time' });
    expect((await setStep('tomorrow', { date: '2099-06-06', time: '', text: 'Viewing' })).nextStep).toEqual({
      at: '2099-06-06T00:00:00.000Z',
      hasTime: false,
      text: 'Viewing',
    });
    const cleared = await call(`/api/leads/${ids.nobodys}`, 'yaw', {
      method: 'PATCH',
      body: JSON.stringify({ nextStep: null }),
    });
    expect((await cleared.json()).lead.nextStep).toBeNull();
    expect((await setStep('nobodys', { date: '2099-06-01', text: 'Anyone' }, 'yaw')).nextStep?.at).toBe(
      '2099-06-01T00:00:00.000Z',
    );
    await seedStep('tomorrow', { date: '2026-06-06', text: 'Viewing' });
    await seedStep('nobodys', { date: '2026-06-01', text: 'Anyone' });
  });

  test('a next step dated before today in Accra is a 400 naming nextStep; today is taken; overdue steps stay', async () => {
    const today = earliestNextStepDay();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const date of [yesterday, '2026-06-04']) {
      const response = await call(`/api/leads/${ids.nobodys}`, 'yaw', {
        method: 'PATCH',
        body: JSON.stringify({ nextStep: { date, text: 'Too late' } }),
      });
      expect(response.status, date).toBe(400);
      expect((await response.json()).error.fields).toEqual({
        nextStep: 'Choose today or a later day: a next step cannot be in the past.',
      });
    }
    // The overdue step it had is untouched by the refusal, and by a change of something else.
    const status = await call(`/api/leads/${ids.yesterday}`, 'esi', {
      method: 'PATCH',
      body: JSON.stringify({ contactStatus: 'Contacted' }),
    });
    expect(status.status).toBe(200);
    expect((await status.json()).lead.nextStep).toEqual({
      at: '2026-06-04T23:59:00.000Z',
      hasTime: true,
      text: 'Chase the deposit',
    });
    expect((await setStep('nobodys', { date: today, text: 'Today' }, 'yaw')).nextStep?.at).toBe(
      `${today}T00:00:00.000Z`,
    );
    await seedStep('nobodys', { date: '2026-06-01', text: 'Anyone' });
  });

  test('a malformed next step is a 400 naming nextStep, and nothing changes', async () => {
    const bad = [
      { date: '2099-02-30', text: 'x' },
      { date: '5/6/2099', text: 'x' },
      { date: '2099-06-05', time: '24:00', text: 'x' },
      { date: '2099-06-05', time: '9:00', text: 'x' },
      { date: '2099-06-05', text: 'x'.repeat(201) },
      { date: '2099-06-05' },
      { date: '2099-06-05', text: 'a\u0000b' },
      'tomorrow',
      [],
      42,
    ];
    for (const nextStep of bad) {
      const response = await call(`/api/leads/${ids.today}`, 'esi', {
        method: 'PATCH',
        body: JSON.stringify({ nextStep }),
      });
      expect(response.status, JSON.stringify(nextStep)).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(['nextStep']);
    }
    expect((await (await call(`/api/leads/${ids.today}`, 'esi')).json()).lead.nextStep).toEqual({
      at: '2026-06-05T00:00:00.000Z',
      hasTime: false,
      text: 'Call after 6 pm UK time',
    });
  });

  test('at 23:59 Accra: today’s steps are due (a passed time is late), yesterday’s overdue, tomorrow’s neither; spam left out', async () => {
    clock = new Date('2026-06-05T23:59:00Z');
    const mine = await followUps('esi');
    expect([mine.scope, mine.today]).toEqual(['mine', '2026-06-05']);
    expect(names(mine.dueToday.items)).toEqual(['today', 'morning']);
    expect(mine.dueToday.items.map((item) => item.late)).toEqual([false, true]);
    expect(mine.dueToday.total).toBe(2);
    expect(mine.overdue).toEqual({
      total: 1,
      items: [
        {
          leadId: ids.yesterday,
          type: 'buyer',
          name: 'yesterday',
          nextStep: { at: '2026-06-04T23:59:00.000Z', hasTime: true, text: 'Chase the deposit' },
          late: false,
          owner: { id: ids.esi, username: 'esi' },
          timeZone: null,
        },
      ],
    });
    const kofis = await followUps('kofi');
    expect([names(kofis.dueToday.items), kofis.dueToday.items[0]!.late, names(kofis.overdue.items)]).toEqual([
      ['kofis'],
      false,
      [],
    ]);
  });

  test('at 00:00 Accra the next day: yesterday’s steps are overdue and the new day’s are due', async () => {
    clock = new Date('2026-06-06T00:00:00Z');
    const mine = await followUps('esi');
    expect(mine.today).toBe('2026-06-06');
    expect(names(mine.dueToday.items)).toEqual(['tomorrow']);
    expect(names(mine.overdue.items)).toEqual(['yesterday', 'today', 'morning']);
    expect(names((await followUps('kofi')).overdue.items)).toEqual(['kofis']);
  });

  test('admins may see everyone’s, with each owner (or none); a user asking for everyone’s is refused', async () => {
    clock = new Date('2026-06-05T23:59:00Z');
    const everyone = await followUps('kofi', 'everyone');
    expect(everyone.scope).toBe('everyone');
    expect(names(everyone.dueToday.items)).toEqual(['today', 'morning', 'kofis']);
    expect(names(everyone.overdue.items)).toEqual(['nobodys', 'yesterday']);
    expect(everyone.overdue.items.map((item) => item.owner)).toEqual([null, { id: ids.esi, username: 'esi' }]);
    const refused = await call('/api/admin/follow-ups?scope=everyone', 'esi');
    expect(refused.status).toBe(403);
    expect((await call('/api/admin/follow-ups?scope=all', 'kofi')).status).toBe(400);
    expect((await call('/api/admin/follow-ups', '')).status).toBe(401);
  });

  test('each list holds the first 50, soonest first, and counts them all', async () => {
    const backlog = Array.from({ length: 52 }, (_, index) => ({
      type: 'renter' as const,
      name: `old ${index}`,
      assignedToId: ids.yaw,
      nextStepAt: new Date(Date.UTC(2026, 4, 1, 0, index)),
      nextStepText: 'Old',
    }));
    await insertLeads(app.dataSource, backlog);
    const yaws = await followUps('yaw');
    expect(yaws.overdue.total).toBe(52);
    expect(yaws.overdue.items).toHaveLength(50);
    expect([yaws.overdue.items[0]!.name, yaws.overdue.items[49]!.name]).toEqual(['old 0', 'old 49']);
    expect((await followUps('kofi', 'everyone')).overdue.total).toBe(54);
  });
});
