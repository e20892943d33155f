import { describe, expect, it } from 'vitest';
import {
  changeLeadListView,
  EMPTY_VIEW,
  isNarrowed,
  leadListFilters,
  leadListQuery,
  parseLeadListView,
} from './lead-list-view';

const NOW = Date.parse('2026-03-04T10:00:00.000Z');

describe('a lead page view in the address', () => {
  it('reads every filter, and writes them back in the same order', () => {
    const query =
      '?contactStatus=Not+Contacted&leadStatus=New&search=ama+k&from=2026-01-01&to=2026-02-01T12%3A00%3A00Z&spam=true&source=www.google.com&assignedTo=me&sort=next-step';
    const view = parseLeadListView(query);
    expect(view).toEqual({
      search: 'ama k',
      contactStatus: 'Not Contacted',
      leadStatus: 'New',
      from: '2026-01-01',
      to: '2026-02-01T12:00:00Z',
      spam: true,
      source: 'www.google.com',
      assignedTo: 'me',
      sort: 'next-step',
      link: { leadId: null, cold: false, contactOf: null },
    });
    expect(leadListQuery(view)).toBe(query);
    expect(leadListFilters(view, NOW)).toMatchObject({ source: 'www.google.com', assignedTo: 'me' });
    expect(isNarrowed({ ...EMPTY_VIEW, source: 'Direct' })).toBe(true);
    // Whose leads, in the address; anything else there is ignored.
    expect(isNarrowed({ ...EMPTY_VIEW, assignedTo: 'unassigned' })).toBe(true);
    expect(
      ['me', 'unassigned', '12', 'bob', '0', '1e3'].map(
        (owner) => parseLeadListView(`?assignedTo=${owner}`).assignedTo,
      ),
    ).toEqual(['me', 'unassigned', '12', '', '', '']);
    expect(parseLeadListView(leadListQuery(view))).toEqual(view);
    // The order is the list's, not a filter: exports and bulk actions do not get it.
    expect(leadListFilters(view, NOW)).not.toHaveProperty('sort');
  });

  it('reads a known order, newest first otherwise, and leaves the default out of the address', () => {
    expect(parseLeadListView('?sort=name').sort).toBe('name');
    expect(parseLeadListView('?sort=price').sort).toBe('newest');
    expect(leadListQuery({ ...EMPTY_VIEW, sort: 'newest' })).toBe('');
    expect(leadListQuery({ ...EMPTY_VIEW, sort: 'oldest' })).toBe('?sort=oldest');
  });

  it('is the whole list without a query, and writes nothing for it', () => {
    expect(parseLeadListView('')).toEqual(EMPTY_VIEW);
    expect(leadListQuery(EMPTY_VIEW)).toBe('');
    expect(isNarrowed(EMPTY_VIEW)).toBe(false);
  });

  it('ignores what the selects could not show: an unknown status, a malformed bound, another spam value', () => {
    const view = parseLeadListView('?contactStatus=Called&leadStatus=Hot&from=yesterday&to=2026-13&spam=yes');
    expect(view).toEqual(EMPTY_VIEW);
  });

  it('reads every lead status Edit offers, Interested too', () => {
    expect(parseLeadListView('?leadStatus=Interested').leadStatus).toBe('Interested');
  });

  it('keeps the deep links, and maps ?cold=1 to Not Contacted before a cut-off 24 hours ago', () => {
    const cold = parseLeadListView('?cold=1');
    expect(cold.contactStatus).toBe('Not Contacted');
    expect(leadListFilters(cold, NOW)).toEqual({ contactStatus: 'Not Contacted', to: '2026-03-03T10:00:00.000Z' });
    expect(leadListQuery(parseLeadListView('?lead=12'))).toBe('?lead=12');
  });

  it('sends the search trimmed, and leaves out what is not set', () => {
    expect(leadListFilters({ ...EMPTY_VIEW, search: '  ama  ', leadStatus: 'Converted' }, NOW)).toEqual({
      search: 'ama',
      leadStatus: 'Converted',
    });
    expect(leadListFilters({ ...EMPTY_VIEW, search: '   ' }, NOW)).toEqual({});
    expect(leadListFilters({ ...EMPTY_VIEW, spam: true }, NOW)).toEqual({ spam: 'true' });
  });
});

describe('changing the filters of a deep-linked page', () => {
  it('goes back from one lead to the list', () => {
    const changed = changeLeadListView(parseLeadListView('?lead=12'), { search: 'kofi' });
    expect(leadListQuery(changed)).toBe('?search=kofi');
  });

  it('keeps going cold while the contact status stays Not Contacted, and ends it otherwise', () => {
    const cold = parseLeadListView('?cold=1');
    expect(leadListQuery(changeLeadListView(cold, { leadStatus: 'New' }))).toBe(
      '?contactStatus=Not+Contacted&leadStatus=New&cold=1',
    );
    expect(leadListQuery(changeLeadListView(cold, { contactStatus: 'Contacted' }))).toBe('?contactStatus=Contacted');
    expect(leadListQuery(changeLeadListView(cold, { contactStatus: '' }))).toBe('');
  });
});
