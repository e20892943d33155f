import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { assignmentText } from '#contract/lead-notes/assignment-text';
import type { AssignmentEntry, TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import type { WorkingPeriod } from '#contract/routing/working-hours';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadChase } from '../../platform/db/entities/LeadChase';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { addStaff } from '../../test/add-staff';
import { buildLead } from '../../test/factories';
import { putRules, routingRule, setAvailability } from '../../test/routing';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

// Accra is UTC all year, so these instants are Accra's wall-clock times. 2026-11-30 is a Monday.
const MONDAY_10 = new Date('2026-11-30T10:00:00Z');
const minutesLater = (minutes: number, from = MONDAY_10) => new Date(from.getTime() + minutes * 60_000);
const weekdays = (start: string, end: string): WorkingPeriod[] =>
  ([1, 2, 3, 4, 5] as const).map((day) => ({ day, start, end }));

describe.each(TEST_DATABASES)('chasing the first touch on $name', (database) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  let clock = MONDAY_10;
  const agents = { ama: 0, kofi: 0 };
  let sent = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(database, { config: { smtpUrl: smtp.url }, outbox: { now: () => clock, pollMs: 0 } });
    admin = (await signIn(app, { role: 'admin', username: 'chaser' })).cookie;
    // The visitors' own copies are another test's.
    await call('PUT', '/api/admin/notifications/settings', { visitorConfirmation: false });
    // Every admin with an address hears of a lead moved on.
    await addStaff(app.dataSource, { username: 'boss', email: 'boss@example.com', role: 'admin', alertLeadTypes: [] });
    for (const name of ['ama', 'kofi'] as const)
      agents[name] = (
        await addStaff(app.dataSource, { username: name, email: `${name}@example.com`, alertLeadTypes: [] })
      ).id;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  afterEach(async () => {
    clock = MONDAY_10;
    for (const id of Object.values(agents)) await setAvailability(app, id, { workingHours: null, away: false });
  });

  const call = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { Cookie: admin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const post = async (name: string, fields: Record<string, unknown> = {}): Promise<Lead> => {
    const email = `chased${++sent}@routing.example`;
    expect((await app.postJson('/api/buyers', buildLead({ email, name, ...fields }))).status).toBe(201);
    return app.dataSource.getRepository(Lead).findOneByOrFail({ email });
  };
  const ownerOf = async (lead: Lead) =>
    (await app.dataSource.getRepository(Lead).findOneByOrFail({ id: lead.id })).assignedToId;
  /** Moves the clock and lets the outbox do what is due by then. */
  const at = async (instant: Date) => {
    clock = instant;
    await app.services.outbox.runPass();
  };
  /** The subjects each address received since the last call. */
  let seen = 0;
  const mail = () => {
    const received = smtp.messages.slice(seen).map((message, index) => [smtp.recipients[seen + index]![0], message]);
    seen = smtp.messages.length;
    return received.map(([to, message]) => `${to as string}: ${(message as { subject?: string }).subject}`).sort();
  };
  const lastMailText = (subject: string) =>
    smtp.messages.findLast((message) => message.subject === subject)?.text ?? '';
  const assignments = async (lead: Lead) => {
    const { timeline } = (await (await call('GET', `/api/leads/${lead.id}/timeline`)).json()) as {
      timeline: TimelineEntry[];
    };
    return timeline.filter((entry): entry is AssignmentEntry => entry.kind === 'assignment').map(assignmentText);
  };

  test('a reminder at the target, a move at twice it: both agents and the admins told, the clock starting again', async () => {
    await putRules(app, admin, [routingRule('Everyone', [agents.ama, agents.kofi])]);
    const lead = await post('Esi Waiting');
    await at(MONDAY_10);
    expect(mail()).toEqual(['ama@example.com: Lead assigned to you: Esi Waiting']);

    await at(minutesLater(14));
    expect(mail()).toEqual([]);
    await at(minutesLater(15));
    expect(mail()).toEqual(['ama@example.com: Reminder: Esi Waiting is waiting for a first touch']);
    expect(lastMailText('Reminder: Esi Waiting is waiting for a first touch')).toContain(
      'The buyer lead Esi Waiting has had no first touch within 15 working minutes: it was due 30 Nov 2026, 10:15 (Accra time).',
    );
    await at(minutesLater(29));
    expect(mail()).toEqual([]);
    expect(await ownerOf(lead)).toBe(agents.ama);

    await at(minutesLater(30));
    expect(await ownerOf(lead)).toBe(agents.kofi);
    expect(mail()).toEqual([
      'ama@example.com: Lead moved to kofi: Esi Waiting',
      'boss@example.com: Lead moved to kofi: Esi Waiting',
      'kofi@example.com: Lead assigned to you: Esi Waiting',
    ]);
    expect(smtp.messages.at(-3)?.text ?? '').toBeTruthy();
    const texts = smtp.messages.slice(-3).map((message) => message.text ?? '');
    expect(texts).toContainEqual(
      expect.stringContaining(
        "Routing rule 'Everyone' moved the buyer lead Esi Waiting from you to kofi on 30 Nov 2026, 10:30 (Accra time): no first touch within 30 working minutes.",
      ),
    );
    expect(texts).toContainEqual(expect.stringContaining('from ama to kofi on 30 Nov 2026, 10:30'));
    expect(await assignments(lead)).toEqual([
      "Moved by rule 'Everyone' from ama to kofi: no first touch within 30 working minutes",
      "Routed by rule 'Everyone' to ama",
    ]);

    // Kofi's clock started at the move.
    await at(minutesLater(44));
    expect(mail()).toEqual([]);
    await at(minutesLater(45));
    expect(mail()).toEqual(['kofi@example.com: Reminder: Esi Waiting is waiting for a first touch']);
    await at(minutesLater(60));
    expect(await ownerOf(lead)).toBe(agents.ama);
  });

  test('the clock counts working minutes only: a lead from Friday evening is chased on Monday morning', async () => {
    await putRules(app, admin, [routingRule('Office', [agents.ama, agents.kofi])]);
    await setAvailability(app, agents.ama, { workingHours: weekdays('08:00', '17:00'), away: false });
    await setAvailability(app, agents.kofi, { workingHours: [], away: false });
    const friday = new Date('2026-12-04T16:55:00Z');
    clock = friday;
    const lead = await post('Weekend Lead');
    await at(friday);
    mail();
    await at(new Date('2026-12-05T12:00:00Z'));
    await at(new Date('2026-12-07T08:09:00Z'));
    expect(mail()).toEqual([]);
    await at(new Date('2026-12-07T08:10:00Z'));
    expect(mail()).toEqual(['ama@example.com: Reminder: Weekend Lead is waiting for a first touch']);
    // Nobody else in the group has hours: the lead stays with Ama and its chase ends.
    await at(new Date('2026-12-07T08:25:00Z'));
    expect(await ownerOf(lead)).toBe(agents.ama);
    expect(mail()).toEqual([]);
    expect(await app.dataSource.getRepository(LeadChase).countBy({ leadId: lead.id })).toBe(0);
  });

  test('not chased once touched, reassigned by hand, spammed, erased or deleted; staff assigning by hand starts none', async () => {
    await putRules(app, admin, [routingRule('Not chased', [agents.ama, agents.kofi])]);
    const touched = await post('Touched Lead');
    const alsoTouched = await post('Touched Elsewhere');
    const handed = await post('Handed Lead');
    const spam = await post('Spam Lead');
    const deleted = await post('Deleted Lead');
    const erased = await post('Erased Lead', { phone: '20 765 4321' });
    await at(MONDAY_10);
    mail();
    expect((await call('PATCH', `/api/leads/${touched.id}`, { contactStatus: 'Contacted' })).status).toBe(200);
    // As logging a touch does: the lead's first touch is recorded.
    await app.dataSource.getRepository(Lead).update({ id: alsoTouched.id }, { firstContactedAt: minutesLater(3) });
    // By hand to Kofi and back: still a change by hand, so the chase of the routed assignment is over.
    expect((await call('PATCH', `/api/leads/${handed.id}`, { assignedToId: agents.kofi })).status).toBe(200);
    expect((await call('PATCH', `/api/leads/${handed.id}`, { assignedToId: agents.ama })).status).toBe(200);
    expect((await call('POST', `/api/leads/${spam.id}/spam`)).status).toBe(200);
    expect((await call('DELETE', `/api/leads/${deleted.id}`)).status).toBe(200);
    // A reminder about them waiting in the outbox (it carries their name) goes with the erasure.
    const reminder = await app.dataSource.getRepository(OutboxJob).save({
      kind: 'email',
      payload: {
        message: 'first-response-reminder',
        to: 'kofi@example.com',
        lead: { id: erased.id, name: erased.name },
      },
      runAt: new Date(Date.now() + 3_600_000),
    });
    // So does a stage of its chase due in the outbox: a reminder it planned would be written once it was done.
    const stage = await app.dataSource.getRepository(OutboxJob).save({
      kind: 'chase',
      payload: { leadId: erased.id, assignmentId: 0, stage: 'remind' },
      runAt: new Date(Date.now() + 3_600_000),
    });
    const erase = { contact: erased.email, confirmation: erased.email };
    expect((await call('POST', '/api/people/erase', erase)).status).toBe(200);
    expect(await app.dataSource.getRepository(OutboxJob).countBy({ id: reminder.id })).toBe(0);
    expect(await app.dataSource.getRepository(OutboxJob).countBy({ id: stage.id })).toBe(0);
    await at(MONDAY_10);
    // Kofi's is not sent: by then the lead was no longer his.
    expect(mail()).toEqual(['ama@example.com: Lead assigned to you: Handed Lead']);

    await at(minutesLater(15));
    await at(minutesLater(30));
    expect(mail()).toEqual([]);
    const owners = await Promise.all([touched, alsoTouched, handed, spam].map(ownerOf));
    expect(owners).toEqual([agents.ama, agents.kofi, agents.ama, agents.kofi]);
    expect(await app.dataSource.getRepository(LeadChase).count()).toBe(0);

    await putRules(app, admin, []);
    const unrouted = await post('Unrouted Lead');
    expect((await call('PATCH', `/api/leads/${unrouted.id}`, { assignedToId: agents.ama })).status).toBe(200);
    expect(await app.dataSource.getRepository(LeadChase).count()).toBe(0);
  });

  test('a move run again, as after a crash before it was marked done, finds the lead moved and does nothing', async () => {
    await putRules(app, admin, [routingRule('Once', [agents.ama, agents.kofi])]);
    const lead = await post('Moved Once');
    await at(minutesLater(30));
    expect(await ownerOf(lead)).toBe(agents.kofi);
    mail();
    const jobs = app.dataSource.getRepository(OutboxJob);
    const move = (await jobs.findBy({ kind: 'chase' })).find(
      (job) =>
        (job.payload as { leadId: number; stage: string }).leadId === lead.id && job.dedupeKey?.endsWith(':move'),
    )!;
    expect(move.state).toBe('delivered');
    await jobs.update({ id: move.id }, { state: 'pending', finishedAt: null, attempts: 0 });
    await at(minutesLater(31));
    expect(await ownerOf(lead)).toBe(agents.kofi);
    expect(mail()).toEqual([]);
    expect(await assignments(lead)).toHaveLength(2);
  });
});
