import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import type { LeadRecord } from '#contract/leads/leads-api';
import { buildLead } from '../../test/factories';
import { insertLead } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// A lead's own time zone, from its phone's country: kept at intake, moved by a corrected phone, gone with an erasure;
// and a next step set in their time, stored as the instant and never on a day already gone where they are.
describe.each(TEST_DATABASES)('a lead’s time zone on $name', (database) => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  // 03:00 on 4 December in Accra: still the 3rd in New York (22:00), already the afternoon in Sydney.
  let clock = new Date('2026-12-04T03:00:00Z');
  let run = 0;

  const send = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: admin.cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const read = async (id: number): Promise<LeadRecord> => (await (await send('GET', `/api/leads/${id}`)).json()).lead;
  const stored = (id: number) => app.dataSource.getRepository(Lead).findOneByOrFail({ id });
  async function postLead(countryCode: string, phone: string): Promise<LeadRecord> {
    run += 1;
    const email = `tz${run}-${database.name}@example.com`;
    const response = await app.postJson('/api/buyers', buildLead({ email, phone, countryCode }));
    expect(response.status, await response.clone().text()).toBe(201);
    const row = await app.dataSource.getRepository(Lead).findOneByOrFail({ emailKey: email });
    return read(row.id);
  }
  const setStep = (id: number, nextStep: unknown) => send('PATCH', `/api/leads/${id}`, { nextStep });

  beforeAll(async () => {
    app = await startTestApp(database, { outbox: { now: () => clock } });
    admin = await signIn(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  test('the join form’s number gives the lead its zone, a capital’s said to be one', async () => {
    const london = await postLead('+44', '020 7946 0958');
    expect(london.timeZone).toEqual({ name: 'Europe/London', label: 'London', capitalOf: null });
    const washington = await postLead('+1', '(202) 555-0100');
    expect(washington.timeZone).toEqual({ name: 'America/New_York', label: 'Washington', capitalOf: 'United States' });
    expect(await stored(washington.id)).toMatchObject({ timeZone: 'America/New_York', timeZoneIsCapital: true });
    const toronto = await postLead('+1', '416 555 0199');
    expect(toronto.timeZone).toEqual({ name: 'America/Toronto', label: 'Ottawa', capitalOf: 'Canada' });
    expect((await postLead('+233', '024 455 6677')).timeZone?.name).toBe('Africa/Accra');
  });

  test('a corrected phone moves the zone with it; an erasure takes it away', async () => {
    const lead = await postLead('+1', '(202) 555-0101');
    const corrected = await send('PATCH', `/api/leads/${lead.id}/contact`, {
      countryCode: '+233',
      phone: '020 123 4567',
    });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    expect((await corrected.json()).lead.timeZone).toEqual({ name: 'Africa/Accra', label: 'Accra', capitalOf: null });
    expect(await stored(lead.id)).toMatchObject({ timeZone: 'Africa/Accra', timeZoneIsCapital: false });

    const erased = await send('POST', '/api/people/erase', { contact: lead.email, confirmation: lead.email });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect((await read(lead.id)).timeZone).toBeNull();
    expect(await stored(lead.id)).toMatchObject({ timeZone: null, timeZoneIsCapital: false });
  });

  test('a next step in their time is stored as the instant it is there, on their today though Accra’s is later', async () => {
    clock = new Date('2026-12-04T03:00:00Z');
    const lead = await postLead('+1', '(202) 555-0102');
    const response = await setStep(lead.id, { date: '2026-12-03', time: '23:00', text: 'Call back', inLeadZone: true });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()).lead.nextStep).toEqual({
      at: '2026-12-04T04:00:00.000Z',
      hasTime: true,
      text: 'Call back',
    });
    // The dashboard's Due today carries the lead's zone, to say the step in their time too.
    const followUps = (await (await send('GET', '/api/admin/follow-ups?scope=everyone')).json()).followUps;
    expect(followUps.dueToday.items.find((item: { leadId: number }) => item.leadId === lead.id)).toMatchObject({
      nextStep: { at: '2026-12-04T04:00:00.000Z' },
      timeZone: { name: 'America/New_York', label: 'Washington', capitalOf: 'United States' },
    });
    // London in summer is an hour ahead of Accra: 18:00 there is 17:00 UTC.
    const london = await postLead('+44', '020 7946 0959');
    const summer = await setStep(london.id, {
      date: '2027-06-10',
      time: '18:00',
      text: 'Viewing call',
      inLeadZone: true,
    });
    expect((await summer.json()).lead.nextStep.at).toBe('2027-06-10T17:00:00.000Z');
    // In Accra time (inLeadZone false or left out) the same fields are Accra's clock.
    const accra = await setStep(london.id, {
      date: '2027-06-10',
      time: '18:00',
      text: 'Viewing call',
      inLeadZone: false,
    });
    expect((await accra.json()).lead.nextStep.at).toBe('2027-06-10T18:00:00.000Z');
  });

  test('a day already gone where they are is refused, though it is not gone in Accra; nothing changes', async () => {
    // 20:00 on 3 December in Accra is 07:00 on the 4th in Sydney: the 3rd is over there.
    clock = new Date('2026-12-03T20:00:00Z');
    const lead = await postLead('+61', '0412 345 678');
    expect(lead.timeZone).toMatchObject({ name: 'Australia/Sydney', capitalOf: 'Australia' });
    const gone = await setStep(lead.id, { date: '2026-12-03', time: '18:00', text: 'Too late', inLeadZone: true });
    expect(gone.status).toBe(400);
    expect((await gone.json()).error.fields).toEqual({
      nextStep: 'Choose today or a later day: a next step cannot be in the past.',
    });
    expect((await read(lead.id)).nextStep).toBeNull();
    const today = await setStep(lead.id, { date: '2026-12-04', time: '09:00', text: 'Morning', inLeadZone: true });
    expect((await today.json()).lead.nextStep.at).toBe('2026-12-03T22:00:00.000Z');
  });

  test('their time needs a zone known and a time of day; a bad value is a 400 naming nextStep', async () => {
    clock = new Date('2026-12-04T03:00:00Z');
    // A lead from before numbers were checked, whose number could not be read: no zone.
    const unread = await insertLead(app.dataSource, { type: 'buyer', phone: 'call me', phoneE164: null });
    const noZone = await setStep(unread.id, { date: '2026-12-10', time: '10:00', text: 'Call', inLeadZone: true });
    expect(noZone.status).toBe(400);
    expect((await noZone.json()).error.fields).toEqual({
      nextStep: "This lead's time zone is not known (their number does not tell it): give the time in Accra time.",
    });
    expect((await setStep(unread.id, { date: '2099-12-10', time: '10:00', text: 'Call' })).status).toBe(200);

    const lead = await postLead('+44', '020 7946 0960');
    for (const nextStep of [
      { date: '2026-12-10', text: 'No time', inLeadZone: true },
      { date: '2026-12-10', time: '', text: 'No time', inLeadZone: true },
      { date: '2026-12-10', time: '10:00', text: 'x', inLeadZone: 'yes' },
      { date: '2026-12-10', time: '10:00', text: 'x', inLeadZone: 1 },
      { date: '2026-12-10', time: '10:00', text: 'x', inLeadZone: null },
    ]) {
      const response = await setStep(lead.id, nextStep);
      expect(response.status, JSON.stringify(nextStep)).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(['nextStep']);
    }
    expect((await read(lead.id)).nextStep).toBeNull();
  });
});
