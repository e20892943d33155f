import { afterEach, describe, expect, test } from 'vitest';
import { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadNote } from '../../platform/db/entities/LeadNote';
import { LeadTouch } from '../../platform/db/entities/LeadTouch';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { PersonRecord } from '#contract/people/people-api';
import { ERASED_MARKER } from './erasure';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.each(TEST_DATABASES)('Find a person (Act 843: access, export, erasure) on $name', (database) => {
  /**
   * Ama's three leads (two share her email in other cases, one
   * only her phone), her subscription, and a stranger's lead.
   */
  async function seed(testApp: TestApp) {
    const post = async (path: string, body: Record<string, unknown>) => {
      const response = await testApp.postJson(path, body);
      expect(response.status, await response.clone().text()).toBe(201);
    };
    const ama = { name: 'Ama Owusu', email: 'Ama.Owusu@example.com', countryCode: '+233', phone: '024 455 6677' };
    await post('/api/buyers', buildLead({ ...ama, contactDetails: 'A 3-bedroom house in East Legon, call after 6pm' }));
    await post(
      '/api/renters',
      buildLead({
        ...ama,
        email: 'ama.owusu@EXAMPLE.com',
        rentalBudget: 'GHS 5,000',
        helpNeeded: 'Near my office at Airport City',
      }),
    );
    // Another address, the same number typed the international way.
    await post(
      '/api/sellers',
      buildLead({
        name: 'A. Owusu',
        email: 'aowusu@work.example',
        countryCode: '+44',
        phone: '+233 24 455 6677',
        propertyLocation: '12 Oak Street, Tema',
        sellingPrice: 'USD 200,000',
      }),
    );
    await post('/api/buyers', buildLead({ name: 'Kofi Stranger', email: 'kofi@example.com', phone: '20 111 2222' }));
    expect((await testApp.postJson('/api/newsletter', { email: 'ama.owusu@example.com' })).status).toBeLessThan(300);
  }

  test('only admins: anonymous is 401, a user is 403', async () => {
    app = await startTestApp(database);
    const user = await signIn(app, { role: 'user' });
    expect((await app.request('/api/people?contact=a@example.com')).status).toBe(401);
    expect((await app.request('/api/people?contact=a@example.com', { headers: { Cookie: user.cookie } })).status).toBe(
      403,
    );
    const erase = await app.request('/api/people/erase', {
      method: 'POST',
      headers: { Cookie: user.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contact: 'a@example.com', confirmation: 'a@example.com' }),
    });
    expect(erase.status).toBe(403);
  });

  test('by email in any case, or by phone however typed: the leads of every type, their history and the subscription', async () => {
    app = await startTestApp(database);
    await seed(app);
    const { cookie } = await signIn(app);
    const find = async (contact: string) => {
      const response = await app!.request(`/api/people?contact=${encodeURIComponent(contact)}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status, contact).toBe(200);
      return ((await response.json()) as { person: PersonRecord }).person;
    };
    // Her two leads with that address, and the one that shares their phone with another address (the same person).
    const byEmail = await find('AMA.OWUSU@example.com');
    expect(byEmail.leads.map((lead) => lead.type)).toEqual(['buyer', 'renter', 'seller']);
    expect(byEmail.subscriptions.map((subscription) => subscription.email)).toEqual(['ama.owusu@example.com']);

    const lead = byEmail.leads[0]!;
    const patch = await app.request(`/api/leads/${lead.id}`, {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contactStatus: 'Contacted' }),
    });
    expect(patch.status).toBe(200);
    const note = await app.postJson(
      `/api/leads/${lead.id}/notes`,
      { body: 'Called Ama: she is <b>away</b> until June' },
      { Cookie: cookie },
    );
    expect(note.status).toBe(201);
    const touch = await app.postJson(
      `/api/leads/${lead.id}/touches`,
      { kind: 'called', outcome: 'no-answer', note: 'Her sister says she is in Kumasi' },
      { Cookie: cookie },
    );
    expect(touch.status).toBe(201);

    const byPhone = await find('+233 24 455 6677');
    expect(byPhone.leads.map((found) => found.type)).toEqual(['buyer', 'renter', 'seller']);
    expect(await find('0244556677')).toEqual(byPhone);
    expect(byPhone.statusHistory).toMatchObject([
      { leadId: lead.id, field: 'contactStatus', from: 'Not Contacted', to: 'Contacted' },
    ]);
    // Staff's notes on her leads are her data too; the reader's right to change them is no part of it.
    const { canChange: _readerOnly, ...kept } = (await note.json()).note;
    expect(byPhone.notes).toEqual([kept]);
    expect(byPhone.touches).toEqual([{ ...(await touch.json()).touch, leadId: lead.id }]);
    // The subscription of an address the person gave with that number.
    expect(byPhone.subscriptions).toHaveLength(1);

    expect(await find('nobody@example.com')).toEqual({
      leads: [],
      statusHistory: [],
      notes: [],
      touches: [],
      corrections: [],
      subscriptions: [],
    });
    const bad = await app.request('/api/people?contact=call%20me', { headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.contact).toContain('phone number');
  });

  test('the JSON export is a download of the same data, and the audit trail says who took it', async () => {
    app = await startTestApp(database);
    await seed(app);
    const { cookie, user } = await signIn(app);
    const [amaBuyer] = await app.dataSource.getRepository(Lead).find({ order: { id: 'ASC' } });
    expect(
      (await app.postJson(`/api/leads/${amaBuyer!.id}/notes`, { body: 'Wants East Legon only' }, { Cookie: cookie }))
        .status,
    ).toBe(201);
    const response = await app.request('/api/people/export.json?contact=ama.owusu%40example.com', {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('content-type')).toContain('application/json');
    const file = await response.json();
    expect(file).toMatchObject({ contact: 'ama.owusu@example.com', exportedBy: user.username });
    expect(file.leads.map((lead: LeadRecord) => lead.name)).toEqual(['Ama Owusu', 'Ama Owusu', 'A. Owusu']);
    expect(file.subscriptions).toHaveLength(1);
    expect(file.notes).toMatchObject([
      { leadId: amaBuyer!.id, body: 'Wants East Legon only', authorName: user.username },
    ]);
    const audit = await app.dataSource.getRepository(AuditEvent).findBy({ action: 'person.exported' });
    expect(audit).toMatchObject([
      { actorId: user.id, actorName: user.username, details: { leads: 3, subscriptions: 1, notes: 1 } },
    ]);

    const nobody = await app.request('/api/people/export.json?contact=nobody%40example.com', {
      headers: { Cookie: cookie },
    });
    expect(nobody.status).toBe(404);
  });

  test('erasure: a confirming number is read as typed, with the country code chosen beside it', async () => {
    app = await startTestApp(database);
    const uk = { name: 'Kwame Abroad', email: 'kwame@example.co.uk', countryCode: '+44', phone: '07911 123456' };
    expect((await app.postJson('/api/buyers', buildLead(uk))).status).toBe(201);
    const { cookie } = await signIn(app);
    const erase = (body: object) =>
      app!.request('/api/people/erase', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const badCode = await erase({ contact: '+447911123456', confirmation: '07911 123456', countryCode: '+999' });
    expect(badCode.status).toBe(400);
    expect(Object.keys((await badCode.json()).error.fields)).toEqual(['countryCode']);
    // Read as Ghanaian by default, it is another number.
    expect((await erase({ contact: '+447911123456', confirmation: '07911 123456' })).status).toBe(400);
    const done = await erase({ contact: '+447911123456', confirmation: '07911 123456', countryCode: '+44' });
    expect(done.status).toBe(200);
    expect((await done.json()).erased).toMatchObject({ leads: 1 });
  });

  test('erasure: confirmed by typing the address; personal fields become the marker everywhere, the subscription and the alert jobs go, counts stay', async () => {
    app = await startTestApp(database, {
      config: { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'Your home in Ghana <leads@example.com>' },
    });
    await seed(app);
    const { cookie, user } = await signIn(app);
    const repository = app.dataSource.getRepository(Lead);
    // Touches on her lead and the stranger's: her touches' notes go, the touches stay (as statuses do).
    const [herLead, , , strangers] = await repository.find({ order: { id: 'ASC' } });
    for (const [lead, note] of [
      [herLead, 'Ama says her brother will view'],
      [herLead, ''],
      [strangers, 'Kofi picked up'],
    ] as const) {
      const touched = await app.postJson(`/api/leads/${lead!.id}/touches`, { kind: 'met', note }, { Cookie: cookie });
      expect(touched.status).toBe(201);
    }
    const before = await repository.find({ order: { id: 'ASC' } });
    const countsBefore = await (await app.request('/api/buyers/counts', { headers: { Cookie: cookie } })).json();
    const outbox = app.dataSource.getRepository(OutboxJob);
    expect(await outbox.count()).toBeGreaterThan(0);
    // Mail the worker would have planned: an alert about the stranger to a staff address that happens to be
    // Ama's (in another case), and a digest listing Ama's buyer lead and the stranger's as going cold.
    const [amaBuyer, , , stranger] = before;
    const strangerEvent = {
      type: 'lead.created',
      occurredAt: stranger!.createdAt.toISOString(),
      lead: { id: stranger!.id, name: stranger!.name },
    };
    await outbox.insert({
      kind: 'email',
      payload: { message: 'lead-alert', to: 'AMA.OWUSU@example.com', event: strangerEvent },
    });
    await outbox.insert({
      kind: 'email',
      payload: {
        message: 'visitor-confirmation',
        to: 'Ama.Owusu@example.com',
        event: { ...strangerEvent, lead: { id: amaBuyer!.id, name: amaBuyer!.name } },
      },
    });
    const goingCold = {
      total: 2,
      leads: [
        { id: amaBuyer!.id, name: amaBuyer!.name, createdAt: '' },
        { id: stranger!.id, name: stranger!.name, createdAt: '' },
      ],
    };
    // Notes on two of her leads, and one on the stranger's, which stays.
    const notes = app.dataSource.getRepository(LeadNote);
    for (const [lead, body] of [
      [amaBuyer, 'Ama Owusu called back'],
      [before[2], 'Oak Street title checked'],
      [amaBuyer, 'Viewing done'],
      [stranger, 'Kofi wants a call'],
    ] as const) {
      expect((await app.postJson(`/api/leads/${lead!.id}/notes`, { body }, { Cookie: cookie })).status).toBe(201);
    }
    // A next step about her (a day to come), on her lead and in the digest's Due today.
    const nextStep = { date: '2099-11-24', text: 'Call Mrs Owusu after 6 pm' };
    expect(
      (
        await app.request(`/api/leads/${amaBuyer!.id}`, {
          method: 'PATCH',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ nextStep, assignedToId: user.id }),
        })
      ).status,
    ).toBe(200);
    const dueItem = {
      leadId: amaBuyer!.id,
      type: 'buyer',
      name: amaBuyer!.name,
      nextStep: { at: '2099-11-24T00:00:00.000Z', hasTime: false, text: nextStep.text },
      late: false,
      owner: null,
    };
    const followUps = {
      scope: 'everyone',
      today: '2099-11-24',
      dueToday: { total: 1, items: [dueItem] },
      overdue: { total: 0, items: [] },
    };
    await outbox.insert({
      kind: 'email',
      payload: {
        message: 'digest',
        to: 'boss@example.com',
        digest: { day: '2099-11-24', newLeads: {}, goingCold: { buyer: goingCold }, followUps },
      },
    });

    const beforeErasing = await repository.find({ order: { id: 'ASC' } });
    expect(beforeErasing[0]!.nextStepText).toBe(nextStep.text);
    const erase = (body: object) =>
      app!.request('/api/people/erase', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const mistyped = await erase({ contact: '+233244556677', confirmation: '+233244556678' });
    expect(mistyped.status).toBe(400);
    expect((await mistyped.json()).error.fields.confirmation).toBeDefined();
    expect(await repository.find({ order: { id: 'ASC' } })).toEqual(beforeErasing);

    const done = await erase({ contact: '+233244556677', confirmation: '024 455 6677' });
    expect(done.status).toBe(200);
    // Jobs: her three leads' events, the confirmation of what she sent, and her newsletter signup's confirmation.
    expect((await done.json()).erased).toEqual({ leads: 3, subscriptions: 1, notes: 3, deliveries: 5 });
    expect((await notes.find()).map((note) => note.body)).toEqual(['Kofi wants a call']);
    const touches = await app.dataSource.getRepository(LeadTouch).find({ order: { id: 'ASC' } });
    expect(touches.map((touch) => [touch.leadId, touch.kind, touch.note])).toEqual([
      [amaBuyer!.id, 'met', ''],
      [amaBuyer!.id, 'met', ''],
      [stranger!.id, 'met', 'Kofi picked up'],
    ]);

    const after = await repository.find({ order: { id: 'ASC' } });
    for (const [index, lead] of after.slice(0, 3).entries()) {
      expect(lead).toMatchObject({
        name: ERASED_MARKER,
        email: ERASED_MARKER,
        phone: ERASED_MARKER,
        phoneE164: null,
        emailKey: null,
      });
      expect(lead).toMatchObject({
        type: before[index]!.type,
        createdAt: before[index]!.createdAt,
        propertyType: before[index]!.propertyType,
        ghanaRegion: before[index]!.ghanaRegion,
      });
      expect(JSON.stringify(lead)).not.toMatch(/owusu|East Legon|Oak Street|Airport City|455/i);
    }
    expect(after[3]).toEqual(before[3]);
    expect(await app.dataSource.getRepository(NewsletterSubscriber).count()).toBe(0);
    const jobs = await outbox.find({ order: { id: 'ASC' } });
    // The stranger's event and alert stay, even though the alert goes to Ama's address; her own jobs are gone.
    expect(jobs.map((job) => (job.payload as { message?: string }).message ?? job.kind)).toEqual([
      'event',
      'lead-alert',
      'digest',
    ]);
    expect(JSON.stringify(jobs.slice(0, 2))).toContain('Kofi Stranger');
    const digest = (jobs[2]!.payload as { digest: { goingCold: { buyer: typeof goingCold } } }).digest.goingCold.buyer;
    expect(digest.leads.map((lead) => lead.name)).toEqual([ERASED_MARKER, 'Kofi Stranger']);
    const due = (jobs[2]!.payload as { digest: { followUps: typeof followUps } }).digest.followUps.dueToday.items;
    expect(due).toEqual([{ ...dueItem, name: ERASED_MARKER, nextStep: { ...dueItem.nextStep, text: ERASED_MARKER } }]);
    // Nobody works an erased person's leads: no owner, no next step, so no Due today, Overdue or digest line.
    for (const lead of after.slice(0, 3)) {
      expect(lead).toMatchObject({
        assignedToId: null,
        nextStepAt: null,
        nextStepText: '',
        erasedByName: user.username,
      });
      expect(lead.erasedAt).toBeInstanceOf(Date);
    }
    expect(after[3]).toMatchObject({ erasedAt: null, erasedByName: null });
    const card = await app.request(`/api/leads/${amaBuyer!.id}`, { headers: { Cookie: cookie } });
    const { lead: record } = (await card.json()) as { lead: LeadRecord };
    expect(record).toMatchObject({ assignedTo: null, nextStep: null, erased: { by: user.username } });
    expect(Date.parse(record.erased!.at)).toBe(after[0]!.erasedAt!.getTime());
    const mine = await app.request('/api/admin/follow-ups', { headers: { Cookie: cookie } });
    expect(JSON.stringify(await mine.json())).not.toContain(`"leadId":${amaBuyer!.id}`);
    expect(JSON.stringify(jobs.map((job) => ({ ...job, payload: { ...job.payload, to: undefined } })))).not.toMatch(
      /owusu/i,
    );
    expect(await (await app.request('/api/buyers/counts', { headers: { Cookie: cookie } })).json()).toEqual(
      countsBefore,
    );

    // The search index forgot them too; the stranger is still found.
    const search = async (term: string) =>
      (
        (await (await app!.request(`/api/leads?search=${term}`, { headers: { Cookie: cookie } })).json())
          .leads as LeadRecord[]
      ).length;
    expect(await search('owusu')).toBe(0);
    expect(await search('stranger')).toBe(1);

    const audit = await app.dataSource.getRepository(AuditEvent).findBy({ action: 'person.erased' });
    expect(audit).toMatchObject([
      { actorId: user.id, actorName: user.username, details: { leads: 3, subscriptions: 1, notes: 3 } },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/owusu|455/i);

    // Erased is erased: the same search finds no one, and a second erasure has nothing to do.
    expect((await erase({ contact: '+233244556677', confirmation: '+233244556677' })).status).toBe(404);
    expect(await app.dataSource.getRepository(AuditEvent).countBy({ action: 'person.erased' })).toBe(1);
  });
});
