// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF } from '../../test/admin-test-utils';
import { leadRecord } from '../../test/lead-record-fixture';
import { api, countReads, listReads, openAt, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';

afterEach(tearDown);

const SPAM = { at: '2025-06-06T10:00:00.000Z', by: 'chief' };
const LEADS = () => [
  leadRecord({ id: 1, name: 'Ama Mensah' }),
  leadRecord({ id: 2, name: 'Kofi Boateng', contactStatus: 'Contacted' }),
  leadRecord({ id: 3, name: 'Efua Owusu', contactStatus: 'Contacted' }),
];
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('listitem', { name });
const toastText = () =>
  screen
    .getAllByTestId('toast')
    .map((toast) => toast.textContent)
    .join(' | ');
const calls = () => api.requests.map((request) => `${request.method} ${request.url}`);
const dialog = () => screen.getByRole('alertdialog');

describe('lead card: spam and delete', () => {
  it('"Mark as spam" takes the card out of the list without reading it again, moves focus on, and recounts', async () => {
    setUp(LEADS());
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    fireEvent.click(within(card('Kofi Boateng')).getByRole('button', { name: 'Mark as spam: Kofi Boateng' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ama Mensah', 'Efua Owusu']));
    expect(toastText()).toBe('Marked as spamKofi Boateng was moved to the spam folder.');
    expect(calls()).toContain('POST /api/leads/2/spam');
    await waitFor(() => expect(document.activeElement).toBe(card('Efua Owusu')));
    expect(await screen.findByText('2 total leads')).toBeTruthy();
    expect(listReads('buyers')).toHaveLength(1);
    expect(countReads('buyers')).toHaveLength(2);
  });

  it('the spam folder offers "Not spam", which moves the lead back', async () => {
    setUp([leadRecord({ id: 7, name: 'Spammy Lead', spam: SPAM }), ...LEADS()]);
    openAt('/admin/buyers?spam=true');
    renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Spammy Lead']));
    expect(within(card('Spammy Lead')).queryByRole('button', { name: /^Mark as spam/ })).toBeNull();
    fireEvent.click(within(card('Spammy Lead')).getByRole('button', { name: 'Not spam: Spammy Lead' }));
    expect(await screen.findByText('No buyer leads found')).toBeTruthy();
    expect(calls()).toContain('DELETE /api/leads/7/spam');
    expect(await screen.findByText('4 total leads')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as not spam' })).toBeTruthy();
  });

  it('"Delete" asks first; Cancel keeps the lead, confirming deletes it', async () => {
    setUp(LEADS());
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Efua Owusu' }));
    expect(
      within(dialog()).getByText('Are you sure you want to delete Efua Owusu? This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Efua Owusu' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ama Mensah', 'Kofi Boateng']));
    expect(toastText()).toBe('Lead deletedEfua Owusu was deleted.');
    expect(calls()).toContain('DELETE /api/leads/3');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The last card went: focus moves to the list.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Buyer Leads' })));
  });

  it('keeps the card when the server refuses, and says why', async () => {
    setUp(LEADS());
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    api.leads = api.leads.filter((lead) => lead.id !== 1);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as spam: Ama Mensah' }));
    await waitFor(() => expect(toastText()).toBe('Failed to mark as spamLead not found.'));
    expect(cardNames()).toContain('Ama Mensah');
  });

  it('offers neither Delete nor Delete all to a user who is not an admin', async () => {
    setUp(LEADS());
    renderLeads('buyer', STAFF);
    await screen.findByText('3 total leads');
    expect(screen.getAllByRole('button', { name: /^Mark as spam/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as spam' })).toBeTruthy();
  });
});

describe('lead page: bulk actions on every lead matching the filters', () => {
  it('counts first, states that exact count, then sends it as expectedCount', async () => {
    const leads = Array.from({ length: 20_001 }, (_, index) =>
      leadRecord({
        id: index + 1,
        name: `Lead ${index + 1}`,
        contactStatus: index === 0 ? 'Contacted' : 'Not Contacted',
      }),
    );
    setUp(leads);
    api.pageSize = 5;
    openAt('/admin/buyers?contactStatus=Not+Contacted');
    renderLeads('buyer');
    await screen.findByText('20,001 total leads');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as spam' }));
    expect(await screen.findByRole('heading', { name: 'Mark 20,000 leads as spam?' })).toBeTruthy();
    expect(calls()).toContain('GET /api/leads/count?contactStatus=Not+Contacted&type=buyer');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Mark as spam' }));
    await waitFor(() => expect(toastText()).toBe('20,000 leads marked as spam'));
    expect(api.requests.find((request) => request.url === '/api/leads/bulk')?.body).toEqual({
      action: 'spam',
      filters: { contactStatus: 'Not Contacted', type: 'buyer' },
      expectedCount: 20_000,
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('No buyer leads found')).toBeTruthy();
    expect(await screen.findByText('1 total lead')).toBeTruthy();
    expect(listReads('buyers')).toHaveLength(2);
  });

  it('on a 409 says the list changed, changes nothing, and asks again with the new count', async () => {
    setUp(LEADS());
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    // A lead arrives between the count and the confirmation.
    api.afterCount = () => {
      api.afterCount = undefined;
      api.leads.unshift(leadRecord({ id: 9, name: 'Late Lead' }));
    };
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByRole('heading', { name: 'Delete 3 leads?' })).toBeTruthy();
    expect(
      within(dialog()).getByText('Every lead matching the current filters is deleted. This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'Delete 4 leads?' })).toBeTruthy();
    expect(
      within(dialog()).getByText(
        'The list changed since it was counted: 4 leads match the filters now. Nothing has been changed yet.',
      ),
    ).toBeTruthy();
    expect(toastText()).toBe('The list changed4 leads now match the filters. Nothing was changed.');
    expect(api.leads).toHaveLength(4);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastText()).toBe('4 leads deleted'));
    expect(api.leads).toHaveLength(0);
    expect(
      api.requests
        .filter((request) => request.url === '/api/leads/bulk')
        .map((request) => (request.body as { expectedCount: number }).expectedCount),
    ).toEqual([3, 4]);
    expect(await screen.findByText('No buyer leads found')).toBeTruthy();
  });

  it('says so when no lead matches, and asks nothing', async () => {
    setUp(LEADS());
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    api.leads = [];
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as spam' }));
    await waitFor(() => expect(toastText()).toBe('No leads match these filters'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is not offered for a deep link to one lead, nor for an empty list', async () => {
    setUp(LEADS());
    openAt('/admin/buyers?lead=2');
    const view = renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Kofi Boateng']));
    // The filters start folded for one lead; opened, their bulk actions wait for the list.
    const filters = screen.getByRole('button', { name: 'Filters & Search' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Mark all as spam' })).toBeNull();
    fireEvent.click(filters);
    expect((screen.getByRole('button', { name: 'Mark all as spam' }) as HTMLButtonElement).disabled).toBe(true);
    view.unmount();
    setUp([]);
    renderLeads('buyer');
    await screen.findByText('No buyer leads found');
    expect((screen.getByRole('button', { name: 'Delete all' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
