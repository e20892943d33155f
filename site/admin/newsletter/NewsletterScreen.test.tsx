// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import { Toaster } from '../../islands/Toaster';
import {
  ADMIN,
  calls,
  errorResponse,
  fetchMock,
  jsonResponse,
  renderWithQueries,
  setUp,
  tearDown,
} from '../../test/admin-test-utils';
import { fakePage } from '../../test/fake-pages';
import { NewsletterScreen } from './NewsletterScreen';

beforeEach(() => setUp('/admin/newsletter'));
afterEach(tearDown);

const CONSENT = { state: 'active', consentAt: null, privacyNoticeVersion: '', bouncedAt: null } as const;
const AMA = { id: 1, email: 'ama@example.com', createdAt: '2025-06-05T09:08:07Z', ...CONSENT };
const KOFI = { id: 2, email: 'kofi@example.com', createdAt: '2025-06-04T23:30:00Z', ...CONSENT };
const EFUA = {
  id: 3,
  email: 'efua@example.com',
  createdAt: '2025-06-03T10:00:00Z',
  state: 'pending',
  consentAt: '2025-06-03T10:00:00Z',
  privacyNoticeVersion: '2026-11-25',
  bouncedAt: null,
} as const;

function renderScreen(currentUser: AdminUser = ADMIN) {
  return renderWithQueries(
    <>
      <NewsletterScreen currentUser={currentUser} />
      <Toaster />
    </>,
  );
}

const toastText = () =>
  screen
    .getAllByTestId('toast')
    .map((toast) => toast.textContent)
    .join(' | ');
const listCalls = () => calls().filter((call) => /^GET \/api\/newsletters(\?|$)/.test(call));
const emails = () => screen.queryAllByText(/@example\.com$/).map((node) => node.textContent);

/**
 * The newsletter calls as the API answers them: pages newest first, a search on the address, counts
 * (the week and month are the test's to give), and a DELETE that really removes.
 */
function subscribersApi(
  list: NewsletterRecord[],
  options: { deleteAnswer?: () => Response; counts?: { thisMonth: number; thisWeek: number } } = {},
) {
  let current = [...list];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://admin.test');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/newsletters/counts') {
      return jsonResponse(200, { counts: { total: current.length, thisMonth: 0, thisWeek: 0, ...options.counts } });
    }
    if (method === 'GET' && url.pathname === '/api/newsletters') {
      const needle = url.searchParams.get('search')?.toLowerCase() ?? '';
      const state = url.searchParams.get('state');
      const matching = current.filter(
        (subscriber) => subscriber.email.includes(needle) && (!state || subscriber.state === state),
      );
      const page = fakePage('newsletters', matching, url.searchParams);
      return jsonResponse(page.status, page.body);
    }
    const removed = /^\/api\/newsletters\/(\d+)$/.exec(url.pathname);
    if (method === 'DELETE' && removed) {
      if (options.deleteAnswer) return options.deleteAnswer();
      current = current.filter((subscriber) => subscriber.id !== Number(removed[1]));
      return jsonResponse(200, { deleted: true });
    }
    throw new Error(`unexpected request ${method} ${url.pathname}`);
  });
}

describe('newsletter screen', () => {
  it('shows the counts from /api/newsletters/counts and the first page of the list', async () => {
    const many = Array.from({ length: 70 }, (_, index) => ({
      id: index + 1,
      email: `s${index + 1}@example.com`,
      createdAt: '2025-06-05T09:08:07Z',
      ...CONSENT,
    }));
    subscribersApi(many, { counts: { thisMonth: 12, thisWeek: 3 } });
    renderScreen();
    expect(screen.getByText('Loading newsletter subscribers...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subscribers' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Subscribers (70)' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Total Subscribers').nextElementSibling?.textContent).toBe('70'));
    expect(screen.getByText('This Month').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('This Week').nextElementSibling?.textContent).toBe('3');
    expect(emails()).toHaveLength(50);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(emails()).toHaveLength(70));
    expect(new Set(emails()).size).toBe(70);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listCalls()).toEqual(['GET /api/newsletters', 'GET /api/newsletters?cursor=after-50']);
  });

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    subscribersApi([AMA, KOFI, EFUA]);
    renderScreen();
    await screen.findByRole('heading', { name: 'Subscribers (3)' });
    for (const text of ['k', 'ko', 'kof'])
      fireEvent.change(screen.getByLabelText('Search subscribers'), { target: { value: text } });
    expect(await screen.findByRole('heading', { name: 'Subscribers (1)' })).toBeTruthy();
    expect(emails()).toEqual(['kofi@example.com']);
    expect(listCalls()).toEqual(['GET /api/newsletters', 'GET /api/newsletters?search=kof']);

    fireEvent.change(screen.getByLabelText('Search subscribers'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No subscribers found matching your search.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export Subscribers' }).getAttribute('aria-disabled')).toBe('true');
  });

  it("shows each subscriber's state and filters by it on the server", async () => {
    subscribersApi([AMA, KOFI, EFUA]);
    renderScreen();
    await screen.findByRole('heading', { name: 'Subscribers (3)' });
    const badge = (email: string) => screen.getByText(email).parentElement!.textContent;
    expect(badge('efua@example.com')).toContain('Pending');
    expect(badge('ama@example.com')).toContain('Active');
    // The date is labelled by the state: a Pending address is not subscribed yet.
    const row = (email: string) => screen.getByText(email).closest('li')!.textContent;
    expect(row('efua@example.com')).toMatch(/Pending since: /);
    expect(row('efua@example.com')).not.toMatch(/Subscribed/);
    expect(row('ama@example.com')).toMatch(/Subscribed: /);
    fireEvent.change(screen.getByLabelText('Filter by state'), { target: { value: 'pending' } });
    expect(await screen.findByRole('heading', { name: 'Subscribers (1)' })).toBeTruthy();
    expect(emails()).toEqual(['efua@example.com']);
    expect(listCalls()).toEqual(['GET /api/newsletters', 'GET /api/newsletters?state=pending']);
    // The export is what the filter shows.
    expect(screen.getByRole('link', { name: 'Export Subscribers' }).getAttribute('href')).toBe(
      '/api/newsletters/export.csv?state=pending',
    );
    fireEvent.change(screen.getByLabelText('Filter by state'), { target: { value: 'unsubscribed' } });
    expect(await screen.findByText('No subscribers found matching your search.')).toBeTruthy();
  });

  it('marks a bounced address Bounced beside its state, with when, in Accra time', async () => {
    // Shown in Accra's time (UTC+0 all year), as the screen's other dates are.
    subscribersApi([{ ...AMA, bouncedAt: '2025-06-06T23:30:05Z' }, KOFI]);
    renderScreen();
    await screen.findByRole('heading', { name: 'Subscribers (2)' });
    const row = (email: string) => screen.getByText(email).closest('li')!;
    const bounced = within(row('ama@example.com')).getByText('Bounced');
    expect(bounced.parentElement!.textContent).toBe('ama@example.comActiveBounced');
    expect(within(row('ama@example.com')).getByText(/^Bounced: /).textContent).toBe('Bounced: Jun 6, 2025, 23:30');
    expect(within(row('kofi@example.com')).queryByText(/Bounced/)).toBeNull();
  });

  it('says there are no subscribers yet', async () => {
    subscribersApi([]);
    renderScreen();
    expect(await screen.findByText('No newsletter subscribers yet.')).toBeTruthy();
  });

  it('says the list failed and offers to try again', async () => {
    subscribersApi([AMA]);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(async () => errorResponse(500, 'Something broke'));
    renderScreen();
    const alert = (await screen.findByText('Failed to fetch newsletter subscribers')).closest<HTMLElement>(
      '[role=alert]',
    )!;
    fetchMock.mockImplementation(answer);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Subscribers (1)' })).toBeTruthy();
  });

  it('removes after the confirmation naming the address, without reading the list again, and moves focus to the next row', async () => {
    subscribersApi([AMA, KOFI, EFUA]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove kofi@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove subscriber' });
    expect(
      within(dialog).getByText('Are you sure you want to remove kofi@example.com from the newsletter?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Subscribers (2)' })).toBeTruthy();
    expect(toastText()).toBe('Subscriber removedThe newsletter subscription has been removed successfully.');
    expect(calls()).toContain('DELETE /api/newsletters/2');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove efua@example.com' })),
    );
    await waitFor(() => expect(calls().filter((call) => call === 'GET /api/newsletters/counts')).toHaveLength(2));
    expect(listCalls()).toHaveLength(1);
    expect(screen.getByText('Total Subscribers').nextElementSibling?.textContent).toBe('2');
  });

  it('offers no remove button to a user: removing subscribers is for admins', async () => {
    subscribersApi([AMA, KOFI]);
    renderScreen({ ...ADMIN, id: 2, username: 'kofi', role: 'user' });
    expect(await screen.findByText('kofi@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('focuses the list heading when the removed row was the last', async () => {
    subscribersApi([AMA, KOFI]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove kofi@example.com' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    const heading = await screen.findByRole('heading', { name: 'Subscribers (1)' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("says 'Error removing subscriber' with 'status: response text' and keeps the row", async () => {
    subscribersApi([AMA], { deleteAnswer: () => errorResponse(404, 'Subscriber not found.') });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove ama@example.com' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toastText()).toBe('Error removing subscriberSubscriber not found.'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subscribers (1)' })).toBeTruthy();
  });

  it('exports through a download link to the server export, with the search', async () => {
    subscribersApi([AMA, KOFI]);
    renderScreen();
    await screen.findByRole('heading', { name: 'Subscribers (2)' });
    const link = screen.getByRole('link', { name: 'Export Subscribers' });
    expect(link.getAttribute('href')).toBe('/api/newsletters/export.csv');
    expect(link.hasAttribute('download')).toBe(true);
    fireEvent.change(screen.getByLabelText('Search subscribers'), { target: { value: ' AMA ' } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export Subscribers' }).getAttribute('href')).toBe(
        '/api/newsletters/export.csv?search=AMA',
      ),
    );
    const workbook = screen.getByRole('link', { name: 'Export XLSX' });
    expect(workbook.getAttribute('href')).toBe('/api/newsletters/export.xlsx?search=AMA');
    expect(workbook.hasAttribute('download')).toBe(true);
  });
});
