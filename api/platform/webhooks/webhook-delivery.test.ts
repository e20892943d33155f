import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Lead } from '../db/entities/Lead';
import { OutboxJob } from '../db/entities/OutboxJob';
import { enqueueJobs } from '../outbox/enqueue-jobs';
import type {
  WebhookDeliveryRecord,
  WebhookEndpointWithSecret,
  WebhookEvent,
} from '#contract/notifications/notifications-api';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import type { WebhookJob } from './webhook-job';

// Real parts end to end: the public forms and the admin's PATCH enqueue events, the outbox worker
// plans and delivers them over HTTP to a loopback receiver that checks every signature.
describe.each(TEST_DATABASES)('webhook deliveries on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  const receivers: WebhookReceiver[] = [];
  const endpointIds: number[] = [];

  beforeAll(async () => {
    app = await startTestApp(database, {
      config: { nodeEnv: 'test' },
      outbox: { pollMs: 50, retryDelaysMs: [50, 50, 50] },
    });
    ({ cookie } = await signIn(app, { role: 'admin' }));
    await app.services.outbox.start();
  });
  afterEach(async () => {
    // Each test's endpoints go, so a later test's events reach only its own receivers.
    for (const id of endpointIds.splice(0))
      await app.request(`/api/admin/webhooks/${id}`, { method: 'DELETE', headers: { Cookie: cookie } });
    await settled();
    for (const receiver of receivers.splice(0)) await receiver.close();
  });
  afterAll(() => app.close());

  const json = { 'Content-Type': 'application/json' };
  /** A receiver, and an endpoint for it whose secret it verifies with. */
  async function receiverFor(events: WebhookEvent[], { answers = [] as number[], enabled = true } = {}) {
    const receiver = await startWebhookReceiver({ answers });
    receivers.push(receiver);
    const response = await app.postJson(
      '/api/admin/webhooks',
      { url: receiver.url, events, enabled },
      { Cookie: cookie },
    );
    expect(response.status).toBe(201);
    const { endpoint, secret } = (await response.json()) as WebhookEndpointWithSecret;
    endpointIds.push(endpoint.id);
    receiver.secret = secret;
    return { receiver, endpoint };
  }
  /** Waits until the outbox has nothing left to do: every event planned, every delivery done or given up. */
  const settled = () =>
    expect
      .poll(() => app.dataSource.getRepository(OutboxJob).countBy({ state: 'pending' }), { timeout: 20_000 })
      .toBe(0);
  const deliveriesOf = async (id: number) =>
    (
      (await (await app.request(`/api/admin/webhooks/${id}/deliveries`, { headers: { Cookie: cookie } })).json()) as {
        deliveries: WebhookDeliveryRecord[];
      }
    ).deliveries;

  test('lead.created: 500, 500, then 200 makes three attempts with one webhook-id, each signed, the log shows them', async () => {
    const { receiver, endpoint } = await receiverFor(['lead.created'], { answers: [500, 500] });
    const lead = buildLead({ name: 'Ama Mensah' });
    expect((await app.postJson('/api/buyers', lead)).status).toBe(201);

    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
    const ids = new Set(receiver.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^msg_[0-9a-f-]{36}$/);
    for (const request of receiver.received) {
      expect(request.verifyError).toBe('');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toMatch(/YourHomeInGhana/);
      expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    }
    const { payload } = receiver.received[2];
    expect(payload).toMatchObject({
      type: 'lead.created',
      data: { lead: { type: 'buyer', name: 'Ama Mensah', email: lead.email, phone: lead.phone } },
    });
    expect(Object.keys(payload!)).toEqual(['type', 'timestamp', 'data']);
    expect(new Date(payload!.timestamp).toISOString()).toBe(payload!.timestamp);

    await settled();
    const log = await deliveriesOf(endpoint.id);
    expect(log.map(({ attempt, statusCode, event }) => ({ attempt, statusCode, event }))).toEqual([
      { attempt: 3, statusCode: 200, event: 'lead.created' },
      { attempt: 2, statusCode: 500, event: 'lead.created' },
      { attempt: 1, statusCode: 500, event: 'lead.created' },
    ]);
    expect(new Set(log.map((row) => row.webhookId))).toEqual(ids);
    expect(log[0].error).toBe('');
    expect(log[1].error).toBe('The receiver answered HTTP 500.');
    for (const row of log) expect(row.durationMs).toBeGreaterThanOrEqual(0);
  });

  test('lead.status_changed after a PATCH; an endpoint not subscribed to lead.created gets nothing of it', async () => {
    const { receiver } = await receiverFor(['lead.status_changed']);
    const form = buildLead();
    expect((await app.postJson('/api/sellers', form)).status).toBe(201);
    const lead = await app.dataSource.getRepository(Lead).findOneByOrFail({ email: form.email });
    const patched = await app.request(`/api/leads/${lead.id}`, {
      method: 'PATCH',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ contactStatus: 'Contacted' }),
    });
    expect(patched.status).toBe(200);

    await settled();
    expect(receiver.received.map((request) => request.payload?.type)).toEqual(['lead.status_changed']);
    expect(receiver.received[0].payload?.data).toMatchObject({
      lead: { id: lead.id, email: form.email, contactStatus: 'Contacted' },
      changes: [{ field: 'contactStatus', from: 'Not Contacted', to: 'Contacted' }],
    });
  });

  test('subscriber.created after a newsletter signup reaches its subscriber and no lead-only endpoint', async () => {
    const { receiver } = await receiverFor(['subscriber.created']);
    const { receiver: leadsOnly } = await receiverFor(['lead.created', 'lead.status_changed']);
    expect((await app.postJson('/api/newsletter', { email: 'kofi.subscriber@example.com' })).status).toBe(201);

    await settled();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].verifyError).toBe('');
    expect(receiver.received[0].payload).toMatchObject({
      type: 'subscriber.created',
      data: { subscriber: { email: 'kofi.subscriber@example.com' } },
    });
    expect(leadsOnly.received).toEqual([]);
  });

  test('a disabled endpoint gets nothing while an enabled one gets the event', async () => {
    const { receiver: disabled, endpoint } = await receiverFor(
      ['lead.created', 'lead.status_changed', 'subscriber.created'],
      { enabled: false },
    );
    const { receiver: enabled } = await receiverFor(['lead.created']);
    expect((await app.postJson('/api/renters', buildLead())).status).toBe(201);

    await settled();
    expect(enabled.received).toHaveLength(1);
    expect(disabled.received).toEqual([]);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  test('a job planned before its endpoint was disabled or deleted sends nothing and fails at once', async () => {
    const { receiver, endpoint: disabled } = await receiverFor(['lead.created']);
    const { endpoint: deleted } = await receiverFor(['lead.created']);
    const put = await app.request(`/api/admin/webhooks/${disabled.id}`, {
      method: 'PUT',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ url: receiver.url, events: ['lead.created'], enabled: false }),
    });
    expect(put.status).toBe(200);
    expect(
      (await app.request(`/api/admin/webhooks/${deleted.id}`, { method: 'DELETE', headers: { Cookie: cookie } }))
        .status,
    ).toBe(200);
    // Jobs as the planner wrote them before the change.
    const job = (endpointId: number): WebhookJob => ({
      endpointId,
      webhookId: `msg_planned_${endpointId}`,
      type: 'lead.created',
      timestamp: new Date().toISOString(),
      data: {},
    });
    await app.dataSource.transaction((manager) =>
      enqueueJobs(
        manager,
        [disabled.id, deleted.id].map((id) => ({ kind: 'webhook', payload: job(id) })),
      ),
    );

    await settled();
    const jobs = (await app.dataSource.getRepository(OutboxJob).findBy({ kind: 'webhook', state: 'failed' })).filter(
      (row) => (row.payload as WebhookJob).webhookId.startsWith('msg_planned_'),
    );
    expect(jobs).toHaveLength(2);
    expect(jobs.map(({ attempts, lastError }) => ({ attempts, lastError }))).toEqual(
      expect.arrayContaining([
        { attempts: 1, lastError: `webhook endpoint ${deleted.id} was deleted` },
        { attempts: 1, lastError: `webhook endpoint ${disabled.id} is disabled` },
      ]),
    );
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(disabled.id)).toEqual([]);
  });
});
