// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadRecord } from '../../test/lead-record-fixture';
import { api, listQueries, listReads, openAt, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';

afterEach(tearDown);

const cardIds = () =>
  screen
    .queryAllByRole('listitem')
    .filter((item) => item.dataset.leadId)
    .map((item) => Number(item.dataset.leadId));
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const loadMore = () => screen.queryByRole('button', { name: 'Load more' });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const many = (count: number) =>
  range(1, count).map((id) => leadRecord({ id, name: `Lead ${id}`, email: `lead${id}@example.com` }));

/** IntersectionObserver as the browser would drive it, reporting when the test scrolls the sentinel into view. */
function observeByHand() {
  const watching = new Set<{ report: () => void }>();
  class HandObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    private readonly entry = {
      report: () =>
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    };
    observe() {
      watching.add(this.entry);
    }
    disconnect() {
      watching.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', HandObserver);
  return {
    watching: () => watching.size,
    scrollToEnd: () => [...watching].forEach((entry) => entry.report()),
  };
}

describe('lead page: the next pages', () => {
  it('"Load more" appends the next page below the cards on screen, once, and moves focus to its first card', async () => {
    setUp(many(24));
    api.pageSize = 10;
    renderLeads('buyer');
    await waitFor(() => expect(cardIds()).toEqual(range(1, 10)));
    const first = screen.getByRole('listitem', { name: 'Lead 1' });

    fireEvent.click(loadMore()!);
    await waitFor(() => expect(cardIds()).toEqual(range(1, 20)));
    // Appended: the cards already shown are the same elements, so the reader's place holds.
    expect(first.isConnected).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Lead 11' }));

    fireEvent.click(loadMore()!);
    await waitFor(() => expect(cardIds()).toEqual(range(1, 24)));
    expect(loadMore()).toBeNull();
    expect(listQueries('buyers')).toEqual(['', 'cursor=after-10', 'cursor=after-20']);
  });

  it('reads pages of the default size, 50, until the last', async () => {
    setUp(many(51));
    renderLeads('buyer');
    await waitFor(() => expect(cardIds()).toHaveLength(50));
    fireEvent.click(loadMore()!);
    await waitFor(() => expect(cardIds()).toEqual(range(1, 51)));
    expect(listQueries('buyers')).toEqual(['', 'cursor=after-50']);
  });

  it('loads the next page as the reader scrolls to the end, with the filters, and stops at the last', async () => {
    const observer = observeByHand();
    setUp(many(24));
    api.pageSize = 10;
    openAt('/admin/buyers?search=lead');
    renderLeads('buyer');
    await waitFor(() => expect(cardIds()).toHaveLength(10));
    await waitFor(() => expect(observer.watching()).toBe(1));
    observer.scrollToEnd();
    await waitFor(() => expect(cardIds()).toHaveLength(20));
    await waitFor(() => expect(observer.watching()).toBe(1));
    observer.scrollToEnd();
    await waitFor(() => expect(cardIds()).toEqual(range(1, 24)));
    expect(observer.watching()).toBe(0);
    expect(listQueries('buyers')).toEqual([
      'search=lead',
      'search=lead&cursor=after-10',
      'search=lead&cursor=after-20',
    ]);
    expect(screen.getByText('Showing 24 of 24')).toBeTruthy();
  });

  it('asks for a page once however often the end is reached while it is on its way', async () => {
    const observer = observeByHand();
    setUp(many(24));
    api.pageSize = 10;
    renderLeads('buyer');
    await waitFor(() => expect(observer.watching()).toBe(1));
    let release: () => void = () => {};
    api.readsHeld = new Promise((resolve) => (release = resolve));
    observer.scrollToEnd();
    observer.scrollToEnd();
    fireEvent.click(loadMore()!);
    release();
    await waitFor(() => expect(cardIds()).toHaveLength(20));
    expect(listReads('buyers')).toHaveLength(2);
  });

  it('says a next page failed, keeps the cards, and tries again when asked', async () => {
    setUp(many(14));
    api.pageSize = 10;
    renderLeads('buyer');
    await waitFor(() => expect(cardIds()).toHaveLength(10));
    api.nextPageFailure = true;
    fireEvent.click(loadMore()!);
    const alert = (await screen.findByText('Failed to fetch buyers')).closest<HTMLElement>('[role=alert]')!;
    expect(cardIds()).toHaveLength(10);
    api.nextPageFailure = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardIds()).toEqual(range(1, 14)));
  });

  it('starts the list over when the server refuses a cursor as stale (400), rather than sending it again', async () => {
    setUp(many(14));
    api.pageSize = 10;
    renderLeads('buyer');
    await waitFor(() => expect(cardIds()).toHaveLength(10));
    api.cursorsRefused = true;
    fireEvent.click(loadMore()!);
    const alert = (await screen.findByText('Failed to fetch buyers')).closest<HTMLElement>('[role=alert]')!;
    api.cursorsRefused = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listQueries('buyers')).toEqual(['', 'cursor=after-10', '']));
    await waitFor(() => expect(cardIds()).toEqual(range(1, 10)));
    fireEvent.click(loadMore()!);
    await waitFor(() => expect(cardIds()).toEqual(range(1, 14)));
  });
});

describe('lead page: deep links', () => {
  const LEADS = [
    leadRecord({ id: 1, name: 'Ama Mensah' }),
    leadRecord({ id: 2, name: 'Kofi Boateng' }),
    leadRecord({ id: 3, name: 'Efua Owusu' }),
    leadRecord({ id: 4, name: 'Sally Seller', type: 'seller' }),
  ];

  it('?lead= shows that one lead, read alone, with a note; "Show all leads" goes back to the list', async () => {
    setUp(LEADS);
    openAt('/admin/buyers?lead=2');
    renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Kofi Boateng']));
    expect(screen.getByText('Showing one lead')).toBeTruthy();
    expect(api.requests.some((request) => request.url === '/api/leads/2')).toBe(true);
    expect(listReads('buyers')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show all leads' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ama Mensah', 'Kofi Boateng', 'Efua Owusu']));
    expect(location.search).toBe('');
    expect(screen.queryByText('Showing one lead')).toBeNull();
  });

  it("?contactOf= shows one person's leads with a note, and no export or bulk action, which would act on this type alone", async () => {
    setUp(LEADS);
    openAt('/admin/buyers?contactOf=2');
    renderLeads('buyer');
    expect(await screen.findByText('Showing every request from this contact, of every type')).toBeTruthy();
    // The fixture's leads share one address: the person's list holds every type, the seller too.
    await waitFor(() => expect(cardNames()).toEqual(['Ama Mensah', 'Kofi Boateng', 'Efua Owusu', 'Sally Seller']));
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show all leads' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ama Mensah', 'Kofi Boateng', 'Efua Owusu']));
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('?lead= of another type, or of a lead that is gone, shows the empty state', async () => {
    setUp(LEADS);
    openAt('/admin/buyers?lead=4');
    const view = renderLeads('buyer');
    expect(await screen.findByText('No buyer leads found')).toBeTruthy();
    view.unmount();
    openAt('/admin/buyers?lead=99');
    renderLeads('buyer');
    expect(await screen.findByText('No buyer leads found')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch buyers')).toBeNull();
  });

  it('?cold=1 asks for Not Contacted leads that arrived before 24 hours ago, with a clearable note', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
    setUp([
      leadRecord({ id: 1, name: 'Fresh Lead', createdAt: hoursAgo(1) }),
      leadRecord({ id: 2, name: 'Cold Lead', createdAt: hoursAgo(30) }),
      leadRecord({ id: 3, name: 'Called Lead', createdAt: hoursAgo(30), contactStatus: 'Contacted' }),
    ]);
    openAt('/admin/buyers?cold=1');
    renderLeads('buyer');
    await waitFor(() => expect(cardNames()).toEqual(['Cold Lead']));
    const query = new URLSearchParams(listQueries('buyers')[0]);
    expect(query.get('contactStatus')).toBe('Not Contacted');
    expect(Math.abs(Date.parse(query.get('to')!) - (Date.now() - 24 * 3600_000))).toBeLessThan(10_000);
    expect((screen.getByLabelText('Contact status') as HTMLSelectElement).value).toBe('Not Contacted');
    expect(screen.getByText(/going cold/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all leads' })).toBeTruthy();
  });
});
