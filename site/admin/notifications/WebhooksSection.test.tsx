// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../islands/Toaster';
import { renderWithQueries, setUp, tearDown } from '../../test/admin-test-utils';
import { endpointRecord, fakeNotificationsApi, type FakeNotificationsApi } from '../../test/fake-notifications-api';
import { WebhooksSection } from './WebhooksSection';

let api: FakeNotificationsApi;

beforeEach(() => {
  setUp('/admin/notifications');
  api = {
    settings: { emailEnabled: false, mailFrom: null, visitorConfirmation: false, preferences: [] },
    endpoints: [endpointRecord()],
    deliveries: {},
    requests: [],
  };
  fakeNotificationsApi(api);
});
afterEach(tearDown);

const renderSection = () =>
  renderWithQueries(
    <>
      <WebhooksSection />
      <Toaster />
    </>,
  );
const card = (url: string) => screen.getByRole('heading', { level: 3, name: url }).closest('li')!;
const sent = (method: string, url: string) =>
  api.requests.filter((request) => request.method === method && request.url === url);

describe('Notifications: webhooks', () => {
  it('lists an endpoint with its events, secret hint and enabled switch', async () => {
    renderSection();
    const endpoint = within(await waitFor(() => card('https://hooks.example.com/leads')));
    expect(endpoint.getByText('New lead')).toBeTruthy();
    expect(endpoint.getByText('Secret ends in …Ab12')).toBeTruthy();
    fireEvent.click(endpoint.getByRole('switch', { name: 'Enabled' }));
    await waitFor(() =>
      expect(sent('PUT', '/api/admin/webhooks/1').map((r) => r.body)).toEqual([
        { url: 'https://hooks.example.com/leads', events: ['lead.created'], enabled: false },
      ]),
    );
  });

  it('adds an endpoint and shows its secret once, in a dialog; once closed the secret is gone from the page', async () => {
    renderSection();
    await screen.findByRole('heading', { level: 3, name: 'https://hooks.example.com/leads' });
    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: 'https://crm.example.org/in' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /New subscriber/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveProperty(
      'value',
      'whsec_c2VjcmV0LXNob3duLW9uY2UtWno5OQ==',
    );
    expect(dialog.textContent).toContain('it will not be shown again');
    expect(sent('POST', '/api/admin/webhooks').map((r) => r.body)).toEqual([
      { url: 'https://crm.example.org/in', events: ['lead.created', 'subscriber.created'], enabled: true },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain('whsec_');
    expect(await screen.findByRole('heading', { level: 3, name: 'https://crm.example.org/in' })).toBeTruthy();
  });

  it("refuses an empty form without a call, and shows the server's reason for a refused URL", async () => {
    renderSection();
    await screen.findByRole('heading', { level: 3, name: 'https://hooks.example.com/leads' });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter the address to deliver to.')).toBeTruthy();
    expect(sent('POST', '/api/admin/webhooks')).toEqual([]);
  });

  it('rotates a secret after a confirmation and shows the new one once', async () => {
    renderSection();
    await screen.findByRole('heading', { level: 3, name: 'https://hooks.example.com/leads' });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Rotate secret' })).getByRole('button', { name: 'Rotate' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveProperty('value', 'whsec_cm90YXRlZC1Scjc3');
    expect(sent('POST', '/api/admin/webhooks/1/rotate-secret')).toHaveLength(1);
  });

  it('deletes an endpoint after a confirmation', async () => {
    renderSection();
    await screen.findByRole('heading', { level: 3, name: 'https://hooks.example.com/leads' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete endpoint https://hooks.example.com/leads' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete endpoint' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    expect(sent('DELETE', '/api/admin/webhooks/1')).toHaveLength(1);
  });

  it('sends a test event, says how it went, and opens the log with the attempt', async () => {
    renderSection();
    await screen.findByRole('heading', { level: 3, name: 'https://hooks.example.com/leads' });
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event delivered: HTTP 200 in 42 ms')).toBeTruthy();
    const log = await screen.findByRole('list', { name: 'Delivery log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect(log.textContent).toContain('HTTP 200');
    expect(log.textContent).toContain('Test event');
    expect(log.textContent).toContain('attempt 1');
    expect(screen.getByRole('button', { name: 'Hide delivery log' }).getAttribute('aria-expanded')).toBe('true');
  });
});
