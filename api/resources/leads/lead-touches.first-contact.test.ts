import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadStatusChange } from '../../platform/db/entities/LeadStatusChange';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { WebhookEndpoint } from '../../platform/db/entities/WebhookEndpoint';
import type { LeadTouchAnswer, TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import type { NotificationEvent } from '#contract/notifications/notifications-api';
import type { DashboardStats } from '#contract/stats/stats-api';
import type { LeadType } from '#contract/leads/join-options';
import { insertLead } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const MINUTE = 60_000;

// Buyers only here, but for speed to lead (sellers) and going cold (renters), whose counts cover every lead of a type.
describe.each(TEST_DATABASES)("a touch as the lead's first contact on $name", (database) => {
  let app: TestApp;
  let agent: Awaited<ReturnType<typeof signIn>>;

  const send = (method: string, path: string, body: unknown) =>
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: agent.cookie },
      body: JSON.stringify(body),
    });
  const logTouch = async (id: number, body: unknown): Promise<LeadTouchAnswer> => {
    const response = await send('POST', `/api/leads/${id}/touches`, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };
  const setStatus = async (id: number, contactStatus: string) =>
    expect((await send('PATCH', `/api/leads/${id}`, { contactStatus })).status).toBe(200);
  const stored = (id: number) => app.dataSource.getRepository(Lead).findOneByOrFail({ id });
  const firstContactOf = async (id: number) => (await stored(id)).firstContactedAt?.toISOString() ?? null;
  const historyOf = (leadId: number) =>
    app.dataSource.getRepository(LeadStatusChange).find({ where: { leadId }, order: { id: 'ASC' } });
  const newLead = (type: LeadType = 'buyer', createdAt?: Date) =>
    insertLead(app.dataSource, { type, createdAt: createdAt?.toISOString() });
  const speedToLead = async () => {
    const response = await app.request('/api/admin/stats', { headers: { Cookie: agent.cookie } });
    return ((await response.json()) as { stats: DashboardStats }).stats.speedToLead;
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    agent = await signIn(app, { role: 'user' });
    // Someone to tell about status changes, so lead.status_changed is written (the worker is not started).
    await app.dataSource
      .getRepository(WebhookEndpoint)
      .insert({ url: 'http://127.0.0.1:9/hooks', events: ['lead.status_changed'], enabled: true, secret: 'whsec_x' });
  });
  afterAll(() => app.close());

  test('the first touch of a Not Contacted lead: first contact, Contacted by that user, history and event', async () => {
    const lead = await newLead();
    const { touch, lead: answered } = await logTouch(lead.id, { kind: 'called', outcome: 'no-answer' });
    expect(answered.contactStatus).toBe('Contacted');
    expect(answered.updatedAt).toBe(touch.at);
    expect(await firstContactOf(lead.id)).toBe(touch.at);
    const history = await historyOf(lead.id);
    expect(history).toMatchObject([
      {
        field: 'contactStatus',
        fromStatus: 'Not Contacted',
        toStatus: 'Contacted',
        changedById: agent.user.id,
        changedByName: agent.user.username,
      },
    ]);
    expect(history[0]!.changedAt.toISOString()).toBe(touch.at);

    // The timeline: the touch above the status change it made, both by the same user at the same time.
    const response = await app.request(`/api/leads/${lead.id}/timeline`, { headers: { Cookie: agent.cookie } });
    const timeline = ((await response.json()) as { timeline: TimelineEntry[] }).timeline;
    expect(timeline.map((entry) => [entry.kind, entry.at])).toEqual([
      ['touch', touch.at],
      ['status', touch.at],
      ['arrived', lead.createdAt.toISOString()],
    ]);
    expect(timeline[1]).toMatchObject({ from: 'Not Contacted', to: 'Contacted', by: { name: agent.user.username } });

    const events = (await app.dataSource.getRepository(OutboxJob).find({ order: { id: 'ASC' } }))
      .map((job) => job.payload as NotificationEvent)
      .filter((event) => event.type === 'lead.status_changed' && event.lead.id === lead.id);
    expect(events).toEqual([
      expect.objectContaining({
        occurredAt: touch.at,
        lead: expect.objectContaining({ id: lead.id, contactStatus: 'Contacted' }),
        changes: [{ field: 'contactStatus', from: 'Not Contacted', to: 'Contacted' }],
        changedBy: agent.user.username,
      }),
    ]);
  });

  test('later touches and later status changes keep the first contact; no second status change', async () => {
    const lead = await newLead();
    const first = await logTouch(lead.id, { kind: 'whatsapp' });
    const second = await logTouch(lead.id, { kind: 'called', outcome: 'answered', note: 'Viewing on Saturday' });
    expect(second.lead.contactStatus).toBe('Contacted');
    expect(second.lead.updatedAt).toBe(first.lead.updatedAt);
    await setStatus(lead.id, 'Not Contacted');
    await setStatus(lead.id, 'Contacted');
    await setStatus(lead.id, 'Follow-Up');
    expect(await firstContactOf(lead.id)).toBe(first.touch.at);

    // Back to Not Contacted by hand, a touch turns it Contacted again, still with the first contact it had.
    await setStatus(lead.id, 'Not Contacted');
    const again = await logTouch(lead.id, { kind: 'met' });
    expect(again.lead.contactStatus).toBe('Contacted');
    expect(await firstContactOf(lead.id)).toBe(first.touch.at);
    expect((await historyOf(lead.id)).map((change) => change.toStatus)).toEqual([
      'Contacted',
      'Not Contacted',
      'Contacted',
      'Follow-Up',
      'Not Contacted',
      'Contacted',
    ]);
  });

  test('a lead contacted by a status change keeps that first contact; a Follow-Up lead keeps its status', async () => {
    const contacted = await newLead();
    await setStatus(contacted.id, 'Contacted');
    const before = await firstContactOf(contacted.id);
    expect(before).not.toBeNull();
    await logTouch(contacted.id, { kind: 'email' });
    expect(await firstContactOf(contacted.id)).toBe(before);
    expect(await historyOf(contacted.id)).toHaveLength(1);

    // Straight to Follow-Up (no Contacted recorded, so no first contact yet): the touch is its first contact.
    const followUp = await newLead();
    await setStatus(followUp.id, 'Follow-Up');
    expect(await firstContactOf(followUp.id)).toBeNull();
    const { touch, lead } = await logTouch(followUp.id, { kind: 'met' });
    expect(lead.contactStatus).toBe('Follow-Up');
    expect(await firstContactOf(followUp.id)).toBe(touch.at);
    expect(await historyOf(followUp.id)).toHaveLength(1);
  });

  test('speed to lead counts a lead touched minutes after it arrived; going cold no longer counts it', async () => {
    // Sellers: one arrived 45 minutes ago, touched now.
    const arrived = new Date(Date.now() - 45 * MINUTE);
    const seller = await newLead('seller', arrived);
    expect((await speedToLead()).seller).toEqual({
      medianMinutesToContact: null,
      contactedCount: 0,
      goingColdCount: 0,
    });
    const { touch } = await logTouch(seller.id, { kind: 'called', outcome: 'answered' });
    const minutes = (new Date(touch.at).getTime() - arrived.getTime()) / MINUTE;
    expect(minutes).toBeGreaterThanOrEqual(45);
    const { medianMinutesToContact, ...counts } = (await speedToLead()).seller;
    // The median is rounded to a tenth of a minute (SQLite's julianday leaves noise in the last digits).
    expect(Math.abs(medianMinutesToContact! - minutes)).toBeLessThanOrEqual(0.1);
    expect(counts).toEqual({ contactedCount: 1, goingColdCount: 0 });

    // Renters: one still Not Contacted a day and an hour after it arrived is going cold until someone touches it.
    const renter = await newLead('renter', new Date(Date.now() - 25 * 60 * MINUTE));
    expect((await speedToLead()).renter.goingColdCount).toBe(1);
    await logTouch(renter.id, { kind: 'whatsapp' });
    expect((await speedToLead()).renter).toMatchObject({ contactedCount: 1, goingColdCount: 0 });
  });
});
