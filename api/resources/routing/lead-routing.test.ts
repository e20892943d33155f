import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { assignmentText } from '#contract/lead-notes/assignment-text';
import type { AssignmentEntry, TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import type { RoutingRule } from '#contract/routing/routing-api';
import type { WorkingPeriod } from '#contract/routing/working-hours';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadChase } from '../../platform/db/entities/LeadChase';
import { addStaff } from '../../test/add-staff';
import { buildLead } from '../../test/factories';
import { putRules, routingRule, setAvailability } from '../../test/routing';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

// Accra is UTC all year, so these instants are Accra's wall-clock times. 2026-11-30 is a Monday.
const weekdays = (start: string, end: string): WorkingPeriod[] =>
  ([1, 2, 3, 4, 5] as const).map((day) => ({ day, start, end }));
const ALWAYS = { workingHours: null, away: false };
const UK_PHONE = { countryCode: '+44', phone: '020 7946 0958' };

describe.each(TEST_DATABASES)('routing new leads on $name', (database) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  let clock = new Date('2026-11-30T10:00:00Z');
  const agents: Record<'ama' | 'kofi' | 'esi', number> = { ama: 0, kofi: 0, esi: 0 };
  let sent = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(database, { config: { smtpUrl: smtp.url }, outbox: { now: () => clock, pollMs: 0 } });
    admin = (await signIn(app, { role: 'admin', username: 'router' })).cookie;
    for (const name of ['ama', 'kofi', 'esi'] as const)
      agents[name] = (await addStaff(app.dataSource, { username: name, email: `${name}@example.com` })).id;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  afterEach(async () => {
    clock = new Date('2026-11-30T10:00:00Z');
    for (const id of Object.values(agents)) await setAvailability(app, id, ALWAYS);
  });

  const rules = async (list: RoutingRule[]) => expect((await putRules(app, admin, list)).status).toBe(200);
  /** Posts a lead through the join form and answers it as stored. */
  const post = async (type: 'buyer' | 'seller' | 'renter', fields: Record<string, unknown> = {}): Promise<Lead> => {
    const email = `visitor${++sent}@routing.example`;
    expect((await app.postJson(`/api/${type}s`, buildLead({ email, ...fields }))).status).toBe(201);
    return app.dataSource.getRepository(Lead).findOneByOrFail({ email });
  };
  const ownerName = async (lead: Lead) => {
    const response = await app.request(`/api/leads/${lead.id}`, { headers: { Cookie: admin } });
    return ((await response.json()).lead.assignedTo?.username as string | undefined) ?? null;
  };
  const owners = async (leads: Lead[]) => Promise.all(leads.map(ownerName));
  const postMany = async (count: number) => {
    const leads: Lead[] = [];
    for (let n = 0; n < count; n++) leads.push(await post('buyer'));
    return owners(leads);
  };
  const assignments = async (lead: Lead) => {
    const response = await app.request(`/api/leads/${lead.id}/timeline`, { headers: { Cookie: admin } });
    const { timeline } = (await response.json()) as { timeline: TimelineEntry[] };
    return timeline.filter((entry): entry is AssignmentEntry => entry.kind === 'assignment');
  };
  const mailTo = (address: string, subject: string): ParsedMail[] =>
    smtp.messages.filter(
      (mail, index) => smtp.recipients[index]!.includes(address) && (mail.subject ?? '').startsWith(subject),
    );

  test('each condition, in order, the catch-all last; a lead no rule takes stays unassigned', async () => {
    await rules([
      routingRule('Abroad buyers', [agents.ama], { leadTypes: ['buyer'], abroad: true }),
      routingRule('Kumasi', [agents.kofi], { regions: ['kumasi'] }),
      routingRule('Facebook', [agents.esi], { sources: ['Facebook'] }),
      routingRule('Renters', [agents.kofi], { leadTypes: ['renter'] }),
    ]);
    const facebook = { firstTouch: { utmSource: 'facebook' } };
    const abroadInKumasi = await post('buyer', { ...UK_PHONE, ghanaRegion: 'kumasi' });
    const kumasi = await post('buyer', { ghanaRegion: 'kumasi' });
    const seller = await post('seller', facebook);
    const renter = await post('renter');
    const nobody = await post('buyer');
    expect(await owners([abroadInKumasi, kumasi, seller, renter, nobody])).toEqual([
      'ama',
      'kofi',
      'esi',
      'kofi',
      null,
    ]);
    // A lead no rule takes has nothing about routing in its timeline.
    expect(await assignments(nobody)).toEqual([]);

    await rules([routingRule('Abroad buyers', [agents.ama], { abroad: true }), routingRule('Everyone', [agents.esi])]);
    expect(await owners([await post('buyer'), await post('seller', UK_PHONE)])).toEqual(['esi', 'ama']);
  });

  test('round robin in the group order, skipping agents away or off their hours; the lists show the owner', async () => {
    await rules([routingRule('Everyone', [agents.ama, agents.kofi, agents.esi])]);
    expect(await postMany(4)).toEqual(['ama', 'kofi', 'esi', 'ama']);
    await setAvailability(app, agents.ama, { workingHours: null, away: true });
    await setAvailability(app, agents.esi, { workingHours: weekdays('14:00', '22:00'), away: false });
    expect(await postMany(2)).toEqual(['kofi', 'kofi']);
    clock = new Date('2026-11-30T15:00:00Z');
    expect(await postMany(3)).toEqual(['esi', 'kofi', 'esi']);
    const list = await app.request('/api/buyers?limit=1', { headers: { Cookie: admin } });
    expect((await list.json()).buyers[0].assignedTo).toEqual({ id: agents.esi, username: 'esi' });
  });

  test('out of hours a lead queues to the agent whose hours begin first, across midnight and the weekend', async () => {
    await rules([routingRule('Everyone', [agents.ama, agents.kofi, agents.esi])]);
    await setAvailability(app, agents.ama, { workingHours: weekdays('08:00', '17:00'), away: false });
    await setAvailability(app, agents.kofi, { workingHours: null, away: true });
    // A night shift from each weekday into the next morning.
    await setAvailability(app, agents.esi, { workingHours: weekdays('22:00', '02:00'), away: false });
    const chaseOf = (lead: Lead) => app.dataSource.getRepository(LeadChase).findOneByOrFail({ leadId: lead.id });
    const routedAt = async (iso: string) => {
      clock = new Date(iso);
      const lead = await post('buyer');
      const chase = await chaseOf(lead);
      return [await ownerName(lead), chase.clockStartsAt.toISOString(), chase.respondBy.toISOString()];
    };
    expect(await routedAt('2026-11-30T23:30:00.000Z')).toEqual([
      'esi',
      '2026-11-30T23:30:00.000Z',
      '2026-11-30T23:45:00.000Z',
    ]);
    // Tuesday 03:00: the night shift has ended, and Ama's day begins before Esi's next night.
    expect(await routedAt('2026-12-01T03:00:00.000Z')).toEqual([
      'ama',
      '2026-12-01T08:00:00.000Z',
      '2026-12-01T08:15:00.000Z',
    ]);
    // Friday's shift runs into Saturday 02:00; then nobody works until Monday 08:00.
    expect(await routedAt('2026-12-05T01:00:00.000Z')).toEqual([
      'esi',
      '2026-12-05T01:00:00.000Z',
      '2026-12-05T01:15:00.000Z',
    ]);
    expect(await routedAt('2026-12-05T12:00:00.000Z')).toEqual([
      'ama',
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T08:15:00.000Z',
    ]);
    // Fifteen working minutes from 16:50 are ten today and five tomorrow morning.
    expect(await routedAt('2026-12-01T16:50:00.000Z')).toEqual([
      'ama',
      '2026-12-01T16:50:00.000Z',
      '2026-12-02T08:05:00.000Z',
    ]);
  });

  test('everyone away or without hours: the lead stays unassigned and its timeline says no agent was available', async () => {
    await rules([routingRule('Nobody home', [agents.ama, agents.kofi])]);
    await setAvailability(app, agents.ama, { workingHours: null, away: true });
    await setAvailability(app, agents.kofi, { workingHours: [], away: false });
    const lead = await post('buyer');
    expect(await ownerName(lead)).toBeNull();
    const [entry] = await assignments(lead);
    expect(entry).toMatchObject({ reason: 'routed', ruleName: 'Nobody home', toName: '', by: null });
    expect(assignmentText(entry!)).toBe("Not routed by rule 'Nobody home': no agent was available");
    expect(await app.dataSource.getRepository(LeadChase).countBy({ leadId: lead.id })).toBe(0);
  });

  test('the timeline says which rule routed the lead to whom, and the owner gets the usual assignment email', async () => {
    await rules([routingRule('Abroad buyers', [agents.ama], { abroad: true, firstResponseMinutes: 20 })]);
    const lead = await post('buyer', { ...UK_PHONE, name: 'Kwame Abroad' });
    const [entry] = await assignments(lead);
    expect(entry).toEqual({
      kind: 'assignment',
      id: expect.any(Number),
      at: clock.toISOString(),
      fromName: '',
      toName: 'ama',
      by: null,
      reason: 'routed',
      ruleName: 'Abroad buyers',
      waitedMinutes: null,
    });
    expect(assignmentText(entry!)).toBe("Routed by rule 'Abroad buyers' to ama");
    await app.services.outbox.runPass();
    const [mail] = mailTo('ama@example.com', 'Lead assigned to you: Kwame Abroad');
    expect(mail?.text).toContain(
      "Routing rule 'Abroad buyers' assigned the buyer lead Kwame Abroad to you on 30 Nov 2026, 10:00 (Accra time).",
    );
    expect(mail?.text).toContain('First touch due');
    expect(mail?.text).toContain('30 Nov 2026, 10:20 (Accra time)');
  });

  test("the visitor's confirmation says when they will hear from us, honestly", async () => {
    const confirmation = async (fields: Record<string, unknown> = {}) => {
      const lead = await post('buyer', fields);
      await app.services.outbox.runPass();
      const [mail] = mailTo(lead.email, "We'll be in touch soon");
      return mail?.text ?? '';
    };
    await rules([]);
    expect(await confirmation()).toContain('and one of our team will contact you soon.');
    await rules([routingRule('Everyone', [agents.ama])]);
    await setAvailability(app, agents.ama, { workingHours: weekdays('08:00', '17:00'), away: false });
    expect(await confirmation()).toContain('and one of our agents will contact you within 15 minutes.');
    clock = new Date('2026-11-30T16:55:00Z');
    expect(await confirmation()).toContain(
      'and one of our agents will contact you by Tuesday 1 December at 08:10 Accra time.',
    );
    clock = new Date('2026-12-04T18:30:00Z');
    expect(await confirmation()).toContain(
      'Our team is away now: expect to hear from us from Monday 7 December at 08:00 Accra time.',
    );
  });
});
