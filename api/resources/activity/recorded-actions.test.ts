import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityEntry, ActivityPage } from '#contract/activity/activity-api';
import type { WebhookEndpointWithSecret } from '#contract/notifications/notifications-api';
import { SEARCH_NOT_KEPT } from '../../platform/db/record-audit';
import { insertLeads } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const PASSWORD = 'first-secret-password';
const NEW_PASSWORD = 'second-secret-password';

describe.each(TEST_DATABASES)('what the audit trail records, on $name', (database) => {
  let app: TestApp;
  let admin: { cookie: string; user: { id: number; username: string } };
  beforeAll(async () => {
    app = await startTestApp(database, { config: { nodeEnv: 'test' } });
    admin = await signIn(app, { role: 'admin', username: 'Recorder' });
  });
  afterAll(() => app.close());

  const call = async (method: string, path: string, body?: unknown, cookie = admin.cookie) => {
    const response = await app.request(path, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  };
  const entries = async (query: string): Promise<ActivityEntry[]> => {
    const { status, text } = await call('GET', `/api/admin/activity${query}`);
    expect(status, text).toBe(200);
    return (JSON.parse(text) as ActivityPage).entries;
  };
  const byRecorder = { actorId: () => admin.user.id, actorName: 'Recorder' };
  const expectByRecorder = (entry: ActivityEntry | undefined) =>
    expect(entry).toMatchObject({ actorId: byRecorder.actorId(), actorName: byRecorder.actorName });

  test('account changes: created, changed (field names only), role, password and deleted, never a password', async () => {
    const created = await call('POST', '/api/admin/users', {
      username: 'Yaw.Boateng',
      email: 'yaw@example.com',
      role: 'user',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const id = JSON.parse(created.text).user.id as number;
    const [made] = await entries('?action=user.created');
    expectByRecorder(made);
    expect(made!.details).toEqual({ userId: id, username: 'Yaw.Boateng', role: 'user' });

    const put = (body: object) =>
      call('PUT', `/api/admin/users/${id}`, {
        username: 'Yaw.Boateng',
        email: 'yaw@example.com',
        role: 'user',
        ...body,
      });
    expect((await put({ email: 'yaw.b@example.com' })).status).toBe(200);
    expect((await entries('?action=user.changed'))[0]!.details).toEqual({
      userId: id,
      username: 'Yaw.Boateng',
      fields: ['email'],
    });
    expect(
      (await put({ username: 'Yaw.B', email: 'yaw.b@example.com', role: 'admin', password: NEW_PASSWORD })).status,
    ).toBe(200);
    const [changed, role, password] = [
      (await entries('?action=user.changed'))[0],
      (await entries('?action=user.role_changed'))[0],
      (await entries('?action=user.password_changed'))[0],
    ];
    expect(changed!.details).toEqual({ userId: id, username: 'Yaw.B', fields: ['username'] });
    expect(role!.details).toEqual({ userId: id, username: 'Yaw.B', from: 'user', to: 'admin' });
    expect(password!.details).toEqual({ userId: id, username: 'Yaw.B' });
    for (const entry of [changed, role, password]) expectByRecorder(entry);

    // Nothing changed, or a change refused: nothing recorded (the entry is in the change's transaction).
    const before = (await entries('?action=user')).length;
    expect((await put({ username: 'Yaw.B', email: 'yaw.b@example.com', role: 'admin' })).status).toBe(200);
    expect((await put({ username: 'recorder', email: 'taken@example.com', role: 'admin' })).status).toBe(409);
    expect(await entries('?action=user')).toHaveLength(before);

    expect((await call('DELETE', `/api/admin/users/${id}`)).status).toBe(200);
    const [deleted] = await entries('?action=user.deleted');
    expectByRecorder(deleted);
    expect(deleted!.details).toEqual({ userId: id, username: 'Yaw.B', role: 'admin' });

    const everything = (await call('GET', '/api/admin/activity?limit=200')).text;
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(NEW_PASSWORD);
    expect(everything).not.toMatch(/scrypt|passwordHash/i);
  });

  test('campaign sending: allowed at creation or later, withdrawn, and what a change of role means for it', async () => {
    const created = await call('POST', '/api/admin/users', {
      username: 'Abena.Sender',
      role: 'user',
      password: PASSWORD,
      sendsCampaigns: true,
    });
    expect(created.status).toBe(201);
    const id = JSON.parse(created.text).user.id as number;
    expect((await entries('?action=user.created'))[0]!.details).toEqual({
      userId: id,
      username: 'Abena.Sender',
      role: 'user',
      campaigns: 'allowed',
    });
    const put = (body: object) =>
      call('PUT', `/api/admin/users/${id}`, { username: 'Abena.Sender', email: null, role: 'user', ...body });
    const campaignEntries = async () =>
      (await entries('?action=user.campaigns_changed')).map((entry) => {
        expectByRecorder(entry);
        expect(entry.label).toBe('Campaign sending changed');
        return entry.details;
      });
    const about = { userId: id, username: 'Abena.Sender' };

    expect((await put({ sendsCampaigns: false })).status).toBe(200);
    expect((await put({ sendsCampaigns: true })).status).toBe(200);
    // Unchanged, or left out: nothing to record.
    expect((await put({ sendsCampaigns: true })).status).toBe(200);
    expect((await put({})).status).toBe(200);
    expect(await campaignEntries()).toEqual([
      { ...about, campaigns: 'allowed' },
      { ...about, campaigns: 'withdrawn' },
    ]);
    // Made an admin, they may (the role change says so); made a user again, the change says whether they still may.
    expect((await put({ role: 'admin' })).status).toBe(200);
    expect(await campaignEntries()).toHaveLength(2);
    expect((await put({})).status).toBe(200);
    expect((await campaignEntries())[0]).toEqual({ ...about, campaigns: 'withdrawn' });
    expect((await put({ role: 'admin' })).status).toBe(200);
    expect((await put({ sendsCampaigns: true })).status).toBe(200);
    expect((await campaignEntries())[0]).toEqual({ ...about, campaigns: 'allowed' });
    expect(await campaignEntries()).toHaveLength(4);
  });

  test("a deleted actor's entries are still found by their name, in any case", async () => {
    const leaving = await signIn(app, { role: 'admin', username: 'Leaving.Admin' });
    expect(
      (
        await call(
          'POST',
          '/api/admin/users',
          { username: 'made-by-leaver', role: 'user', password: PASSWORD },
          leaving.cookie,
        )
      ).status,
    ).toBe(201);
    expect((await call('DELETE', `/api/admin/users/${leaving.user.id}`)).status).toBe(200);
    const found = await entries('?actor=leaving.admin');
    expect(found.map((entry) => [entry.action, entry.actorName, entry.actorId])).toEqual([
      ['user.created', 'Leaving.Admin', leaving.user.id],
      ['sign_in.succeeded', 'Leaving.Admin', leaving.user.id],
    ]);
  });

  test('webhooks: added, changed, secret rotated, deleted, with the URL host and events and never the secret, path or query', async () => {
    const url = 'https://hooks.example.com/private/path?token=receiver-token-123';
    const created = await call('POST', '/api/admin/webhooks', { url, events: ['lead.created'], enabled: true });
    expect(created.status).toBe(201);
    const { endpoint, secret } = JSON.parse(created.text) as WebhookEndpointWithSecret;
    const common = { endpointId: endpoint.id, host: 'hooks.example.com' };
    expect(
      (
        await call('PUT', `/api/admin/webhooks/${endpoint.id}`, {
          url,
          events: ['lead.created', 'subscriber.created'],
          enabled: false,
        })
      ).status,
    ).toBe(200);
    const rotated = await call('POST', `/api/admin/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect((await call('DELETE', `/api/admin/webhooks/${endpoint.id}`)).status).toBe(200);

    const found = await entries('?action=webhook');
    expect(found.map((entry) => entry.action)).toEqual([
      'webhook.deleted',
      'webhook.secret_rotated',
      'webhook.changed',
      'webhook.created',
    ]);
    for (const entry of found) expectByRecorder(entry);
    expect(found[3]!.details).toEqual({ ...common, events: ['lead.created'], enabled: true });
    expect(found[2]!.details).toEqual({
      ...common,
      events: ['lead.created', 'subscriber.created'],
      enabled: false,
      fields: ['events', 'enabled'],
    });
    expect(found[1]!.details).toEqual({ ...common, events: ['lead.created', 'subscriber.created'], enabled: false });
    const serialized = JSON.stringify(found);
    for (const secretValue of [
      secret,
      JSON.parse(rotated.text).secret as string,
      'receiver-token-123',
      '/private/path',
      'whsec_',
    ])
      expect(serialized).not.toContain(secretValue);
  });

  test('settings: the keys that changed and their new values; saving the same again records nothing', async () => {
    const save = (visitorConfirmation: boolean) =>
      call('PUT', '/api/admin/notifications/settings', { visitorConfirmation });
    expect((await save(false)).status).toBe(200);
    expect((await save(false)).status).toBe(200);
    const found = await entries('?action=settings.changed');
    expect(found).toHaveLength(1);
    expectByRecorder(found[0]);
    expect(found[0]!.details).toEqual({ keys: ['visitorConfirmation'], to: { visitorConfirmation: false } });
    // A user's own alert choices are theirs: not audited.
    expect(
      (
        await call('PUT', `/api/admin/notifications/preferences/${admin.user.id}`, {
          alertLeadTypes: ['buyer'],
          alertSubscribers: false,
          dailyDigest: false,
        })
      ).status,
    ).toBe(200);
    expect(await entries('?action=settings.changed')).toHaveLength(1);
  });

  test('exports: which list, its filters without the search text, and the rows written, once the stream has ended', async () => {
    await insertLeads(app.dataSource, [
      ...Array.from({ length: 3 }, () => ({ type: 'buyer' as const, name: 'Ama Serwaa', leadStatus: 'New' as const })),
      { type: 'buyer', name: 'Kofi Other', leadStatus: 'New' },
      { type: 'seller', name: 'Ama Serwaa', leadStatus: 'New' },
    ]);
    const leads = await call('GET', '/api/buyers/export.csv?search=Ama%20Serwaa&leadStatus=New&from=2020-01-01');
    expect(leads.status).toBe(200);
    await expect.poll(async () => (await entries('?action=export.leads')).length).toBe(1);
    const [lead] = await entries('?action=export.leads');
    expectByRecorder(lead);
    expect(lead!.details).toEqual({
      type: 'buyer',
      filters: { type: 'buyer', leadStatus: 'New', search: SEARCH_NOT_KEPT, from: '2020-01-01T00:00:00.000Z' },
      rows: 3,
    });
    expect(JSON.stringify(lead)).not.toMatch(/serwaa/i);

    for (const email of ['a@example.com', 'b@example.com'])
      expect((await app.postJson('/api/newsletter', { email })).status).toBe(201);
    expect((await call('GET', '/api/newsletters/export.csv?search=example')).status).toBe(200);
    await expect
      .poll(async () => (await entries('?action=export.subscribers'))[0]?.details)
      .toEqual({ filters: { search: SEARCH_NOT_KEPT }, rows: 2 });
    expectByRecorder((await entries('?action=export.subscribers'))[0]);
  });
});
