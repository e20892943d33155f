// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../islands/Toaster';
import { ADMIN, renderWithQueries, setUp, tearDown } from '../../test/admin-test-utils';
import { fakeRoutingApi, type FakeRoutingApi } from '../../test/fake-routing-api';
import { AMA, KOFI } from '../../test/routing-fixtures';
import { UsersScreen } from './UsersScreen';

let api: FakeRoutingApi;

beforeEach(() => {
  setUp('/admin/users');
  // A Sunday morning in Accra.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-06T10:00:00Z'));
  api = {
    rules: [],
    users: [structuredClone(AMA), structuredClone(KOFI), ADMIN],
    sources: {},
    own: { workingHours: null, away: false },
    requests: [],
  };
  fakeRoutingApi(api);
});
afterEach(() => {
  vi.useRealTimers();
  tearDown();
});

const row = (username: string) => within(screen.getByText(username, { selector: 'p' }).closest('li')!);
const dialog = () => within(screen.getByRole('dialog', { name: 'Availability of Kofi' }));
const puts = () => api.requests.filter((request) => request.method === 'PUT');
const toastText = () => screen.getByTestId('toast').textContent;

describe('User Management: each account’s availability', () => {
  it('shows each user’s availability, and an admin edits it in a dialog with the same editor', async () => {
    renderWithQueries(
      <>
        <UsersScreen currentUser={ADMIN} />
        <Toaster />
      </>,
    );
    await screen.findByRole('heading', { name: 'Users (3)' });
    expect(row('Ama').getByText('Available now')).toBeTruthy();
    expect(row('Kofi').getByText('Away')).toBeTruthy();
    // No hours set: always available.
    expect(row('chief').getByText('Available now')).toBeTruthy();

    fireEvent.click(row('Kofi').getByRole('button', { name: 'Hours of Kofi' }));
    const away = dialog().getByRole('switch', { name: 'Away' });
    expect(away).toHaveProperty('checked', true);
    expect(dialog().getByText('On: no new leads are routed to Kofi, whatever the working hours.')).toBeTruthy();
    expect(dialog().getByText(/^Always available/)).toBeTruthy();
    fireEvent.click(away);
    fireEvent.click(dialog().getByRole('checkbox', { name: 'Monday' }));
    fireEvent.change(dialog().getByLabelText('From Monday'), { target: { value: '09:00' } });
    fireEvent.change(dialog().getByLabelText('To Monday'), { target: { value: '18:00' } });

    api.refuseAvailability = { 'workingHours[0].end': 'Kofi’s hours cannot end there.' };
    fireEvent.click(dialog().getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(toastText()).toBe('Error saving availabilityKofi’s hours cannot end there.'));
    expect(dialog().getByLabelText('To Monday').getAttribute('aria-invalid')).toBe('true');
    expect(dialog().getByText('Kofi’s hours cannot end there.')).toBeTruthy();

    fireEvent.click(dialog().getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(toastText()).toBe('Availability savedLeads are routed to Kofi as set.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts().map(({ url, body }) => [url, body])).toEqual([
      ['/api/admin/users/3/availability', { workingHours: [{ day: 1, start: '09:00', end: '18:00' }], away: false }],
      ['/api/admin/users/3/availability', { workingHours: [{ day: 1, start: '09:00', end: '18:00' }], away: false }],
    ]);
    // The list is read again: Kofi is off on Sundays.
    await waitFor(() => expect(row('Kofi').getByText('Off until Mon 09:00')).toBeTruthy());
  });
});
