import { describe, expect, it } from 'vitest';
import { countLeads, qualifiedPercent } from './lead-counting';

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
    expect(countLeads(leads).contacted).toBe(3);
  });

  it('counts Qualified and what is further along (Interested, Converted) as qualified', () => {
    expect(countLeads(leads)).toEqual({ total: 5, contacted: 3, qualified: 3 });
    expect(countLeads([lead('Contacted', 'New'), lead('Contacted', 'Not Interested')]).qualified).toBe(0);
  });

  it('counts nothing in an empty list', () => {
    expect(countLeads([])).toEqual({ total: 0, contacted: 0, qualified: 0 });
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
