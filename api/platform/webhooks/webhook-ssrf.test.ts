import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OutboxJob } from '../db/entities/OutboxJob';
import { WebhookDelivery } from '../db/entities/WebhookDelivery';
import { WebhookEndpoint } from '../db/entities/WebhookEndpoint';
import { enqueueJobs } from '../outbox/enqueue-jobs';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { newWebhookSecret } from './new-webhook-secret';
import type { WebhookJob } from './webhook-job';

const REFUSED = /private, loopback or reserved network/;

// Production mode: a webhook must not become a way into our own network. The receiver listens on
// loopback, so anything that reaches it got past the guard.
describe.each(TEST_DATABASES)('webhook addresses in production on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  let receiver: WebhookReceiver;
  let port: string;
  beforeAll(async () => {
    app = await startTestApp(database, { config: { nodeEnv: 'production' }, outbox: { retryDelaysMs: [50, 50, 50] } });
    ({ cookie } = await signIn(app, { role: 'admin' }));
    receiver = await startWebhookReceiver();
    port = new URL(receiver.url).port;
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  const save = (method: string, path: string, url: string) =>
    app.request(path, {
      method,
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url, events: ['lead.created'], enabled: true }),
    });

  test.each([
    ['https://127.0.0.1/hooks', REFUSED],
    ['https://10.0.0.1/hooks', REFUSED],
    ['https://169.254.169.254/latest/meta-data/', REFUSED],
    ['https://localhost/hooks', REFUSED],
    ['https://[::1]/hooks', REFUSED],
    ['https://[::ffff:127.0.0.1]/hooks', REFUSED],
    ['https://[fd00::1]/hooks', REFUSED],
    ['https://2130706433/hooks', REFUSED], // 127.0.0.1 as one number
    ['https://100.64.0.1/hooks', REFUSED],
    ['https://192.168.1.10/hooks', REFUSED],
    ['http://93.184.215.14/hooks', /must start with https:\/\//],
  ])('%s is refused when saved (POST and PUT answer 400 naming the url)', async (url, message) => {
    const created = await save('POST', '/api/admin/webhooks', url);
    expect(created.status).toBe(400);
    expect((await created.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { url: expect.stringMatching(message) },
    });

    const ok = await save('POST', '/api/admin/webhooks', 'https://93.184.215.14/hooks');
    expect(ok.status).toBe(201);
    const { endpoint } = await ok.json();
    expect((await save('PUT', `/api/admin/webhooks/${endpoint.id}`, url)).status).toBe(400);
  });

  /** An endpoint stored without the save check (an old row, a changed rule), and a job planned for it. */
  async function storedAndPlanned(url: string) {
    const endpoint = await app.dataSource.getRepository(WebhookEndpoint).save({
      url,
      events: ['lead.created'],
      enabled: true,
      secret: newWebhookSecret(),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const job: WebhookJob = {
      endpointId: endpoint.id,
      webhookId: `msg_${randomUUID()}`,
      type: 'lead.created',
      timestamp: new Date().toISOString(),
      data: { lead: { name: 'x' } },
    };
    await app.dataSource.transaction((manager) => enqueueJobs(manager, [{ kind: 'webhook', payload: job }]));
    return endpoint;
  }

  test.each([
    ['https://127.0.0.1:PORT/hooks', REFUSED],
    ['https://localhost:PORT/hooks', /private, loopback or reserved network \(localhost is (127\.0\.0\.1|::1)\)/],
    ['https://10.0.0.1:PORT/hooks', REFUSED],
    ['https://169.254.169.254/latest/meta-data/', REFUSED],
    ['https://[::ffff:7f00:1]:PORT/hooks', REFUSED],
    ['http://127.0.0.1:PORT/hooks', /must start with https:\/\//],
  ])(
    'a job for a stored %s is refused at delivery: logged, failed at once, nothing sent',
    async (template, message) => {
      const endpoint = await storedAndPlanned(template.replace('PORT', port));
      await app.services.outbox.runPass();

      const log = await app.dataSource.getRepository(WebhookDelivery).findBy({ endpointId: endpoint.id });
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        attempt: 1,
        statusCode: null,
        event: 'lead.created',
        error: expect.stringMatching(message),
      });
      const jobs = await app.dataSource.getRepository(OutboxJob).findBy({ kind: 'webhook' });
      const job = jobs.find((row) => (row.payload as WebhookJob).endpointId === endpoint.id)!;
      expect(job).toMatchObject({ state: 'failed', attempts: 1 });
      expect(receiver.received).toEqual([]);
    },
  );

  test('the test button of a stored loopback endpoint answers 200 with the refusal in its log row', async () => {
    const endpoint = await storedAndPlanned(`https://localhost:${port}/hooks`);
    const response = await app.request(`/api/admin/webhooks/${endpoint.id}/test`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).delivery).toMatchObject({
      event: 'webhook.test',
      statusCode: null,
      error: expect.stringMatching(REFUSED),
    });
    expect(receiver.received).toEqual([]);
  });
});
