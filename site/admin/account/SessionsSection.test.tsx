// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '#contract/auth/account-sessions-api';
import { Toaster } from '../../islands/Toaster';
import { calls, fetchMock, jsonResponse, renderWithQueries, setUp, tearDown } from '../../test/admin-test-utils';
import { SessionsSection } from './SessionsSection';

beforeEach(() => setUp('/admin/account'));
afterEach(tearDown);

const HERE: AccountSession = {
  id: 'aaaaaaaaaaaaaaaaaaaa',
  device: 'Firefox on Windows',
  signedInAt: '2026-11-20T09:00:00Z',
  lastSeenAt: '2026-11-25T10:00:00Z',
  current: true,
};
const PHONE: AccountSession = {
  id: 'bbbbbbbbbbbbbbbbbbbb',
  device: 'Chrome on Android',
  signedInAt: '2026-11-24T18:30:00Z',
  lastSeenAt: '2026-11-25T07:15:00Z',
  current: false,
};
const OLD: AccountSession = {
  id: 'cccccccccccccccccccc',
  device: 'Safari on iPhone',
  signedInAt: null,
  lastSeenAt: '2026-11-22T12:00:00Z',
  current: false,
};

/** The sessions calls as the API answers them: a list, and DELETEs that really end sessions. */
function sessionsApi(list: AccountSession[]) {
  let current = [...list];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/admin/account/sessions') return jsonResponse(200, { sessions: current });
    if (method === 'DELETE' && path === '/api/admin/account/sessions') {
      const ended = current.filter((session) => !session.current).length;
      current = current.filter((session) => session.current);
      return jsonResponse(200, { ended });
    }
    const one = /^\/api\/admin\/account\/sessions\/(\w+)$/.exec(path);
    if (method === 'DELETE' && one) {
      current = current.filter((session) => session.id !== one[1]);
      return jsonResponse(200, { ended: 1 });
    }
    throw new Error(`unexpected request ${method} ${path}`);
  });
}

const rows = () => screen.getAllByRole('listitem').map((row) => row.textContent);

describe("the Account screen's sessions", () => {
  it('lists each device with its Accra times, this one marked and without a sign-out of its own', async () => {
    sessionsApi([HERE, PHONE, OLD]);
    renderWithQueries(<SessionsSection />);
    await screen.findByText('Chrome on Android');
    expect(rows()).toEqual([
      'Firefox on WindowsThis deviceSigned in Nov 20, 2026, 09:00 · Last seen Nov 25, 2026, 10:00',
      'Chrome on AndroidSigned in Nov 24, 2026, 18:30 · Last seen Nov 25, 2026, 07:15Sign out',
      'Safari on iPhoneLast seen Nov 22, 2026, 12:00Sign out',
    ]);
    expect(within(screen.getAllByRole('listitem')[0]!).queryByRole('button')).toBeNull();
  });

  it('signs out one device, then everywhere else, and reads the list again each time', async () => {
    sessionsApi([HERE, PHONE, OLD]);
    renderWithQueries(
      <>
        <SessionsSection />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Sign out Chrome on Android/ }));
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).toBeNull());
    expect(calls()).toContain('DELETE /api/admin/account/sessions/bbbbbbbbbbbbbbbbbbbb');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(calls()).toContain('DELETE /api/admin/account/sessions');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(
      screen
        .getAllByTestId('toast')
        .map((toast) => toast.textContent)
        .join(' | '),
    ).toMatch(/Signed out everywhere else1 other session\(s\) ended\./);
  });
});
