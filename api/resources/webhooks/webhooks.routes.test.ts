import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebhookDelivery } from '../../platform/db/entities/WebhookDelivery';
import type {
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookEndpointWithSecret,
} from '#contract/notifications/notifications-api';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

describe.each(TEST_DATABASES)('/api/admin/webhooks on $name', (database) => {
  let app: TestApp;
  let cookie: string;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    app = await startTestApp(database, { config: { nodeEnv: 'test' } });
    ({ cookie } = await signIn(app, { role: 'admin' }));
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  const call = (method: string, path: string, body?: unknown, session: string | null = cookie) =>
    app.request(path, {
      method,
      headers: {
        ...(session ? { Cookie: session } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const valid = { url: 'https://hooks.example.com/leads', events: ['lead.created'], enabled: true };
  const create = async (body: object = valid) => {
    const response = await call('POST', '/api/admin/webhooks', body);
    expect(response.status).toBe(201);
    return (await response.json()) as WebhookEndpointWithSecret;
  };
  const sendTest = async (id: number) => {
    const response = await call('POST', `/api/admin/webhooks/${id}/test`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { delivery: WebhookDeliveryRecord }).delivery;
  };
  const logOf = async (id: number) =>
    (
      (await (await call('GET', `/api/admin/webhooks/${id}/deliveries`)).json()) as {
        deliveries: WebhookDeliveryRecord[];
      }
    ).deliveries;

  test.each([
    ['GET', '/api/admin/webhooks'],
    ['POST', '/api/admin/webhooks'],
    ['PUT', '/api/admin/webhooks/1'],
    ['DELETE', '/api/admin/webhooks/1'],
    ['POST', '/api/admin/webhooks/1/rotate-secret'],
    ['POST', '/api/admin/webhooks/1/test'],
    ['GET', '/api/admin/webhooks/1/deliveries'],
  ])('%s %s answers 401 without a session and 403 for the user role', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? valid : undefined;
    expect((await call(method, path, body, null)).status).toBe(401);
    const user = await signIn(app, { role: 'user' });
    const forbidden = await call(method, path, body, user.cookie);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error).toMatchObject({ code: 'forbidden' });
  });

  test('POST answers 201 with the secret once; GET lists the endpoint with only its last four characters', async () => {
    const { endpoint, secret } = await create({
      url: 'https://hooks.example.com/a',
      events: ['lead.created', 'subscriber.created'],
      enabled: false,
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(endpoint).toEqual({
      id: expect.any(Number),
      url: 'https://hooks.example.com/a',
      events: ['lead.created', 'subscriber.created'],
      enabled: false,
      secretHint: secret.slice(-4),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await call('GET', '/api/admin/webhooks');
    const text = await list.text();
    expect(text).not.toContain(secret.slice(6, 30));
    expect(text).not.toMatch(/whsec_/);
    expect((JSON.parse(text) as { endpoints: WebhookEndpointRecord[] }).endpoints).toContainEqual(endpoint);
  });

  test('PUT changes the URL, events and switch, keeps the secret; DELETE removes it and its log', async () => {
    const { endpoint, secret } = await create();
    const response = await call('PUT', `/api/admin/webhooks/${endpoint.id}`, {
      url: 'http://127.0.0.1:9/x',
      events: ['lead.status_changed'],
      enabled: false,
      secret: 'whsec_mine',
    });
    expect(response.status).toBe(200);
    const { endpoint: updated } = await response.json();
    expect(updated).toMatchObject({
      id: endpoint.id,
      url: 'http://127.0.0.1:9/x',
      events: ['lead.status_changed'],
      enabled: false,
      secretHint: secret.slice(-4),
    });
    await sendTest(endpoint.id);
    const removed = await call('DELETE', `/api/admin/webhooks/${endpoint.id}`);
    expect(await removed.json()).toEqual({ deleted: true });
    expect(await app.dataSource.getRepository(WebhookDelivery).countBy({ endpointId: endpoint.id })).toBe(0);
    expect((await call('DELETE', `/api/admin/webhooks/${endpoint.id}`)).status).toBe(404);
  });

  test.each([
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/rotate-secret'],
    ['POST', '/test'],
    ['GET', '/deliveries'],
  ])('%s of an unknown or malformed id%s answers 404', async (method, suffix) => {
    for (const id of ['999999', 'abc', '0', '1.5', '99999999999']) {
      const response = await call(method, `/api/admin/webhooks/${id}${suffix}`, method === 'PUT' ? valid : undefined);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatchObject({
        code: 'not_found',
        message: 'There is no such webhook endpoint.',
      });
    }
  });

  test.each([
    [{ ...valid, url: '' }, 'url', 'Please enter the address to send events to.'],
    [{ ...valid, url: 42 }, 'url', 'Please enter the address as text.'],
    [
      { ...valid, url: 'hooks.example.com/leads' },
      'url',
      'Please enter a full web address, like https://hooks.example.com/leads.',
    ],
    [{ ...valid, url: 'ftp://hooks.example.com/' }, 'url', 'Please enter an address starting with https://.'],
    [{ ...valid, url: 'javascript:alert(1)' }, 'url', 'Please enter an address starting with https://.'],
    [
      { ...valid, url: 'https://hooks.example.com/a\nb' },
      'url',
      'Please remove the spaces and line breaks from the address.',
    ],
    [
      { ...valid, url: 'https://user:pass@hooks.example.com/' },
      'url',
      'Please leave the user name and password out of the address.',
    ],
    [
      { ...valid, url: `https://hooks.example.com/${'a'.repeat(2000)}` },
      'url',
      'Please keep the address under 2001 characters.',
    ],
    [{ ...valid, events: [] }, 'events', 'Please choose at least one event.'],
    [{ ...valid, events: 'lead.created' }, 'events', 'Please give the events as a list.'],
    [
      { ...valid, events: ['lead.deleted'] },
      'events',
      'Please choose events from: lead.created, lead.status_changed, subscriber.created.',
    ],
    [
      { ...valid, events: ['webhook.test'] },
      'events',
      'Please choose events from: lead.created, lead.status_changed, subscriber.created.',
    ],
    [{ ...valid, events: ['lead.created', 'lead.created'] }, 'events', 'Please choose each event once.'],
    [{ ...valid, enabled: 'yes' }, 'enabled', 'Please say whether the endpoint is enabled (true or false).'],
  ])('POST and PUT refuse %j with a 400 naming the field', async (body, field, message) => {
    const { endpoint } = await create();
    for (const [method, path] of [
      ['POST', '/api/admin/webhooks'],
      ['PUT', `/api/admin/webhooks/${endpoint.id}`],
    ]) {
      const response = await call(method, path, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    }
  });

  test('a body that is not a JSON object is a 400', async () => {
    for (const body of [[], 'text', null]) expect((await call('POST', '/api/admin/webhooks', body)).status).toBe(400);
  });

  test('the test button sends a signed webhook.test, answers its log row, and the log shows it', async () => {
    const { endpoint, secret } = await create({ url: receiver.url, events: ['lead.created'], enabled: false });
    receiver.secret = secret;
    const delivery = await sendTest(endpoint.id);
    expect(delivery).toMatchObject({
      endpointId: endpoint.id,
      event: 'webhook.test',
      attempt: 1,
      statusCode: 200,
      error: '',
    });
    const request = receiver.received.at(-1)!;
    expect(request.verifyError).toBe('');
    expect(request.payload).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    expect(request.headers['webhook-id']).toBe(delivery.webhookId);
    expect((await logOf(endpoint.id))[0]).toEqual(delivery);
  });

  test('a failing receiver still answers 200: the row holds its status, or null and the error when nothing answered', async () => {
    const failing = await startWebhookReceiver({ answers: [503] });
    const { endpoint } = await create({ ...valid, url: failing.url });
    expect(await sendTest(endpoint.id)).toMatchObject({ statusCode: 503, error: 'The receiver answered HTTP 503.' });
    await failing.close();
    const unreachable = await sendTest(endpoint.id);
    expect(unreachable.statusCode).toBeNull();
    expect(unreachable.error).toMatch(/ECONNREFUSED/);
  });

  test('rotating the secret answers a new one: what the old one verifies fails, the new one verifies', async () => {
    const { endpoint, secret: old } = await create({ ...valid, url: receiver.url });
    const rotated = await call('POST', `/api/admin/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { endpoint: after, secret } = (await rotated.json()) as WebhookEndpointWithSecret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    expect(after.secretHint).toBe(secret.slice(-4));

    receiver.secret = old;
    await sendTest(endpoint.id);
    expect(receiver.received.at(-1)!.verifyError).toMatch(/signature/i);
    receiver.secret = secret;
    await sendTest(endpoint.id);
    expect(receiver.received.at(-1)!.verifyError).toBe('');
  });

  test('the log keeps the last 100 attempts per endpoint, newest first', async () => {
    const { endpoint, secret } = await create({ ...valid, url: receiver.url });
    const { endpoint: other } = await create();
    receiver.secret = secret;
    const deliveries = app.dataSource.getRepository(WebhookDelivery);
    const old = (n: number, endpointId = endpoint.id) => ({
      endpointId,
      event: 'lead.created',
      webhookId: `msg_old_${n}`,
      attempt: 1,
      statusCode: 500,
      error: 'x',
      durationMs: 5,
    });
    await deliveries.insert(Array.from({ length: 100 }, (_, n) => old(n)));
    await deliveries.insert(old(0, other.id));

    const latest = await sendTest(endpoint.id);
    const log = await logOf(endpoint.id);
    expect(log).toHaveLength(100);
    expect(log[0]).toEqual(latest);
    expect(log.at(-1)!.webhookId).toBe('msg_old_1');
    expect(await deliveries.countBy({ endpointId: endpoint.id })).toBe(100);
    // Another endpoint's log is its own.
    expect(await deliveries.countBy({ endpointId: other.id })).toBe(1);
  });
});
