import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import { LeadNote } from '../../platform/db/entities/LeadNote';
import type { TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import { insertLead } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

type Session = Awaited<ReturnType<typeof signIn>>;

describe.each(TEST_DATABASES)('GET /api/leads/{id}/timeline on $name', (database) => {
  let app: TestApp;
  let admin: Session;
  let staff: Session;

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await signIn(app, { role: 'admin' });
    staff = await signIn(app, { role: 'user' });
  });
  afterAll(() => app.close());

  const send = (method: string, path: string, who: Session, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: who.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  async function timelineOf(leadId: number, who: Session): Promise<TimelineEntry[]> {
    const response = await send('GET', `/api/leads/${leadId}/timeline`, who);
    expect(response.status).toBe(200);
    return (await response.json()).timeline;
  }
  const assignment = (leadId: number, row: Partial<LeadAssignmentChange> & { changedAt: Date }) =>
    app.dataSource.getRepository(LeadAssignmentChange).insert({
      leadId,
      fromName: '',
      toName: '',
      changedByName: admin.user.username,
      changedById: admin.user.id,
      ...row,
    });

  test('a new lead has only its arrival, with the source it came from', async () => {
    const lead = await insertLead(app.dataSource, {
      type: 'seller',
      createdAt: '2026-03-01T09:15:00.000Z',
      source: 'newsletter',
    });
    expect(await timelineOf(lead.id, staff)).toEqual([
      { kind: 'arrived', id: lead.id, at: '2026-03-01T09:15:00.000Z', source: 'newsletter' },
    ]);
  });

  test('arrival, a status change, a note and an owner change, newest first, each with who and when', async () => {
    const lead = await insertLead(app.dataSource, { type: 'buyer', createdAt: '2026-01-10T08:00:00.000Z' });
    expect((await send('PATCH', `/api/leads/${lead.id}`, staff, { contactStatus: 'Contacted' })).status).toBe(200);
    const posted = await send('POST', `/api/leads/${lead.id}/notes`, staff, {
      body: 'Spoke to her: <i>wants</i> a viewing\nSaturday',
    });
    const { note } = await posted.json();
    // The owner changes are written by the assigning code; here they are put in as that code stores them.
    const later = new Date(Date.now() + 60_000);
    await assignment(lead.id, { toName: staff.user.username, changedAt: later });
    await assignment(lead.id, {
      fromName: staff.user.username,
      toName: '',
      changedAt: new Date(later.getTime() + 60_000),
    });

    const timeline = await timelineOf(lead.id, staff);
    expect(timeline.map((entry) => entry.kind)).toEqual(['assignment', 'assignment', 'note', 'status', 'arrived']);
    const [unassigned, assigned, noteEntry, status, arrived] = timeline;
    expect(unassigned).toMatchObject({
      fromName: staff.user.username,
      toName: '',
      by: { name: admin.user.username, deleted: false },
    });
    expect(assigned).toEqual({
      kind: 'assignment',
      id: expect.any(Number),
      at: later.toISOString(),
      fromName: '',
      toName: staff.user.username,
      by: { name: admin.user.username, deleted: false },
      reason: 'manual',
      ruleName: '',
      waitedMinutes: null,
    });
    expect(noteEntry).toEqual({ kind: 'note', id: note.id, at: note.createdAt, note: { ...note, canChange: true } });
    expect(status).toMatchObject({
      kind: 'status',
      field: 'contactStatus',
      from: 'Not Contacted',
      to: 'Contacted',
      by: { name: staff.user.username, deleted: false },
    });
    expect(arrived).toEqual({ kind: 'arrived', id: lead.id, at: '2026-01-10T08:00:00.000Z', source: lead.source });
    for (let i = 1; i < timeline.length; i++) expect(timeline[i - 1]!.at >= timeline[i]!.at).toBe(true);

    // canChange is the reader's: another user may not change the note, an admin may.
    const another = await signIn(app, { role: 'user' });
    expect((await timelineOf(lead.id, another)).find((entry) => entry.kind === 'note')).toMatchObject({
      note: { canChange: false },
    });
  });

  test('the arrival stays last even when an entry claims an earlier time; same-instant entries keep their order', async () => {
    const lead = await insertLead(app.dataSource, { type: 'renter', createdAt: '2026-02-01T10:00:00.000Z' });
    const at = new Date('2026-02-02T10:00:00.000Z');
    await assignment(lead.id, { toName: 'first', changedAt: at });
    await assignment(lead.id, { fromName: 'first', toName: 'second', changedAt: at });
    await assignment(lead.id, { toName: 'before the lead', changedAt: new Date('2026-01-01T00:00:00.000Z') });
    const timeline = await timelineOf(lead.id, staff);
    expect(timeline.map((entry) => (entry.kind === 'assignment' ? entry.toName : entry.kind))).toEqual([
      'second',
      'first',
      'before the lead',
      'arrived',
    ]);
  });

  test('the names of deleted users stay, marked as deleted', async () => {
    const lead = await insertLead(app.dataSource, { type: 'buyer', createdAt: '2026-01-10T08:00:00.000Z' });
    const leaving = await signIn(app, { role: 'user' });
    expect((await send('PATCH', `/api/leads/${lead.id}`, leaving, { leadStatus: 'Qualified' })).status).toBe(200);
    expect(
      (await send('POST', `/api/leads/${lead.id}/notes`, leaving, { body: 'Qualified: budget confirmed' })).status,
    ).toBe(201);
    await assignment(lead.id, {
      toName: leaving.user.username,
      changedById: leaving.user.id,
      changedByName: leaving.user.username,
      changedAt: new Date(Date.now() + 60_000),
    });
    expect((await send('DELETE', `/api/admin/users/${leaving.user.id}`, admin)).status).toBe(200);

    const timeline = await timelineOf(lead.id, admin);
    const gone = { name: leaving.user.username, deleted: true };
    expect(timeline.find((entry) => entry.kind === 'status')).toMatchObject({ by: gone });
    expect(timeline.find((entry) => entry.kind === 'assignment')).toMatchObject({
      toName: leaving.user.username,
      by: gone,
    });
    expect(timeline.find((entry) => entry.kind === 'note')).toMatchObject({
      note: { authorId: null, authorName: leaving.user.username, body: 'Qualified: budget confirmed' },
    });
    expect(await app.dataSource.getRepository(LeadNote).countBy({ leadId: lead.id })).toBe(1);
  });
});
