import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CallableLead, CallableNowPage } from '#contract/leads/callable-now-api';
import { timeZoneOfPhone } from '../../platform/phones/phone-time-zone';
import { insertLeads, type LeadFixture } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const PHONES = { london: '+442079460958', newYork: '+12125550100', accra: '+233244556677', sydney: '+61412345678' };
type Place = keyof typeof PHONES;

// Callable now at injected times: leads in London, New York, Accra and Sydney, with and without a first contact
// or a due step, open and closed, the agent's and others'.
describe.each(TEST_DATABASES)('GET /api/leads/callable-now on $name', (database) => {
  let app: TestApp;
  // Thursday 3 December 2026, noon in Accra and London; 07:00 in New York; 23:00 in Sydney.
  let clock = new Date('2026-12-03T12:00:00Z');
  const users: Record<string, Awaited<ReturnType<typeof signIn>>> = {};
  let minute = 0;

  const list = async (as: string, query = ''): Promise<CallableNowPage> => {
    const response = await app.request(`/api/leads/callable-now${query}`, { headers: { Cookie: users[as]!.cookie } });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const names = async (as: string) => (await list(as)).leads.map((lead) => lead.name);
  /** Leads of `owner` arriving a minute apart, in the order given: the list is oldest first. */
  const seed = (owner: string | null, leads: Array<Partial<LeadFixture> & { name: string; place?: Place | null }>) =>
    insertLeads(
      app.dataSource,
      leads.map(({ place = 'london', ...lead }) => {
        const phoneE164 = place && PHONES[place];
        return {
          type: 'buyer',
          createdAt: new Date(Date.UTC(2026, 10, 1) + ++minute * 60_000).toISOString(),
          assignedToId: owner === null ? null : users[owner]!.user.id,
          phoneE164,
          ...timeZoneOfPhone(phoneE164),
          ...lead,
        };
      }),
    );
  const contacted = new Date('2026-11-20T10:00:00Z');

  beforeAll(async () => {
    app = await startTestApp(database, { outbox: { now: () => clock } });
    for (const name of ['agent', 'other', 'busy']) users[name] = await signIn(app, { role: 'user' });
    users.admin = await signIn(app, { role: 'admin' });
    const [merged] = await seed('other', [{ name: 'other’s lead' }]);
    await seed('agent', [
      { name: 'London, new' },
      { name: 'New York, new', place: 'newYork' },
      { name: 'Accra, new', place: 'accra' },
      { name: 'Sydney, new', place: 'sydney' },
      { name: 'London, step due', firstContactedAt: contacted, nextStepAt: new Date('2026-12-03T11:00:00Z') },
      { name: 'London, step later', firstContactedAt: contacted, nextStepAt: new Date('2026-12-03T15:00:00Z') },
      { name: 'London, contacted', firstContactedAt: contacted },
      { name: 'London, new, step due', nextStepAt: new Date('2026-12-02T09:00:00Z'), nextStepHasTime: true },
      { name: 'London, qualified', leadStatus: 'Qualified' },
      { name: 'London, not interested', leadStatus: 'Not Interested' },
      { name: 'London, converted', leadStatus: 'Converted' },
      { name: 'London, spam', spamAt: new Date('2026-11-21T10:00:00Z') },
      { name: 'London, erased', erasedAt: new Date('2026-11-21T10:00:00Z') },
      { name: 'London, merged', mergedIntoId: merged!.id },
      { name: 'No zone', place: null },
    ]);
    await seed(null, [{ name: 'nobody’s' }]);
  });
  afterAll(() => app.close());

  test('at noon in Accra: the agent’s own open leads to call, in London and Accra, oldest first', async () => {
    clock = new Date('2026-12-03T12:00:00Z');
    expect(await names('agent')).toEqual([
      'London, new',
      'Accra, new',
      'London, step due',
      'London, new, step due',
      'London, qualified',
    ]);
    expect(await names('other')).toEqual(['other’s lead']);
    // An admin's own list is their own leads too: none.
    expect((await list('admin')).leads).toEqual([]);
  });

  test('each says why it is there, with its zone, phone and next step', async () => {
    clock = new Date('2026-12-03T12:00:00Z');
    const page = await list('agent');
    expect([page.total, page.totalCapped, page.nextCursor]).toEqual([5, false, null]);
    const byName = new Map(page.leads.map((lead) => [lead.name, lead]));
    expect(byName.get('London, new, step due')).toEqual({
      id: expect.any(Number),
      type: 'buyer',
      name: 'London, new, step due',
      phoneE164: PHONES.london,
      phoneReadable: null,
      timeZone: { name: 'Europe/London', label: 'London', capitalOf: null },
      reasons: ['no-first-touch', 'next-step-due'],
      nextStep: { at: '2026-12-02T09:00:00.000Z', hasTime: true, text: '' },
      createdAt: expect.any(String),
    } satisfies CallableLead);
    expect(byName.get('London, step due')!.reasons).toEqual(['next-step-due']);
    expect(byName.get('Accra, new')!.reasons).toEqual(['no-first-touch']);
  });

  test('as the day turns: New York joins at its 08:00, London and Accra leave at their 20:00, Sydney is next morning', async () => {
    clock = new Date('2026-12-03T13:00:00Z');
    expect(await names('agent')).toContain('New York, new');
    clock = new Date('2026-12-03T12:59:00Z');
    expect(await names('agent')).not.toContain('New York, new');
    // 15:00 UTC: the later step is due now, too.
    clock = new Date('2026-12-03T15:00:00Z');
    expect(await names('agent')).toEqual([
      'London, new',
      'New York, new',
      'Accra, new',
      'London, step due',
      'London, step later',
      'London, new, step due',
      'London, qualified',
    ]);
    clock = new Date('2026-12-03T20:00:00Z');
    expect(await names('agent')).toEqual(['New York, new']);
    // 21:00 UTC is 08:00 on Friday in Sydney; 01:00 UTC is 20:00 in New York, over there.
    clock = new Date('2026-12-03T21:00:00Z');
    expect(await names('agent')).toEqual(['New York, new', 'Sydney, new']);
    clock = new Date('2026-12-04T01:00:00Z');
    expect(await names('agent')).toEqual(['Sydney, new']);
  });

  test('pages of 50 oldest first with a cursor for the user alone; totals over every page', async () => {
    clock = new Date('2026-12-03T12:00:00Z');
    await seed(
      'busy',
      Array.from({ length: 60 }, (_, index) => ({ name: `busy ${String(index).padStart(2, '0')}` })),
    );
    const first = await list('busy');
    expect(first.leads).toHaveLength(50);
    expect([first.leads[0]!.name, first.leads[49]!.name, first.total]).toEqual(['busy 00', 'busy 49', 60]);
    const second = await list('busy', `?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.leads.map((lead) => lead.name)).toEqual(Array.from({ length: 10 }, (_, i) => `busy ${50 + i}`));
    expect([second.nextCursor, second.total]).toEqual([null, 60]);
    expect((await list('busy', '?limit=7')).leads).toHaveLength(7);

    // Another user's cursor, a made-up one or a bad limit: a 400 naming it.
    const theirs = await app.request(`/api/leads/callable-now?cursor=${encodeURIComponent(first.nextCursor!)}`, {
      headers: { Cookie: users.agent!.cookie },
    });
    expect(theirs.status).toBe(400);
    expect(Object.keys((await theirs.json()).error.fields)).toEqual(['cursor']);
    for (const query of ['?cursor=abc.def', '?limit=0', '?limit=201', '?limit=x']) {
      const response = await app.request(`/api/leads/callable-now${query}`, {
        headers: { Cookie: users.busy!.cookie },
      });
      expect(response.status, query).toBe(400);
    }
  });

  test('needs a session', async () => {
    expect((await app.request('/api/leads/callable-now')).status).toBe(401);
  });
});
