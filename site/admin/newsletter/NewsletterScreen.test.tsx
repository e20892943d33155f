// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../islands/Toaster';
import { calls, errorResponse, fetchMock, jsonResponse, renderWithQueries, route, setUp, tearDown } from '../lib/admin-test-utils';
import { NewsletterScreen } from './NewsletterScreen';

beforeEach(() => setUp('/admin/newsletter'));
afterEach(tearDown);

const AMA = { id: 1, email: 'ama@example.com', createdAt: '2025-06-05T09:08:07Z' };
const KOFI = { id: 2, email: 'kofi@example.com', createdAt: '2025-06-04T23:30:00Z' };
const EFUA = { id: 3, email: 'efua@example.com', createdAt: '2025-06-03T10:00:00Z' };

function renderScreen() {
  return renderWithQueries(
    <>
      <NewsletterScreen />
      <Toaster />
    </>,
  );
}

const toastText = () => screen.getAllByTestId('toast').map((toast) => toast.textContent).join(' | ');

/** A subscriber list that DELETE really shortens, like the API. */
function subscribersApi(list: { id: number; email: string; createdAt: string }[], deleteAnswer?: () => Response) {
  let current = [...list];
  route({
    'GET /api/newsletters': () => jsonResponse(200, { newsletters: current }),
    ...Object.fromEntries(
      list.map((subscriber) => [
        `DELETE /api/newsletters/${subscriber.id}`,
        deleteAnswer ?? (() => ((current = current.filter((other) => other.id !== subscriber.id)), jsonResponse(200, { deleted: true }))),
      ]),
    ),
  });
}

describe('newsletter screen (SPEC 2, 5, 7, 8)', () => {
  it('shows no counts until the list is there, then the counts and the list', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderScreen();
    expect(screen.getByText('Loading newsletter subscribers...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subscribers' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
    answer(jsonResponse(200, { newsletters: [AMA, KOFI] }));
    expect(await screen.findByRole('heading', { name: 'Subscribers (2)' })).toBeTruthy();
    expect(screen.getByText('Total Subscribers').nextElementSibling?.textContent).toBe('2');
  });

  it('says there are no subscribers yet, or none matching the search', async () => {
    subscribersApi([]);
    const view = renderScreen();
    expect(await screen.findByText('No newsletter subscribers yet.')).toBeTruthy();
    view.unmount();
    subscribersApi([AMA]);
    renderScreen();
    await screen.findByRole('heading', { name: 'Subscribers (1)' });
    fireEvent.change(screen.getByLabelText('Search subscribers'), { target: { value: 'nobody' } });
    expect(screen.getByText('No subscribers found matching your search.')).toBeTruthy();
    expect(screen.getByText('Export Subscribers').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Export Subscribers').hasAttribute('href')).toBe(false);
  });

  it('removes after the confirmation naming the address, toasts, and moves focus to the next row', async () => {
    subscribersApi([AMA, KOFI, EFUA]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove kofi@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove subscriber' });
    expect(within(dialog).getByText('Are you sure you want to remove kofi@example.com from the newsletter?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Subscribers (2)' })).toBeTruthy();
    expect(toastText()).toBe('Subscriber removedThe newsletter subscription has been removed successfully.');
    expect(calls()).toContain('DELETE /api/newsletters/2');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove efua@example.com' })));
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
    subscribersApi([AMA], () => errorResponse(404, 'Subscriber not found.'));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove ama@example.com' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toastText()).toBe('Error removing subscriber404: Subscriber not found.'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subscribers (1)' })).toBeTruthy();
  });

  it("links Export Subscribers to the server's CSV with the search", async () => {
    subscribersApi([AMA, KOFI]);
    renderScreen();
    await screen.findByRole('heading', { name: 'Subscribers (2)' });
    expect(screen.getByRole('link', { name: 'Export Subscribers' }).getAttribute('href')).toBe('/api/newsletters/export.csv');
    fireEvent.change(screen.getByLabelText('Search subscribers'), { target: { value: 'AMA' } });
    const link = screen.getByRole('link', { name: 'Export Subscribers' });
    expect(link.getAttribute('href')).toBe('/api/newsletters/export.csv?search=AMA');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
