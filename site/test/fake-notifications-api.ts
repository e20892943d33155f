import type {
  NotificationSettings,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '#contract/notifications/notifications-api';
import { fetchMock } from './admin-test-utils';

/** A fake of the notification and webhook calls, replacing only fetch. */
export interface FakeNotificationsApi {
  settings: NotificationSettings;
  endpoints: WebhookEndpointRecord[];
  deliveries: Record<number, WebhookDeliveryRecord[]>;
  /** The test email's failure, as the server would answer it. */
  testEmailFailure?: { status: number; message: string };
  requests: { method: string; url: string; body: unknown }[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const STAMP = '2026-11-24T10:00:00.000Z';

export function endpointRecord(overrides: Partial<WebhookEndpointRecord> = {}): WebhookEndpointRecord {
  return {
    id: 1,
    url: 'https://hooks.example.com/leads',
    events: ['lead.created'],
    enabled: true,
    secretHint: 'Ab12',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function fakeNotificationsApi(api: FakeNotificationsApi): void {
  let nextId = 100;
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    api.requests.push({ method, url, body });
    const route = `${method} ${url}`;
    if (route === 'GET /api/admin/notifications') return json(200, api.settings);
    const preference = /^PUT \/api\/admin\/notifications\/preferences\/(\d+)$/.exec(route);
    if (preference) {
      const row = api.settings.preferences.find((candidate) => candidate.userId === Number(preference[1]))!;
      Object.assign(row, body);
      return json(200, { preference: { ...row } });
    }
    if (route === 'PUT /api/admin/notifications/settings') {
      Object.assign(api.settings, body);
      return json(200, api.settings);
    }
    if (route === 'POST /api/admin/notifications/test-email') {
      const failure = api.testEmailFailure;
      return failure
        ? json(failure.status, { error: { code: 'email_failed', message: failure.message } })
        : json(200, { sent: true, to: 'chief@example.com' });
    }
    if (route === 'GET /api/admin/webhooks') return json(200, { endpoints: api.endpoints });
    if (route === 'POST /api/admin/webhooks') {
      const endpoint = endpointRecord({ ...body, id: nextId++, secretHint: 'Zz99' });
      api.endpoints.push(endpoint);
      return json(201, { endpoint, secret: 'whsec_c2VjcmV0LXNob3duLW9uY2UtWno5OQ==' });
    }
    const one = /^(PUT|DELETE|POST|GET) \/api\/admin\/webhooks\/(\d+)(\/[a-z-]+)?$/.exec(route);
    if (one) {
      const [, verb, id, tail] = one;
      const endpoint = api.endpoints.find((candidate) => candidate.id === Number(id))!;
      if (verb === 'PUT') return json(200, { endpoint: Object.assign(endpoint, body) });
      if (verb === 'DELETE') {
        api.endpoints = api.endpoints.filter((candidate) => candidate !== endpoint);
        return json(200, { deleted: true });
      }
      if (tail === '/rotate-secret')
        return json(200, {
          endpoint: Object.assign(endpoint, { secretHint: 'Rr77' }),
          secret: 'whsec_cm90YXRlZC1Scjc3',
        });
      if (tail === '/deliveries') return json(200, { deliveries: api.deliveries[endpoint.id] ?? [] });
      if (tail === '/test') {
        const delivery: WebhookDeliveryRecord = {
          id: nextId++,
          endpointId: endpoint.id,
          event: 'webhook.test',
          webhookId: 'msg_1',
          attempt: 1,
          statusCode: 200,
          error: '',
          durationMs: 42,
          attemptedAt: STAMP,
        };
        api.deliveries[endpoint.id] = [delivery, ...(api.deliveries[endpoint.id] ?? [])];
        return json(200, { delivery });
      }
    }
    return json(404, { error: { code: 'not_found', message: `no ${route}` } });
  });
}
