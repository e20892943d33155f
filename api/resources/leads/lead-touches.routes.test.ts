import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadTouch } from '../../platform/db/entities/LeadTouch';
import type { LeadTouchAnswer, TimelineEntry, TouchEntry } from '#contract/lead-notes/lead-notes-api';
import { TOUCH_NOTE_MAX_LENGTH } from '#contract/leads/lead-touches';
import { insertLead } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('POST /api/leads/{id}/touches on $name', (database) => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let agent: Awaited<ReturnType<typeof signIn>>;

  const logTouch = (id: number | string, body: unknown, headers: Record<string, string> = { Cookie: agent.cookie }) =>
    app.request(`/api/leads/${id}/touches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const newLead = () => insertLead(app.dataSource, { type: 'buyer' });
  const touchesOf = (leadId: number) =>
    app.dataSource.getRepository(LeadTouch).find({ where: { leadId }, order: { id: 'ASC' } });
  const timelineOf = async (id: number): Promise<TimelineEntry[]> =>
    (await (await app.request(`/api/leads/${id}/timeline`, { headers: { Cookie: admin.cookie } })).json()).timeline;

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await signIn(app, { role: 'admin' });
    agent = await signIn(app, { role: 'user' });
  });
  afterAll(() => app.close());

  test('each kind is logged by any signed-in user, answered as the timeline shows it, note trimmed', async () => {
    const lead = await newLead();
    const bodies = [
      { kind: 'called', outcome: 'answered' },
      { kind: 'called', outcome: 'no-answer', note: '  Try again after 6 pm UK time  ' },
      { kind: 'called', outcome: 'left-message', note: null },
      { kind: 'whatsapp', outcome: null },
      { kind: 'email', note: '' },
      { kind: 'met', note: 'Viewing at Spintex Road\nShe liked it' },
    ];
    const answered: TouchEntry[] = [];
    for (const body of bodies) {
      const response = await logTouch(lead.id, body);
      expect(response.status, await response.clone().text()).toBe(201);
      const answer = (await response.json()) as LeadTouchAnswer;
      expect(answer.lead).toMatchObject({ id: lead.id, contactStatus: 'Contacted' });
      answered.push(answer.touch);
    }
    expect(answered.map(({ touchKind, outcome, note }) => [touchKind, outcome, note])).toEqual([
      ['called', 'answered', ''],
      ['called', 'no-answer', 'Try again after 6 pm UK time'],
      ['called', 'left-message', ''],
      ['whatsapp', null, ''],
      ['email', null, ''],
      ['met', null, 'Viewing at Spintex Road\nShe liked it'],
    ]);
    expect(answered[0]).toMatchObject({ kind: 'touch', by: { name: agent.user.username, deleted: false } });
    const stored = await touchesOf(lead.id);
    expect(stored.map((touch) => touch.id)).toEqual(answered.map((touch) => touch.id));
    expect(stored[0]).toMatchObject({ touchedById: agent.user.id, touchedByName: agent.user.username });
    expect(stored[0]!.touchedAt.toISOString()).toBe(answered[0]!.at);

    // The timeline holds each, newest first, exactly as answered; an admin may log one too.
    const touches = (await timelineOf(lead.id)).filter((entry) => entry.kind === 'touch');
    expect(touches).toEqual([...answered].reverse());
    expect((await logTouch(lead.id, { kind: 'met' }, { Cookie: admin.cookie })).status).toBe(201);
  });

  test('a touch whose author is deleted keeps their name, marked as deleted', async () => {
    const lead = await newLead();
    const leaving = await signIn(app, { role: 'user' });
    expect((await logTouch(lead.id, { kind: 'email' }, { Cookie: leaving.cookie })).status).toBe(201);
    const removed = await app.request(`/api/admin/users/${leaving.user.id}`, {
      method: 'DELETE',
      headers: { Cookie: admin.cookie },
    });
    expect(removed.status).toBe(200);
    const [touch] = (await timelineOf(lead.id)).filter((entry) => entry.kind === 'touch');
    expect(touch).toMatchObject({ touchKind: 'email', by: { name: leaving.user.username, deleted: true } });
  });

  test('bad input is a 400 naming the field, checked before the id; nothing is stored or changed', async () => {
    const lead = await newLead();
    const refused = async (body: unknown, fields: string[], id: number | string = lead.id) => {
      const response = await logTouch(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
      return error.fields as Record<string, string>;
    };
    expect((await refused({}, ['kind'])).kind).toContain('called, whatsapp, email, met');
    await refused({ kind: 'texted' }, ['kind']);
    await refused({ kind: 'CALLED', outcome: 'answered' }, ['kind']);
    await refused({ kind: ['called'], outcome: 'answered' }, ['kind']);
    expect((await refused({ kind: 'called' }, ['outcome'])).outcome).toContain('answered, no-answer, left-message');
    await refused({ kind: 'called', outcome: null }, ['outcome']);
    await refused({ kind: 'called', outcome: 'busy' }, ['outcome']);
    expect((await refused({ kind: 'whatsapp', outcome: 'answered' }, ['outcome'])).outcome).toContain('Only a call');
    await refused({ kind: 'met', outcome: 'no-answer' }, ['outcome']);
    const long = await refused({ kind: 'email', note: 'x'.repeat(TOUCH_NOTE_MAX_LENGTH + 1) }, ['note']);
    expect(long.note).toContain('500');
    await refused({ kind: 'email', note: 'Ama\u0000' }, ['note']);
    await refused({ kind: 'email', note: 'bell\u0007' }, ['note']);
    await refused({ kind: 'email', note: 42 }, ['note']);
    await refused({ kind: 'texted', outcome: 'answered', note: 'x'.repeat(600) }, ['kind', 'note']);
    // The body before the id: a bad body on no such lead is still the body's 400.
    await refused({ kind: 'texted' }, ['kind'], 999_999);
    const notObject = await logTouch(lead.id, ['called']);
    expect(notObject.status).toBe(400);

    // Exactly the cap, counted in characters (an emoji is one), is fine.
    const atCap = '👋'.repeat(TOUCH_NOTE_MAX_LENGTH);
    expect((await touchesOf(lead.id)).length).toBe(0);
    expect(await app.dataSource.getRepository(Lead).findOneByOrFail({ id: lead.id })).toMatchObject({
      contactStatus: 'Not Contacted',
      firstContactedAt: null,
    });
    expect((await logTouch(lead.id, { kind: 'email', note: atCap })).status).toBe(201);
  });

  test('404 for no such lead or a malformed id; 409 lead_erased for an erased lead; nothing stored', async () => {
    for (const id of [999_999, 0, 'abc', '1.5']) {
      const response = await logTouch(id, { kind: 'met' });
      expect(response.status, String(id)).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
    const lead = await newLead();
    await app.dataSource.getRepository(Lead).update({ id: lead.id }, { erasedAt: new Date(), erasedByName: 'chief' });
    const erased = await logTouch(lead.id, { kind: 'called', outcome: 'answered' });
    expect(erased.status).toBe(409);
    expect((await erased.json()).error.code).toBe('lead_erased');
    expect(await touchesOf(lead.id)).toEqual([]);
    expect(await app.dataSource.getRepository(Lead).findOneByOrFail({ id: lead.id })).toMatchObject({
      contactStatus: 'Not Contacted',
      firstContactedAt: null,
    });
  });

  test('401 without a session or with a forged one; 403 from another site; nothing stored', async () => {
    const lead = await newLead();
    const none = await logTouch(lead.id, { kind: 'met' }, {});
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('unauthenticated');
    const forged = await logTouch(lead.id, { kind: 'met' }, { Cookie: 'yhg_admin=forged; yhg_admin.sig=forged' });
    expect(forged.status).toBe(401);
    const crossSite = await logTouch(
      lead.id,
      { kind: 'met' },
      { Cookie: agent.cookie, Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe('cross_site');
    const ownSite = await logTouch(lead.id, { kind: 'met' }, { Cookie: agent.cookie, Origin: TEST_SITE_URL });
    expect(ownSite.status).toBe(201);
    expect((await touchesOf(lead.id)).length).toBe(1);
  });

  test('two people logging at once: both touches stored, the lead turns Contacted once', async () => {
    const lead = await newLead();
    const answers = await Promise.all([
      logTouch(lead.id, { kind: 'called', outcome: 'answered' }),
      logTouch(lead.id, { kind: 'whatsapp' }, { Cookie: admin.cookie }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect((await touchesOf(lead.id)).length).toBe(2);
    const statuses = (await timelineOf(lead.id)).filter((entry) => entry.kind === 'status');
    expect(statuses).toEqual([expect.objectContaining({ from: 'Not Contacted', to: 'Contacted' })]);
  });
});
