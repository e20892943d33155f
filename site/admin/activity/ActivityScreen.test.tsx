// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#contract/activity/activity-api';
import { calls, fetchMock, jsonResponse, renderWithQueries, setUp, tearDown } from '../../test/admin-test-utils';
import { fakePage } from '../../test/fake-pages';
import { $adminSearch } from '../router';
import { ActivityScreen } from './ActivityScreen';

const CREATED: ActivityEntry = {
  id: 2,
  occurredAt: '2026-11-25T09:08:07Z',
  actorId: 1,
  actorName: 'chief',
  action: 'user.created',
  label: 'User created',
  details: { userId: 7, username: 'Abena', role: 'user' },
};
const EXPORTED: ActivityEntry = {
  id: 1,
  occurredAt: '2026-11-24T23:30:00Z',
  actorId: 1,
  actorName: 'chief',
  action: 'export.leads',
  label: 'Leads exported',
  details: { type: 'buyer', rows: 12, incomplete: true },
};

function open(address: string) {
  setUp(address);
  $adminSearch.set(window.location.search);
  // The API's filters as it applies them: an action, and a name in any case.
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://admin.test');
    if (url.pathname !== '/api/admin/activity') throw new Error(`unexpected request ${url.pathname}`);
    const action = url.searchParams.get('action');
    const actor = url.searchParams.get('actor')?.toLowerCase();
    const matching = [CREATED, EXPORTED].filter(
      (entry) => (!action || entry.action === action) && (!actor || entry.actorName.toLowerCase() === actor),
    );
    const page = fakePage('entries', matching, url.searchParams);
    return jsonResponse(page.status, page.body);
  });
  renderWithQueries(<ActivityScreen />);
}
afterEach(tearDown);

describe('the Activity screen', () => {
  beforeEach(() => open('/admin/activity'));

  it('lists entries newest first: what, when in Accra, who and the details in words', async () => {
    expect((await screen.findByRole('heading', { name: 'Entries (2)' })).textContent).toBe('Entries (2)');
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows[0]).toBe('User createdNov 25, 2026, 09:08By chiefuserId: 7; username: Abena; role: user');
    expect(rows[1]).toContain('Nov 24, 2026, 23:30');
    expect(rows[1]).toContain('type: buyer; rows: 12; incomplete: yes');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/activity/export.csv',
    );
  });

  it('keeps a chosen action in the address, asks the server for it, and exports the same', async () => {
    await screen.findByRole('heading', { name: 'Entries (2)' });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'user.created' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Entries/ }).textContent).toBe('Entries (1)'));
    expect(window.location.search).toBe('?action=user.created');
    expect(calls().at(-1)).toBe('GET /api/admin/activity?action=user.created');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/activity/export.csv?action=user.created',
    );
    expect(screen.getByRole('link', { name: 'Export XLSX' }).getAttribute('href')).toBe(
      '/api/admin/activity/export.xlsx?action=user.created',
    );
  });
});

describe('the Activity screen opened at an address', () => {
  it('shows its filters, and a name that matches nothing says so', async () => {
    open('/admin/activity?action=export.leads&actor=nobody&from=2026-11-01');
    expect(await screen.findByText('No activity matches these filters.')).toBeTruthy();
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('export.leads');
    expect((screen.getByLabelText('Who (user name)') as HTMLInputElement).value).toBe('nobody');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect(calls()).toEqual(['GET /api/admin/activity?action=export.leads&actor=nobody&from=2026-11-01']);
  });

  it('names days the wrong way round and asks the server nothing', async () => {
    open('/admin/activity?from=2026-11-20&to=2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toBe('The end date is before the start date.');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toEqual([]);
  });
});
