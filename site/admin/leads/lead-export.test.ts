import { describe, expect, it } from 'vitest';
import { encodeCsv } from '../lib/csv';
import { leadExportFileName, leadExportOptions, leadExportRows } from './lead-export';
import { leadRecord } from './lead-record-fixture';

describe('lead export (SPEC 7)', () => {
  it('has the columns of SPEC 7, with Property Details for sellers and renters', () => {
    expect(leadExportRows('buyer', [])).toEqual([['Name', 'Email', 'Phone', 'Details', 'Contact Status', 'Lead Status', 'Submitted']]);
    expect(leadExportRows('seller', [])[0]?.[3]).toBe('Property Details');
    expect(leadExportRows('renter', [])[0]?.[3]).toBe('Property Details');
  });

  it('writes the phone with its country code and the day submitted in Accra', () => {
    const lead = leadRecord({ details: 'Two floors, "walled"', contactStatus: 'Contacted', leadStatus: 'Qualified', createdAt: '2025-06-05T23:30:00.000Z' });
    expect(leadExportRows('buyer', [lead])[1]).toEqual([
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
    const text = encodeCsv(leadExportRows('buyer', [leadRecord({ name: '=HYPERLINK("x")' })]), leadExportOptions('buyer'));
    expect(text.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)","ama@example.com","'\+233 024 412 3456",/);
  });

  it('quotes every value for buyers and sellers only; the renter export where needed, still neutralised', () => {
    const lead = leadRecord({ name: '-Kofi', details: 'Near the sea, quiet', contactStatus: 'Contacted', leadStatus: 'New', createdAt: '2025-06-05T10:00:00Z' });
    const row = (type: 'buyer' | 'seller' | 'renter') => encodeCsv(leadExportRows(type, [lead]), leadExportOptions(type)).split('\r\n')[1];
    expect(row('seller')).toBe(`"'-Kofi","ama@example.com","'+233 024 412 3456","Near the sea, quiet","Contacted","New","2025-06-05"`);
    expect(row('buyer')).toMatch(/^"'-Kofi","ama@example.com",/);
    expect(row('renter')).toBe(`'-Kofi,ama@example.com,'+233 024 412 3456,"Near the sea, quiet",Contacted,New,2025-06-05`);
  });

  it('names the file after the type and today in Accra', () => {
    expect(leadExportFileName('seller', new Date('2025-06-05T23:59:00Z'))).toBe('seller-leads-2025-06-05.csv');
    expect(leadExportFileName('renter', new Date('2025-06-06T00:00:00Z'))).toBe('renter-leads-2025-06-06.csv');
  });
});
