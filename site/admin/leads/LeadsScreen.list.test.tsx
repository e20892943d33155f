// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadRecord } from '../../test/lead-record-fixture';
import {
  api,
  fetchMock,
  listQueries,
  listReads,
  openAt,
  renderLeads,
  setUp,
  tearDown,
} from '../../test/leads-test-utils';
import { $adminSearch } from '../router';
import { SEARCH_TOTAL_CAP } from '#contract/shared/page-info';
import { formatCount } from '../lib/format';
import { SEARCH_DEBOUNCE_MS } from '../ui/useDebouncedInput';

afterEach(tearDown);

const LEADS = [
  leadRecord({ id: 1, name: 'Ama Mensah', contactStatus: 'Contacted', leadStatus: 'Interested' }),
  leadRecord({
    id: 2,
    name: 'Kofi Boateng',
    email: 'kofi@example.com',
    phone: '0501112222',
    details: 'Needs parking',
    contactStatus: 'Follow-Up',
    leadStatus: 'Converted',
  }),
  leadRecord({ id: 3, name: 'Efua Owusu', email: 'efua@example.com', details: '', leadStatus: 'Qualified' }),
];

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const searchBox = () => screen.getByPlaceholderText('Search by name, email, or details...') as HTMLInputElement;
const selectValue = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;
const exportLink = () => screen.getByRole('link', { name: 'Export' });
const many = (count: number, overrides: Parameters<typeof leadRecord>[0] = {}) =>
  Array.from({ length: count }, (_, index) =>
    leadRecord({ id: index + 1, name: `Lead ${index + 1}`, email: `lead${index + 1}@example.com`, ...overrides }),
  );

describe('lead page: states', () => {
  it('says it is loading, then shows the title, the total and the first page of cards', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    expect(screen.getByText('Loading buyer leads...').getAttribute('role')).toBe('status');
    expect(await screen.findByText('3 total leads')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buyer Leads');
    expect(cardNames()).toEqual(['Ama Mensah', 'Kofi Boateng', 'Efua Owusu']);
    expect(listQueries('buyers')).toEqual(['']);
  });

  it('shows the stat cards and the total from /counts, not from the rows loaded', async () => {
    setUp([
      ...many(1200, { type: 'seller', contactStatus: 'Follow-Up', leadStatus: 'Converted' }),
      ...many(3, { type: 'seller' }).map((lead) => ({ ...lead, id: lead.id + 5000 })),
    ]);
    api.pageSize = 5;
    renderLeads('seller');
    expect(await screen.findByText('1,203 total leads')).toBeTruthy();
    expect([statValue('No of Leads'), statValue('No of Leads Contacted'), statValue('No of Leads Qualified')]).toEqual([
      '1,203',
      '1,200',
      '1,200',
    ]);
    expect(cardNames()).toHaveLength(5);
    expect(api.requests.map((request) => request.url).sort()).toEqual([
      '/api/sellers',
      '/api/sellers/counts',
      '/api/sellers/sources',
      '/api/staff',
    ]);
  });

  it('says when there are no leads, and offers no export', async () => {
    setUp([]);
    renderLeads('renter');
    expect(await screen.findByText('No renter leads found')).toBeTruthy();
    expect(exportLink().getAttribute('aria-disabled')).toBe('true');
    expect(exportLink().hasAttribute('href')).toBe(false);
  });

  it('says the list failed and offers to try again', async () => {
    setUp(LEADS.map((lead) => ({ ...lead, type: 'seller' })));
    fetchMock.mockImplementationOnce(async (input) => {
      expect(String(input)).toBe('/api/sellers');
      return new Response('{"error":{"code":"x","message":"boom"}}', { status: 500 });
    });
    renderLeads('seller');
    const alert = (await screen.findByText('Failed to fetch sellers')).closest<HTMLElement>('[role=alert]')!;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });
});

describe('lead page: filters, by the server', () => {
  it('sends the search once typing pauses, and says how many of the total match', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    for (const text of ['P', 'PA', 'PAR', 'PARK']) fireEvent.change(searchBox(), { target: { value: text } });
    expect(searchBox().value).toBe('PARK');
    expect(listReads('buyers')).toHaveLength(1);
    await waitFor(() => expect(cardNames()).toEqual(['Kofi Boateng']));
    expect(listQueries('buyers')).toEqual(['', 'search=PARK']);
    expect(screen.getByText('Showing 1 of 3')).toBeTruthy();
    expect(location.search).toBe('?search=PARK');
  });

  it('filters by both statuses, and Clear shows everything again', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    fireEvent.change(screen.getByLabelText('Contact status'), { target: { value: 'Not Contacted' } });
    await waitFor(() => expect(cardNames()).toEqual(['Efua Owusu']));
    fireEvent.change(screen.getByLabelText('Lead status'), { target: { value: 'Converted' } });
    expect(await screen.findByText('No buyer leads found')).toBeTruthy();
    expect(listQueries('buyers').at(-1)).toBe('contactStatus=Not+Contacted&leadStatus=Converted');
    expect(screen.getByText('Showing 0 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(searchBox().value).toBe('');
    expect(selectValue('Lead status')).toBe('all');
    expect(location.search).toBe('');
  });

  it('Clear also drops a search typed and not yet sent', async () => {
    // Timers that still follow the clock (so the waits below work), and that the end steps past the pause at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setUp(LEADS);
    openAt('/admin/buyers?leadStatus=Converted');
    renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Kofi Boateng']));
    fireEvent.change(searchBox(), { target: { value: 'efua' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(searchBox().value).toBe('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    // Past the pause the search waits for: nothing more is sent.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(listQueries('buyers')).toEqual(['leadStatus=Converted', '']);
    expect(location.search).toBe('');
  });

  it('offers every status Edit offers in the lead-status filter, Interested too', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    const options = within(screen.getByLabelText('Lead status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All lead statuses', 'New', 'Qualified', 'Interested', 'Not Interested', 'Converted']);
  });

  it(`says "${formatCount(SEARCH_TOTAL_CAP)}+" when the server stopped counting the matches of a search`, async () => {
    setUp(many(SEARCH_TOTAL_CAP + 1));
    api.pageSize = 5;
    renderLeads('buyer');
    await screen.findByText(`${formatCount(SEARCH_TOTAL_CAP + 1)} total leads`);
    fireEvent.change(searchBox(), { target: { value: 'lead' } });
    expect(
      await screen.findByText(`Showing ${formatCount(SEARCH_TOTAL_CAP)}+ of ${formatCount(SEARCH_TOTAL_CAP + 1)}`),
    ).toBeTruthy();
  });
});

describe('lead page: the view lives in the address', () => {
  it('opens exactly the view an address names, and asks the server for it', async () => {
    setUp([leadRecord({ id: 4, name: 'Ama Spam', spam: { at: '2025-06-06T10:00:00.000Z', by: 'chief' } }), ...LEADS]);
    openAt('/admin/buyers?contactStatus=Not+Contacted&leadStatus=New&search=ama&spam=true');
    renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Ama Spam']));
    expect(listQueries('buyers')).toEqual(['contactStatus=Not+Contacted&leadStatus=New&search=ama&spam=true']);
    expect(searchBox().value).toBe('ama');
    expect([selectValue('Contact status'), selectValue('Lead status'), selectValue('Show')]).toEqual([
      'Not Contacted',
      'New',
      'spam',
    ]);
    expect(screen.getByText('Showing 1 in spam')).toBeTruthy();
  });

  it('writes each change into the address in place, without a history entry', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    const entries = history.length;
    fireEvent.change(screen.getByLabelText('Lead status'), { target: { value: 'Qualified' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'spam' } });
    fireEvent.change(searchBox(), { target: { value: 'efua' } });
    await waitFor(() => expect(location.search).toBe('?leadStatus=Qualified&search=efua&spam=true'));
    expect($adminSearch.get()).toBe(location.search);
    expect(location.pathname).toBe('/admin/buyers');
    expect(history.length).toBe(entries);
  });

  it('follows the address when it changes (back, forward), search box included', async () => {
    setUp(LEADS);
    openAt('/admin/buyers?search=kofi');
    renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Kofi Boateng']));
    openAt('/admin/buyers?contactStatus=Contacted');
    await waitFor(() => expect(cardNames()).toEqual(['Ama Mensah']));
    expect(searchBox().value).toBe('');
    expect(selectValue('Contact status')).toBe('Contacted');
  });
});

describe('lead page: export', () => {
  it('is a download link to the server export with the filters shown', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByText('3 total leads');
    expect(exportLink().getAttribute('href')).toBe('/api/buyers/export.csv');
    fireEvent.change(screen.getByLabelText('Contact status'), { target: { value: 'Follow-Up' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'spam' } });
    await waitFor(() => expect(exportLink().getAttribute('aria-disabled')).toBe('true'));
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'leads' } });
    await waitFor(() =>
      expect(exportLink().getAttribute('href')).toBe('/api/buyers/export.csv?contactStatus=Follow-Up'),
    );
    expect(exportLink().hasAttribute('download')).toBe(true);
    const workbook = screen.getByRole('link', { name: 'Export XLSX' });
    expect(workbook.getAttribute('href')).toBe('/api/buyers/export.xlsx?contactStatus=Follow-Up');
    expect(workbook.hasAttribute('download')).toBe(true);
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

  it('links the email, the phone as E.164 (shown grouped for reading), and WhatsApp in a new tab', async () => {
    setUp([leadRecord()]);
    renderLeads('buyer');
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp Ama Mensah' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/233244123456');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'ama@example.com' }).getAttribute('href')).toBe('mailto:ama@example.com');
    expect(screen.getByRole('link', { name: '+233 24 412 3456' }).getAttribute('href')).toBe('tel:+233244123456');
  });

  it('flags a number the server could not read, shown as typed without links', async () => {
    setUp([leadRecord({ phone: 'ring after 6', phoneE164: null, phoneReadable: null })]);
    renderLeads('buyer');
    const lead = await screen.findByRole('listitem', { name: 'Ama Mensah' });
    expect(lead.textContent).toContain('+233 ring after 6');
    expect(lead.textContent).toContain('Number not recognised: check it with the lead');
    expect(screen.queryByRole('link', { name: 'WhatsApp Ama Mensah' })).toBeNull();
  });

  it('says a returning contact has written before, linking to every request of that person', async () => {
    setUp([leadRecord({ id: 9, earlierRequests: 3 }), leadRecord({ id: 8, name: 'Kojo', earlierRequests: 0 })]);
    renderLeads('buyer');
    const link = await screen.findByRole('link', { name: 'Returning contact · 3 earlier requests' });
    expect(link.getAttribute('href')).toBe('/admin/buyers?contactOf=9');
    expect(screen.getAllByText(/Returning contact/)).toHaveLength(1);
  });

  it("shows the chips, the date and the statuses' badge styles", async () => {
    setUp([
      leadRecord({
        type: 'renter',
        contactStatus: 'Follow-Up',
        leadStatus: 'Not Interested',
        rentalBudget: 'GHS 3,000',
        helpNeeded: 'Viewing',
      }),
    ]);
    renderLeads('renter');
    const lead = await screen.findByRole('listitem', { name: 'Ama Mensah' });
    const text = lead.textContent ?? '';
    for (const part of [
      'Type: Residential - House, 2 Bedrooms',
      'Location: East Legon',
      'Rental budget: GHS 3,000',
      'Help needed: Viewing',
      'Jun 5, 2025',
    ]) {
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

  it('loads the timeline only when opened', async () => {
    setUp([leadRecord({ id: 4 }), leadRecord({ id: 5, name: 'Kofi Boateng' })]);
    api.timeline[4] = [
      {
        kind: 'status',
        id: 3,
        at: '2025-06-08T10:00:00.000Z',
        field: 'leadStatus',
        from: 'Qualified',
        to: 'Converted',
        by: { name: '', deleted: true },
      },
      {
        kind: 'status',
        id: 2,
        at: '2025-06-07T10:00:00.000Z',
        field: 'contactStatus',
        from: 'Not Contacted',
        to: 'Contacted',
        by: { name: 'kojo', deleted: true },
      },
      {
        kind: 'status',
        id: 1,
        at: '2025-06-06T09:30:00.000Z',
        field: 'leadStatus',
        from: 'New',
        to: 'Qualified',
        by: { name: 'admin', deleted: false },
      },
      { kind: 'arrived', id: 4, at: '2025-06-05T23:30:00.000Z', source: 'facebook' },
    ];
    renderLeads('buyer');
    await screen.findByText('2 total leads');
    expect(api.requests.some((request) => request.url.includes('timeline'))).toBe(false);

    const [first, second] = screen.getAllByText('Notes and timeline');
    const details = first!.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const timeline = await within(details).findByRole('list', { name: 'Timeline of Ama Mensah' });
    // The arrow is hidden from screen readers, which hear 'to' instead; times are Accra's (UTC+0).
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Lead status: Qualified →to ConvertedJun 8, 2025, 10:00 by a deleted user',
      'Contact status: Not Contacted →to ContactedJun 7, 2025, 10:00 by kojo (deleted user)',
      'Lead status: New →to QualifiedJun 6, 2025, 09:30 by admin',
      'Arrived from facebookJun 5, 2025, 23:30',
    ]);
    expect(api.requests.filter((request) => request.url.includes('timeline')).map((request) => request.url)).toEqual([
      '/api/leads/4/timeline',
    ]);

    const other = second!.closest('details')!;
    other.open = true;
    fireEvent(other, new Event('toggle'));
    const otherTimeline = await within(other).findByRole('list', { name: 'Timeline of Kofi Boateng' });
    await waitFor(() =>
      expect(
        within(otherTimeline)
          .getAllByRole('listitem')
          .map((entry) => entry.textContent),
      ).toEqual(['ArrivedJun 5, 2025, 10:00']),
    );
  });
});
