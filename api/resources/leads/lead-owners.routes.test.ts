import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import { Lead } from '../../platform/db/entities/Lead';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import type { LeadRecord } from '#contract/leads/leads-api';
import { addStaff } from '../../test/add-staff';
import { insertLead } from '../../test/seed-rows';
import { sessionCookie, TEST_PASSWORD } from '../../test/sign-in';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

// Assigning leads to staff, with the change recorded and the new owner mailed.
describe.each(TEST_DATABASES)('lead owners (PATCH assignedToId, GET /api/staff) on $name', (database) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const call = (path: string, cookie: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { Cookie: cookie, 'Content-Type': 'application/json', ...init.headers } });
  const patch = (leadId: number, body: unknown, as = 'kofi', path = `/api/leads/${leadId}`) =>
    call(path, cookies[as]!, { method: 'PATCH', body: JSON.stringify(body) });
  const assign = async (leadId: number, assignedToId: number | null, as = 'kofi') => {
    const response = await patch(leadId, { assignedToId }, as);
    expect(response.status).toBe(200);
    return ((await response.json()) as { lead: LeadRecord }).lead;
  };
  const changes = (leadId: number) =>
    app.dataSource.getRepository(LeadAssignmentChange).find({ where: { leadId }, order: { id: 'ASC' } });
  const emailJobs = async () =>
    (await app.dataSource.getRepository(OutboxJob).find({ where: { kind: 'email' }, order: { id: 'ASC' } })).map(
      (job) => job.payload as { message: string; to: string },
    );

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(database, { config: { smtpUrl: smtp.url, mailFrom: 'alerts@example.com' } });
    for (const [username, email, role] of [
      ['kofi', 'kofi@example.com', 'admin'],
      ['esi', 'esi@example.com', 'user'],
      ['yaw', null, 'user'],
    ] as const) {
      ids[username] = (await addStaff(app.dataSource, { username, email, role })).id;
      const response = await app.postJson('/api/admin/login', { username, password: TEST_PASSWORD });
      cookies[username] = sessionCookie(response);
    }
    ids.b1 = (
      await insertLead(app.dataSource, { type: 'buyer', name: 'Ama <b>Owusu</b>', createdAt: '2026-06-05T10:00:00Z' })
    ).id;
    ids.b2 = (await insertLead(app.dataSource, { type: 'buyer', name: 'Kojo', createdAt: '2026-06-05T11:00:00Z' })).id;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  test('GET /api/staff lists every staff user by name, ids and usernames only, for any signed-in user; 401 without a session', async () => {
    const response = await call('/api/staff', cookies.yaw!);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      staff: [
        { id: ids.esi, username: 'esi' },
        { id: ids.kofi, username: 'kofi' },
        { id: ids.yaw, username: 'yaw' },
      ],
    });
    expect((await call('/api/staff', '')).status).toBe(401);
  });

  test('assigning records the change by name and mails the new owner a link to the lead; the same owner again changes nothing', async () => {
    const lead = await assign(ids.b1!, ids.esi!);
    expect(lead.assignedTo).toEqual({ id: ids.esi, username: 'esi' });
    expect(
      (await changes(ids.b1!)).map(({ fromName, toName, changedById, changedByName }) => ({
        fromName,
        toName,
        changedById,
        changedByName,
      })),
    ).toEqual([{ fromName: '', toName: 'esi', changedById: ids.kofi, changedByName: 'kofi' }]);
    expect(await emailJobs()).toEqual([expect.objectContaining({ message: 'lead-assigned', to: 'esi@example.com' })]);
    await app.services.outbox.runPass();
    const [mail] = await smtp.waitForMessages(1);
    expect(smtp.recipients).toEqual([['esi@example.com']]);
    expect(mail!.subject).toBe('Lead assigned to you: Ama <b>Owusu</b>');
    expect(mail!.text).toContain('kofi assigned the buyer lead Ama <b>Owusu</b> to you');
    expect(mail!.text).toContain(`${TEST_SITE_URL}/admin/buyers?lead=${ids.b1}`);
    expect(mail!.html as string).toContain(`href="${TEST_SITE_URL}/admin/buyers?lead=${ids.b1}"`);
    expect(mail!.html as string).toContain('Ama &lt;b&gt;Owusu&lt;/b&gt;');

    // Again to the same owner: no row, no mail; GET answers the owner.
    expect((await assign(ids.b1!, ids.esi!)).assignedTo).toEqual({ id: ids.esi, username: 'esi' });
    expect(await changes(ids.b1!)).toHaveLength(1);
    expect(await emailJobs()).toHaveLength(1);
    expect((await (await call(`/api/leads/${ids.b1}`, cookies.yaw!)).json()).lead.assignedTo).toEqual({
      id: ids.esi,
      username: 'esi',
    });
  });

  test('no mail to an owner without an address, nor to someone assigning a lead to themselves; unassigning is recorded too', async () => {
    const before = (await emailJobs()).length;
    expect((await assign(ids.b2!, ids.yaw!)).assignedTo).toEqual({ id: ids.yaw, username: 'yaw' });
    expect((await assign(ids.b2!, ids.esi!, 'esi')).assignedTo).toEqual({ id: ids.esi, username: 'esi' });
    expect((await assign(ids.b2!, null, 'yaw')).assignedTo).toBeNull();
    expect(
      (await changes(ids.b2!)).map(({ fromName, toName, changedByName }) => [fromName, toName, changedByName]),
    ).toEqual([
      ['', 'yaw', 'kofi'],
      ['yaw', 'esi', 'esi'],
      ['esi', '', 'yaw'],
    ]);
    expect(await emailJobs()).toHaveLength(before);
  });

  test('an unknown user is a 400 naming assignedToId, and nothing changes; so is anything but an id or null', async () => {
    const before = await changes(ids.b1!);
    const response = await patch(ids.b1!, { assignedToId: 999_999, leadStatus: 'Qualified' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      assignedToId: 'There is no such user. Choose someone from the list.',
    });
    const lead = (await (await call(`/api/leads/${ids.b1}`, cookies.kofi!)).json()).lead as LeadRecord;
    expect([lead.assignedTo?.username, lead.leadStatus]).toEqual(['esi', 'New']);
    expect(await changes(ids.b1!)).toEqual(before);
    for (const bad of ['esi', 0, -1, 1.5, [ids.esi], { id: ids.esi }]) {
      const refused = await patch(ids.b1!, { assignedToId: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys((await refused.json()).error.fields)).toEqual(['assignedToId']);
    }
    expect((await patch(ids.b1!, {})).status).toBe(400);
  });

  test('the typed PATCH assigns too, and a lead of another type is a 404 there', async () => {
    expect((await patch(ids.b2!, { assignedToId: ids.kofi }, 'kofi', `/api/buyers/${ids.b2}`)).status).toBe(200);
    expect((await patch(ids.b2!, { assignedToId: ids.esi }, 'kofi', `/api/sellers/${ids.b2}`)).status).toBe(404);
    expect((await (await call(`/api/leads/${ids.b2}`, cookies.kofi!)).json()).lead.assignedTo).toEqual({
      id: ids.kofi,
      username: 'kofi',
    });
  });

  test("erasing a lead's person removes the emails about its assignment, sent or not", async () => {
    const lead = await insertLead(app.dataSource, {
      type: 'seller',
      name: 'Forget Me',
      email: 'forget.me@example.com',
      emailKey: 'forget.me@example.com',
    });
    await assign(lead.id, ids.esi!);
    const about = async () =>
      (await emailJobs()).filter(
        (job) => (job as { assignment?: { lead: { id: number } } }).assignment?.lead.id === lead.id,
      );
    expect(await about()).toHaveLength(1);
    const erased = await call('/api/people/erase', cookies.kofi!, {
      method: 'POST',
      body: JSON.stringify({ contact: 'forget.me@example.com', confirmation: 'forget.me@example.com' }),
    });
    expect(erased.status).toBe(200);
    expect((await erased.json()).erased).toMatchObject({ leads: 1, deliveries: 1 });
    expect(await about()).toEqual([]);
  });

  test('deleting a user unassigns their leads with a timeline entry each, and no mail about a lead no longer theirs is sent', async () => {
    const leaving = await addStaff(app.dataSource, { username: 'leaving', email: 'leaving@example.com' });
    const stays = await addStaff(app.dataSource, { username: 'stays', email: 'stays@example.com' });
    const [kept, movedOn, sentBefore] = [
      await insertLead(app.dataSource, { type: 'buyer' }),
      await insertLead(app.dataSource, { type: 'renter' }),
      smtp.recipients.length,
    ];
    await assign(kept.id, leaving.id);
    await assign(movedOn.id, stays.id);
    // Given to someone else before the worker ran: "this lead is yours" would be wrong by then.
    await assign(movedOn.id, ids.esi!);
    expect((await call(`/api/admin/users/${leaving.id}`, cookies.kofi!, { method: 'DELETE' })).status).toBe(200);

    expect((await (await call(`/api/leads/${kept.id}`, cookies.kofi!)).json()).lead.assignedTo).toBeNull();
    expect(
      (await changes(kept.id)).map(({ fromName, toName, changedById, changedByName }) => ({
        fromName,
        toName,
        changedById,
        changedByName,
      })),
    ).toEqual([
      { fromName: '', toName: 'leaving', changedById: ids.kofi, changedByName: 'kofi' },
      { fromName: 'leaving', toName: '', changedById: ids.kofi, changedByName: 'kofi' },
    ]);
    await app.services.outbox.runPass();
    await smtp.waitForMessages(sentBefore + 1);
    // Only esi's email about the lead she now has; the deleted
    // user's and the moved lead's first owner's are done unsent.
    expect(smtp.recipients.slice(sentBefore)).toEqual([['esi@example.com']]);
    expect(await app.dataSource.getRepository(OutboxJob).countBy({ kind: 'email', state: 'pending' })).toBe(0);
  });

  test('without mail delivery nobody is mailed, and the assignment is still recorded', async () => {
    const quiet = await startTestApp(database);
    try {
      const [kofi, esi] = [
        await addStaff(quiet.dataSource, { username: 'kofi', email: 'kofi@example.com', role: 'admin' }),
        await addStaff(quiet.dataSource, { username: 'esi', email: 'esi@example.com' }),
      ];
      const cookie = sessionCookie(
        await quiet.postJson('/api/admin/login', { username: kofi.username, password: TEST_PASSWORD }),
      );
      const lead = await insertLead(quiet.dataSource, { type: 'renter' });
      const response = await quiet.request(`/api/leads/${lead.id}`, {
        method: 'PATCH',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ assignedToId: esi.id }),
      });
      expect((await response.json()).lead.assignedTo).toEqual({ id: esi.id, username: 'esi' });
      expect(await quiet.dataSource.getRepository(OutboxJob).count()).toBe(0);
      expect(await quiet.dataSource.getRepository(LeadAssignmentChange).count()).toBe(1);
    } finally {
      await quiet.close();
    }
  });
});

// PostgreSQL runs transactions side by side (SQLite one writer at a time): an assignment racing the deletion of its
// new owner's account must not leave the lead owned by an account that is gone.
describe.each(TEST_DATABASES.filter((database) => database.name === 'postgres'))(
  'assigning while the owner is deleted, on $name',
  (database) => {
    test('the assignment waits for the deletion, then finds no such user (400) and leaves the lead as it was', async () => {
      const app = await startTestApp(database);
      const runner = app.dataSource.createQueryRunner();
      try {
        const admin = await addStaff(app.dataSource, { username: 'kofi', email: null, role: 'admin' });
        const leaving = await addStaff(app.dataSource, { username: 'leaving', email: null });
        const cookie = sessionCookie(
          await app.postJson('/api/admin/login', { username: admin.username, password: TEST_PASSWORD }),
        );
        const lead = await insertLead(app.dataSource, { type: 'buyer' });
        await runner.startTransaction();
        await runner.query('DELETE FROM "admin_users" WHERE "id" = $1', [leaving.id]);
        const assigning = app.request(`/api/leads/${lead.id}`, {
          method: 'PATCH',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ assignedToId: leaving.id }),
        });
        let answered = false;
        void assigning.finally(() => (answered = true));
        // Until the PATCH waits on the deleted row's lock (or, unguarded, has already answered).
        const waitingOnLocks = async () =>
          Number((await app.dataSource.query('SELECT count(*) AS n FROM pg_locks WHERE NOT granted'))[0].n);
        await expect.poll(async () => answered || (await waitingOnLocks()) > 0).toBe(true);
        await runner.commitTransaction();
        const response = await assigning;
        expect(response.status).toBe(400);
        expect((await response.json()).error.fields).toHaveProperty('assignedToId');
        expect((await app.dataSource.getRepository(Lead).findOneByOrFail({ id: lead.id })).assignedToId).toBeNull();
      } finally {
        await runner.release();
        await app.close();
      }
    });
  },
);
