import { describe, expect, it } from 'vitest';
import { DASHBOARD_QUALIFIED_STATUSES, PAGE_QUALIFIED_STATUSES, countLeads, qualifiedPercent } from './lead-counting';

const lead = (contactStatus: string, leadStatus: string) => ({ contactStatus, leadStatus });

describe('countLeads', () => {
  const leads = [
    lead('Not Contacted', 'New'),
    lead('Contacted', 'Qualified'),
    lead('Follow-Up', 'Interested'),
    lead('Contacted', 'Converted'),
    lead('Not Contacted', 'Not Interested'),
  ];

  it('counts Contacted and Follow-Up as contacted', () => {
    expect(countLeads(leads, DASHBOARD_QUALIFIED_STATUSES).contacted).toBe(3);
  });

  it('applies each page its own qualified rule', () => {
    expect(countLeads(leads, DASHBOARD_QUALIFIED_STATUSES)).toEqual({ total: 5, contacted: 3, qualified: 2 });
    expect(countLeads(leads, PAGE_QUALIFIED_STATUSES.buyer).qualified).toBe(2);
    expect(countLeads(leads, PAGE_QUALIFIED_STATUSES.seller).qualified).toBe(2);
    expect(countLeads([lead('Contacted', 'Converted')], PAGE_QUALIFIED_STATUSES.renter).qualified).toBe(1);
    expect(countLeads([lead('Contacted', 'Interested')], PAGE_QUALIFIED_STATUSES.renter).qualified).toBe(0);
  });

  it('counts nothing in an empty list', () => {
    expect(countLeads([], PAGE_QUALIFIED_STATUSES.buyer)).toEqual({ total: 0, contacted: 0, qualified: 0 });
  });
});

describe('qualifiedPercent', () => {
  it('rounds to a whole percent and is 0 without records', () => {
    expect(qualifiedPercent(0, 0)).toBe(0);
    expect(qualifiedPercent(1, 3)).toBe(33);
    expect(qualifiedPercent(2, 3)).toBe(67);
    expect(qualifiedPercent(1, 8)).toBe(13);
    expect(qualifiedPercent(5, 5)).toBe(100);
  });
});
