// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../AdminApp';
import { ADMIN, STAFF, calls, jsonResponse, route, setUp, tearDown } from '../../test/admin-test-utils';

afterEach(tearDown);

const EMPTY_PAGE = jsonResponse(200, { campaigns: [], nextCursor: null, total: 0, totalCapped: false });

function openAs(user: typeof STAFF) {
  setUp('/admin/campaigns');
  route({ 'GET /api/admin/check': jsonResponse(200, { authenticated: true, user }), 'GET /api/campaigns': EMPTY_PAGE });
  render(<AdminApp />);
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back-office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('who sees the Campaigns screen', () => {
  it('is hidden from a user not allowed to send campaigns, and opening it says so', async () => {
    openAs(STAFF);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(
      screen.getByText(
        'Only administrators and the users they allow can open Newsletter Campaigns. Ask an administrator if you need access.',
      ),
    ).toBeTruthy();
    expect(navLinks()).not.toContain('Campaigns');
    expect(calls()).not.toContain('GET /api/campaigns');
  });

  it('is shown, under Newsletter, to a user an admin allowed, and to an admin', async () => {
    for (const user of [{ ...STAFF, sendsCampaigns: true }, ADMIN]) {
      openAs(user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter Campaigns' })).toBeTruthy();
      const campaigns = screen.getByRole('link', { name: 'Campaigns' });
      expect(campaigns.getAttribute('aria-current')).toBe('page');
      // A list inside Newsletter's item: read as part of it, and indented.
      expect(campaigns.closest('ul')!.closest('li')!.firstElementChild!.textContent).toBe('Newsletter');
      expect(navLinks().slice(5, 7)).toEqual(['Newsletter', 'Campaigns']);
      expect(await screen.findByText('No campaigns yet.')).toBeTruthy();
      tearDown();
    }
  });
});
