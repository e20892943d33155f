// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '#contract/notifications/notifications-api';
import { Toaster } from '../../islands/Toaster';
import { ADMIN, renderWithQueries, setUp, STAFF, tearDown } from '../../test/admin-test-utils';
import { NotificationsScreen } from './NotificationsScreen';
import { endpointRecord, fakeNotificationsApi, type FakeNotificationsApi } from '../../test/fake-notifications-api';

let api: FakeNotificationsApi;

function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    emailEnabled: true,
    mailFrom: 'alerts@yourhomeinghana.example',
    visitorConfirmation: true,
    preferences: [
      {
        userId: 1,
        username: 'chief',
        email: 'chief@example.com',
        alertLeadTypes: ['buyer', 'seller', 'renter'],
        alertSubscribers: false,
        dailyDigest: false,
      },
      { userId: 2, username: 'ama', email: null, alertLeadTypes: [], alertSubscribers: false, dailyDigest: false },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  setUp('/admin/notifications');
  api = { settings: settings(), endpoints: [endpointRecord()], deliveries: {}, requests: [] };
  fakeNotificationsApi(api);
});
afterEach(tearDown);

const renderScreen = (user = ADMIN) =>
  renderWithQueries(
    <>
      <NotificationsScreen currentUser={user} />
      <Toaster />
    </>,
  );
const row = (username: string) => screen.getByRole('heading', { level: 4, name: username }).closest('li')!;
const sent = (method: string, prefix: string) =>
  api.requests.filter((request) => request.method === method && request.url.startsWith(prefix));

describe('Notifications: email alerts', () => {
  it('shows the status, the visitor switch for admins, and each user: alert choices, or where to add an address', async () => {
    renderScreen();
    expect(await screen.findByText('Email alerts are on, sent from alerts@yourhomeinghana.example')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Send visitors a confirmation' })).toHaveProperty('checked', true);
    const chief = within(row('chief'));
    expect(chief.getByRole('checkbox', { name: 'Buyer leads' })).toHaveProperty('checked', true);
    expect(chief.getByRole('checkbox', { name: 'New subscribers' })).toHaveProperty('checked', false);
    expect(chief.getByRole('checkbox', { name: 'Daily digest (08:00 Accra)' })).toBeTruthy();
    expect(row('ama').textContent).toContain('No email address — add one in User Management');
    expect(within(row('ama')).queryAllByRole('checkbox')).toEqual([]);
  });

  it('saves a choice as soon as it changes and says so', async () => {
    renderScreen();
    await screen.findByRole('heading', { level: 4, name: 'chief' });
    fireEvent.click(within(row('chief')).getByRole('checkbox', { name: 'Seller leads' }));
    await waitFor(() => expect(within(row('chief')).getByRole('status').textContent).toBe('Saved'));
    expect(sent('PUT', '/api/admin/notifications/preferences/1').map((r) => r.body)).toEqual([
      { alertLeadTypes: ['buyer', 'renter'], alertSubscribers: false, dailyDigest: false },
    ]);
    expect(within(row('chief')).getByRole('checkbox', { name: 'Seller leads' })).toHaveProperty('checked', false);
    fireEvent.click(within(row('chief')).getByRole('checkbox', { name: 'Daily digest (08:00 Accra)' }));
    await waitFor(() =>
      expect(within(row('chief')).getByRole('checkbox', { name: 'Daily digest (08:00 Accra)' })).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(sent('PUT', '/api/admin/notifications/preferences/1').at(-1)?.body).toMatchObject({ dailyDigest: true });
  });

  it('switches the visitor confirmation off', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('switch', { name: 'Send visitors a confirmation' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Send visitors a confirmation' })).toHaveProperty('checked', false),
    );
    expect(sent('PUT', '/api/admin/notifications/settings').map((r) => r.body)).toEqual([
      { visitorConfirmation: false },
    ]);
  });

  it("a failed test email shows the SMTP server's own words, inline and in a toast", async () => {
    api.testEmailFailure = { status: 502, message: '535 5.7.8 Authentication credentials invalid' };
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test email' }));
    const inline = await screen.findByText('Test email failed: 535 5.7.8 Authentication credentials invalid');
    expect(inline.getAttribute('role')).toBe('alert');
    // The toast says it too (titled 'Test email failed', its description the server's message alone).
    await waitFor(() => expect(screen.getAllByText(/535 5.7.8 Authentication credentials invalid/)).toHaveLength(2));
  });

  it('a sent test email says where it went', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test email' }));
    expect(await screen.findByText('Test email sent to chief@example.com')).toBeTruthy();
  });

  it('with SMTP_URL unset says that alerts are off', async () => {
    api.settings = settings({ emailEnabled: false, mailFrom: null });
    renderScreen();
    expect(await screen.findByText('Email alerts are off: set SMTP_URL')).toBeTruthy();
  });

  it('a user sees only their own row and no admin controls, and never asks for webhooks', async () => {
    api.settings = settings({
      preferences: [
        {
          userId: 2,
          username: 'ama',
          email: 'ama@example.com',
          alertLeadTypes: ['renter'],
          alertSubscribers: true,
          dailyDigest: false,
        },
      ],
    });
    renderScreen(STAFF);
    expect(await screen.findByRole('heading', { level: 4, name: 'ama' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Your alerts' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Send visitors a confirmation' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
    expect(sent('GET', '/api/admin/webhooks')).toEqual([]);
  });
});
