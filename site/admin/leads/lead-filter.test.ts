import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../../api/domain/admin-api';
import { EMPTY_FILTERS, filterLeads, hasFilters, type LeadFilters } from './lead-filter';
import { leadRecord } from './lead-record-fixture';

const names = (leads: LeadRecord[]) => leads.map((lead) => lead.name);

describe('filterLeads', () => {
  const leads = [
    leadRecord({ id: 1, name: 'Ama Mensah', email: 'ama@example.com', phone: '024 412 3456', details: 'Near a school' }),
    leadRecord({ id: 2, name: 'Kofi Boateng', email: 'kofi@mail.gh', phone: '0501112222', details: 'Pool WANTED', contactStatus: 'Contacted', leadStatus: 'Qualified', createdAt: '2025-06-06T23:59:59.000Z' }),
    leadRecord({ id: 3, name: 'Éfua Owusu', email: 'efua@example.org', phone: '+44 20 7946 0958', details: '', contactStatus: 'Follow-Up', leadStatus: 'Converted', createdAt: '2025-06-07T00:00:00.000Z', propertyLocation: 'Spintex Road', ghanaRegion: 'cape-coast', accraArea: '' }),
  ];
  const run = (filters: Partial<LeadFilters>, type: LeadRecord['type'] = 'buyer') => names(filterLeads(leads, type, { ...EMPTY_FILTERS, ...filters }));

  it('keeps everything without filters', () => {
    expect(run({})).toEqual(['Ama Mensah', 'Kofi Boateng', 'Éfua Owusu']);
    expect(run({ search: '   ' })).toHaveLength(3);
  });

  it('searches name, email, phone and details, ignoring case', () => {
    expect(run({ search: 'MENSAH' })).toEqual(['Ama Mensah']);
    expect(run({ search: 'mail.gh' })).toEqual(['Kofi Boateng']);
    expect(run({ search: 'pool wanted' })).toEqual(['Kofi Boateng']);
    expect(run({ search: 'éfua' })).toEqual(['Éfua Owusu']);
    expect(run({ search: '412 3456' })).toEqual(['Ama Mensah']);
  });

  it('finds a phone number however it is spaced, and with its country code', () => {
    expect(run({ search: '0244123456' })).toEqual(['Ama Mensah']);
    expect(run({ search: '+233 50 111' })).toEqual(['Kofi Boateng']);
    expect(run({ search: '2079' })).toEqual(['Éfua Owusu']);
  });

  it('searches the property location on the seller page only', () => {
    expect(run({ search: 'spintex' }, 'seller')).toEqual(['Éfua Owusu']);
    expect(run({ search: 'spintex' }, 'buyer')).toEqual([]);
    expect(run({ search: 'spintex' }, 'renter')).toEqual([]);
  });

  it('searches the region (value or label) and Accra area on the renter page only', () => {
    expect(run({ search: 'cape coast' }, 'renter')).toEqual(['Éfua Owusu']);
    expect(run({ search: 'cape-coast' }, 'renter')).toEqual(['Éfua Owusu']);
    expect(run({ search: 'east legon' }, 'renter')).toEqual(['Ama Mensah', 'Kofi Boateng']);
    expect(run({ search: 'east legon' }, 'seller')).toEqual([]);
  });

  it('filters by contact status and lead status, together with the search', () => {
    expect(run({ contactStatus: 'Contacted' })).toEqual(['Kofi Boateng']);
    expect(run({ leadStatus: 'Converted' })).toEqual(['Éfua Owusu']);
    expect(run({ leadStatus: 'New', contactStatus: 'Not Contacted', search: 'ama' })).toEqual(['Ama Mensah']);
    expect(run({ leadStatus: 'New', search: 'kofi' })).toEqual([]);
  });

  it('filters on inclusive days in Accra time', () => {
    expect(run({ from: '2025-06-06' })).toEqual(['Kofi Boateng', 'Éfua Owusu']);
    expect(run({ to: '2025-06-06' })).toEqual(['Ama Mensah', 'Kofi Boateng']);
    expect(run({ from: '2025-06-06', to: '2025-06-06' })).toEqual(['Kofi Boateng']);
    expect(run({ from: '2025-06-08' })).toEqual([]);
  });

  it('ignores a day that is not a date', () => {
    expect(run({ from: 'soon' })).toHaveLength(3);
  });
});

describe('hasFilters', () => {
  it('is true once anything differs from the defaults', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, search: 'a' })).toBe(true);
    expect(hasFilters({ ...EMPTY_FILTERS, leadStatus: 'New' })).toBe(true);
  });
});
