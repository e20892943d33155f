import { describe, expect, it } from 'vitest';
import type { LeadType } from '#contract/leads/join-options';
import { csvLine } from '../../platform/exports/csv';
import { leadExport, type LeadExportRow } from './lead-export';

const lead = (overrides: Partial<LeadExportRow> = {}): LeadExportRow => ({
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '024 412 3456',
  countryCode: '+233',
  details: 'Near a school, please',
  contactStatus: 'Not Contacted',
  leadStatus: 'New',
  createdAt: new Date('2025-06-05T10:00:00.000Z'),
  ...overrides,
});

/** A lead's line as the export writes it. */
const line = (type: LeadType, row: LeadExportRow) => {
  const csv = leadExport(type);
  return csvLine(csv.cells(row), csv.quoteAll);
};

describe('lead export', () => {
  it("has the export's columns, with Property Details for sellers and renters", () => {
    expect(leadExport('buyer').header).toEqual([
      'Name',
      'Email',
      'Phone',
      'Details',
      'Contact Status',
      'Lead Status',
      'Submitted',
    ]);
    expect(leadExport('seller').header[3]).toBe('Property Details');
    expect(leadExport('renter').header[3]).toBe('Property Details');
  });

  it('writes the phone with its country code and the day submitted in Accra', () => {
    const row = lead({
      details: 'Two floors, "walled"',
      contactStatus: 'Contacted',
      leadStatus: 'Qualified',
      createdAt: new Date('2025-06-05T23:30:00.000Z'),
    });
    expect(leadExport('buyer').cells(row)).toEqual([
      'Ama Mensah',
      'ama@example.com',
      '+233 024 412 3456',
      'Two floors, "walled"',
      'Contacted',
      'Qualified',
      '2025-06-05',
    ]);
  });

  it('neutralises a formula typed by a visitor', () => {
    expect(line('buyer', lead({ name: '=HYPERLINK("x")' }))).toMatch(
      /^"'=HYPERLINK\(""x""\)","ama@example.com","'\+233 024 412 3456",/,
    );
  });

  it('quotes every value for buyers and sellers only; the renter export where needed, still neutralised', () => {
    const row = lead({ name: '-Kofi', details: 'Near the sea, quiet', contactStatus: 'Contacted', leadStatus: 'New' });
    expect(line('seller', row)).toBe(
      `"'-Kofi","ama@example.com","'+233 024 412 3456","Near the sea, quiet","Contacted","New","2025-06-05"\r\n`,
    );
    expect(line('buyer', row)).toMatch(/^"'-Kofi","ama@example.com",/);
    expect(line('renter', row)).toBe(
      `'-Kofi,ama@example.com,'+233 024 412 3456,"Near the sea, quiet",Contacted,New,2025-06-05\r\n`,
    );
  });

  it('names the file after the type and today in Accra', () => {
    expect(leadExport('seller', new Date('2025-06-05T23:59:00Z')).fileName).toBe('seller-leads-2025-06-05.csv');
    expect(leadExport('renter', new Date('2025-06-06T00:00:00Z')).fileName).toBe('renter-leads-2025-06-06.csv');
  });
});
