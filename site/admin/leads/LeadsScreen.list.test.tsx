// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadRecord } from './lead-record-fixture';
import { api, fetchMock, renderLeads, setUp, tearDown } from './leads-test-utils';
import { $adminSearch } from '../router';

afterEach(tearDown);

const LEADS = [
  leadRecord({ id: 1, name: 'Ama Mensah', contactStatus: 'Contacted', leadStatus: 'Interested' }),
  leadRecord({ id: 2, name: 'Kofi Boateng', email: 'kofi@example.com', phone: '0501112222', details: 'Needs parking', contactStatus: 'Follow-Up', leadStatus: 'Converted' }),
  leadRecord({ id: 3, name: 'Efua Owusu', email: 'efua@example.com', details: '', leadStatus: 'Qualified' }),
];

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('lead page: states', () => {
  it('says it is loading, then shows the title, the total and the cards', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    expect(screen.getByText('Loading buyer leads...').getAttribute('role')).toBe('status');
    expect(await screen.findByText('3 total leads')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buyer Leads');
    expect(cardNames()).toEqual(['Ama Mensah', 'Kofi Boateng', 'Efua Owusu']);
  });

  it("counts each page's own qualified rule", async () => {
    setUp(LEADS);
    const buyers = renderLeads('buyer');
    await screen.findByText('3 total leads');
    expect([statValue('No of Leads'), statValue('No of Leads Contacted'), statValue('No of Leads Qualified')]).toEqual(['3', '2', '2']);
    buyers.unmount();
    setUp(LEADS.map((lead) => ({ ...lead, type: 'seller' as const })));
    renderLeads('seller');
    await screen.findByText('3 total leads');
    expect(statValue('No of Leads Qualified')).toBe('2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seller Leads');
  });

  it('says when there are no leads', async () => {
    setUp([]);
    renderLeads('renter');
    expect(await screen.findByText('No renter leads found')).toBeTruthy();
    expect(screen.getByText('Export').closest('a')?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Export').closest('a')?.hasAttribute('href')).toBe(false);
  });

  it('says the list failed and offers to try again', async () => {
    setUp(LEADS);
    fetchMock.mockResolvedValueOnce(new Response('{"error":{"code":"x","message":"boom"}}', { status: 500 }));
    renderLeads('seller');
    const alert = (await screen.findByText('Failed to fetch sellers')).closest<HTMLElement>('[role=alert]')!;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 total leads')).toBeTruthy();
  });
});

describe('lead page: filters', () => {
  it('filters by search and both statuses, and Clear shows everything again', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    fireEvent.change(screen.getByPlaceholderText('Search by name, email, or details...'), { target: { value: 'PARKING' } });
    expect(cardNames()).toEqual(['Kofi Boateng']);
    expect(screen.getByText('Showing 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.change(screen.getByLabelText('Contact status'), { target: { value: 'Not Contacted' } });
    expect(cardNames()).toEqual(['Efua Owusu']);
    fireEvent.change(screen.getByLabelText('Lead status'), { target: { value: 'Converted' } });
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No buyer leads found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(cardNames()).toHaveLength(3);
    expect((screen.getByPlaceholderText('Search by name, email, or details...') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Lead status') as HTMLSelectElement).value).toBe('all');
  });

  it('lists New, Qualified, Not Interested and Converted in the lead-status filter', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    const options = within(screen.getByLabelText('Lead status')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All lead statuses', 'New', 'Qualified', 'Not Interested', 'Converted']);
  });

  it("links Export to the server's CSV with the filters set", async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/api/buyers/export.csv');
    fireEvent.change(screen.getByLabelText('Contact status'), { target: { value: 'Follow-Up' } });
    fireEvent.change(screen.getByLabelText('Search leads'), { target: { value: ' Kofi B ' } });
    const link = screen.getByRole('link', { name: 'Export' });
    expect(link.getAttribute('href')).toBe('/api/buyers/export.csv?search=Kofi+B&contactStatus=Follow-Up');
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('lead card', () => {
  it('shows visitor text as text, never as markup', async () => {
    setUp([leadRecord({ name: '<img src=x onerror=alert(1)>', details: '<b>bold</b>\nnext line' })]);
    const { container } = renderLeads('buyer');
    expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText(/<b>bold<\/b>/)).toBeTruthy();
  });

  it('links the email, the phone with its code, and WhatsApp in a new tab', async () => {
    setUp([leadRecord()]);
    renderLeads('buyer');
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp Ama Mensah' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/233244123456');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'ama@example.com' }).getAttribute('href')).toBe('mailto:ama@example.com');
    expect(screen.getByRole('link', { name: '+233 024 412 3456' }).getAttribute('href')).toBe('tel:+233244123456');
  });

  it('shows the chips, the date and the badge styles of SPEC 4', async () => {
    setUp([leadRecord({ type: 'renter', contactStatus: 'Follow-Up', leadStatus: 'Not Interested', rentalBudget: 'GHS 3,000', helpNeeded: 'Viewing' })]);
    renderLeads('renter');
    const lead = await screen.findByRole('listitem', { name: 'Ama Mensah' });
    const text = lead.textContent ?? '';
    for (const part of ['Type: Residential - House, 2 Bedrooms', 'Location: East Legon', 'Rental budget: GHS 3,000', 'Help needed: Viewing', 'Jun 5, 2025']) {
      expect(text).toContain(part);
    }
    expect(within(lead).getByText('Follow-Up').dataset.variant).toBe('default');
    expect(within(lead).getByText('Not Interested').dataset.variant).toBe('destructive');
  });

  it('styles Follow-Up as outline for buyers', async () => {
    setUp([leadRecord({ contactStatus: 'Follow-Up' })]);
    renderLeads('buyer');
    const lead = await screen.findByRole('listitem', { name: 'Ama Mensah' });
    expect(within(lead).getByText('Follow-Up').dataset.variant).toBe('outline');
    expect(within(lead).getByText('New').dataset.variant).toBe('secondary');
  });

  it('loads the status history only when opened', async () => {
    setUp([leadRecord({ id: 4 }), leadRecord({ id: 5, name: 'Kofi Boateng' })]);
    api.history[4] = [
      { id: 1, leadId: 4, field: 'leadStatus', from: 'New', to: 'Qualified', changedAt: '2025-06-06T09:30:00.000Z', changedBy: { id: 1, username: 'admin' } },
      { id: 2, leadId: 4, field: 'contactStatus', from: 'Not Contacted', to: 'Contacted', changedAt: '2025-06-07T10:00:00.000Z', changedBy: null, changedByName: 'kojo' },
      { id: 3, leadId: 4, field: 'leadStatus', from: 'Qualified', to: 'Converted', changedAt: '2025-06-08T10:00:00.000Z', changedBy: null },
    ];
    renderLeads('buyer');
    await screen.findByText('2 total leads');
    expect(api.requests.some((request) => request.url.includes('history'))).toBe(false);

    const [first, second] = screen.getAllByText('History');
    const details = first!.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const entries = await within(details).findAllByRole('listitem');
    // The arrow is hidden from screen readers, which hear 'to' instead.
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Lead status: New →to QualifiedJun 6, 2025, 09:30 by admin',
      'Contact status: Not Contacted →to ContactedJun 7, 2025, 10:00 by kojo (deleted user)',
      'Lead status: Qualified →to ConvertedJun 8, 2025, 10:00 by a deleted user',
    ]);

    const other = second!.closest('details')!;
    other.open = true;
    fireEvent(other, new Event('toggle'));
    await waitFor(() => expect(within(other).getByText('No status changes yet.')).toBeTruthy());
  });
});

describe('lead page: deep links (issue 10)', () => {
  const open = (search: string) => {
    history.replaceState(null, '', `/admin/buyers${search}`);
    $adminSearch.set(search);
  };
  afterEach(() => open(''));

  it('?lead= shows only that lead with a note, and "Show all leads" clears it', async () => {
    setUp(LEADS);
    open('?lead=2');
    renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Kofi Boateng']));
    expect(screen.getByText('Showing one lead')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all leads' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ama Mensah', 'Kofi Boateng', 'Efua Owusu']));
    expect(location.search).toBe('');
    expect(screen.queryByText('Showing one lead')).toBeNull();
  });

  it('?cold=1 shows the leads Not Contacted for more than 24 hours, with a clearable note', async () => {
    const old = new Date(Date.now() - 30 * 3600_000).toISOString();
    const fresh = new Date(Date.now() - 3600_000).toISOString();
    setUp([
      leadRecord({ id: 1, name: 'Cold Lead', createdAt: old }),
      leadRecord({ id: 2, name: 'Fresh Lead', createdAt: fresh }),
      leadRecord({ id: 3, name: 'Called Lead', createdAt: old, contactStatus: 'Contacted' }),
    ]);
    open('?cold=1');
    renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Cold Lead']));
    expect(screen.getByText(/going cold/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all leads' })).toBeTruthy();
  });
});
