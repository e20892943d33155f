// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { leadRecord } from '../../test/lead-record-fixture';
import { api, listQueries, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';
import { LEAD_LAYOUT_KEY } from './useLeadLayout';

afterEach(tearDown);

const LEADS = [
  leadRecord({ id: 1, name: 'Ama Mensah', source: 'facebook', budgetRange: '' }),
  leadRecord({ id: 2, name: 'Kofi Boateng', source: 'Direct', leadStatus: 'Interested' }),
  leadRecord({ id: 3, name: 'Efua Owusu', source: 'direct' }),
];

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('lead page: the table view', () => {
  it('switches between cards and a table, and remembers the choice', async () => {
    setUp(LEADS);
    const first = renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    expect(rows().map((row) => row.getAttribute('data-lead-id'))).toEqual(['1', '2', '3']);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼↕]/, '')),
    ).toEqual(['Name', 'Phone', 'Type', 'Budget', 'Area', 'Source', 'Owner', 'Next step', 'Statuses', 'Date']);
    expect(localStorage.getItem(LEAD_LAYOUT_KEY)).toBe('table');
    first.unmount();
    renderLeads('buyer');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(localStorage.getItem(LEAD_LAYOUT_KEY)).toBe('cards');
  });

  it('sorts on the server from its headers, says so with aria-sort, and keeps the order in the address', async () => {
    localStorage.setItem(LEAD_LAYOUT_KEY, 'table');
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByRole('table');
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(header('Name')).getByRole('button'));
    await waitFor(() => expect(listQueries('buyers').at(-1)).toBe('sort=name'));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(location.search).toBe('?sort=name');
    // Newest first again (its page is in the cache already), then oldest first.
    fireEvent.click(within(header('Date')).getByRole('button'));
    await waitFor(() => expect(header('Date').getAttribute('aria-sort')).toBe('descending'));
    expect(location.search).toBe('');
    fireEvent.click(within(header('Date')).getByRole('button'));
    await waitFor(() => expect(listQueries('buyers').at(-1)).toBe('sort=oldest'));
    expect(header('Date').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'next-step' } });
    await waitFor(() => expect(listQueries('buyers').at(-1)).toBe('sort=next-step'));
    expect(header('Next step').getAttribute('aria-sort')).toBe('ascending');
  });

  it('walks the rows with the arrow keys, one row in the tab order, and opens a lead with Enter', async () => {
    localStorage.setItem(LEAD_LAYOUT_KEY, 'table');
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByRole('table');
    expect(rows().map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    rows()[0]!.focus();
    fireEvent.keyDown(rows()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows()[1]);
    expect(rows().map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(rows()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(rows()[2]);
    fireEvent.keyDown(rows()[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(rows()[1]);
    fireEvent.keyDown(rows()[1]!, { key: 'Enter' });
    expect(location.search).toBe('?lead=2');
    // One lead is its card, whatever the layout.
    expect(await screen.findByRole('heading', { name: 'Kofi Boateng' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('lead page: the table view, page by page', () => {
  it('"Load more" appends rows and moves focus to the first row it added', async () => {
    localStorage.setItem(LEAD_LAYOUT_KEY, 'table');
    setUp(Array.from({ length: 7 }, (_, index) => leadRecord({ id: index + 1, name: `Lead ${index + 1}` })));
    api.pageSize = 4;
    renderLeads('buyer');
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(document.activeElement).toBe(rows()[4]);
    expect(rows()[4]!.tabIndex).toBe(0);
  });
});

describe('lead page: the source filter', () => {
  it('offers the sources seen, once whatever their case, and filters by the one chosen', async () => {
    setUp(LEADS);
    renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    const source = screen.getByLabelText('Source') as HTMLSelectElement;
    await waitFor(() =>
      expect([...source.options].map((option) => option.textContent)).toEqual(['All sources', 'Direct', 'facebook']),
    );
    fireEvent.change(source, { target: { value: 'Direct' } });
    await waitFor(() => expect(listQueries('buyers').at(-1)).toBe('source=Direct'));
    expect(source.value).toBe('Direct');
  });
});
