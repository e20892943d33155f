import { describe, expect, it } from 'vitest';
import type { LeadType } from '#contract/leads/join-options';
import { csvLine } from '../../platform/exports/csv';
import { leadExport, type LeadExportRow } from './lead-export';

const lead = (overrides: Partial<LeadExportRow> = {}): LeadExportRow => ({
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '024 412 3456',
  countryCode: '+233',
  phoneReadable: '+233 24 412 3456',
  details: 'Near a school, please',
  contactStatus: 'Not Contacted',
  leadStatus: 'New',
  createdAt: new Date('2025-06-05T10:00:00.000Z'),
  propertyType: 'residential-house',
  propertySubtype: '3-bedroom',
  commercialType: '',
  currentLocation: 'other',
  otherLocation: 'Lagos',
  ghanaRegion: 'accra',
  accraArea: 'East Legon',
  otherRegion: '',
  budgetRange: '75k-125k',
  services: ['Property valuation', 'Legal advice / support'],
  otherServices: 'Moving help',
  propertyLocation: 'Spintex Road',
  documentation: 'other',
  otherDocumentation: 'Indenture',
  sellingPrice: 'GHS 1.2m',
  rentalBudget: 'GHS 4,000 a month',
  helpNeeded: 'Viewing on my behalf',
  source: 'facebook',
  utmCampaign: 'june-launch',
  assignedToId: 4,
  owner: 'kofi',
  nextStepAt: new Date('2025-06-09T17:30:00.000Z'),
  nextStepHasTime: true,
  nextStepText: 'Call after 6 pm UK time',
  earlierRequests: 2,
  ...overrides,
});

/** A lead's line as the export writes it. */
const line = (type: LeadType, row: LeadExportRow) => {
  const csv = leadExport(type);
  return csvLine(csv.cells(row), csv.quoteAll);
};
/** The export's cells by header, for one row. */
const byHeader = (type: LeadType, row: LeadExportRow) => {
  const csv = leadExport(type);
  return Object.fromEntries(csv.header.map((header, index) => [header, csv.cells(row)[index]]));
};

const STAFF_COLUMNS = ['Source', 'Campaign', 'Owner', 'Next Step', 'Next Step Due', 'Earlier Requests'];

describe('lead export', () => {
  it("starts with the spec's columns, then what each form collects, then what staff add", () => {
    const spec = (details: string) => ['Name', 'Email', 'Phone', details, 'Contact Status', 'Lead Status', 'Submitted'];
    expect(leadExport('buyer').header).toEqual([
      ...spec('Details'),
      'Budget',
      'Region',
      'Area',
      'Property Type',
      'Bedrooms',
      'Commercial Type',
      'Current Location',
      'Services',
      ...STAFF_COLUMNS,
    ]);
    expect(leadExport('seller').header).toEqual([
      ...spec('Property Details'),
      'Property Type',
      'Bedrooms',
      'Commercial Type',
      'Property Location',
      'Documentation',
      'Selling Price',
      ...STAFF_COLUMNS,
    ]);
    expect(leadExport('renter').header).toEqual([
      ...spec('Property Details'),
      'Rental Budget',
      'Region',
      'Area',
      'Property Type',
      'Bedrooms',
      'Commercial Type',
      'Help Needed',
      ...STAFF_COLUMNS,
    ]);
  });

  it('writes choices as the form labels them, typed "other" answers beside them, next steps in Accra time', () => {
    expect(byHeader('buyer', lead())).toEqual({
      Name: 'Ama Mensah',
      Email: 'ama@example.com',
      Phone: '+233 24 412 3456',
      Details: 'Near a school, please',
      'Contact Status': 'Not Contacted',
      'Lead Status': 'New',
      Submitted: '2025-06-05',
      Budget: '$75,000 – $125,000',
      Region: 'Accra',
      Area: 'East Legon',
      'Property Type': 'Residential - House',
      Bedrooms: '3 Bedrooms',
      'Commercial Type': '',
      'Current Location': 'Any other location: Lagos',
      Services: 'Property valuation; Legal advice / support; Moving help',
      Source: 'facebook',
      Campaign: 'june-launch',
      Owner: 'kofi',
      'Next Step': 'Call after 6 pm UK time',
      'Next Step Due': '2025-06-09 17:30',
      'Earlier Requests': '2',
    });
    expect(byHeader('seller', lead())).toMatchObject({
      'Property Location': 'Spintex Road',
      Documentation: 'Other documentation: Indenture',
      'Selling Price': 'GHS 1.2m',
    });
    const renter = byHeader(
      'renter',
      lead({ ghanaRegion: 'others', otherRegion: 'Ho', accraArea: '', nextStepHasTime: false }),
    );
    expect(renter).toMatchObject({
      'Property Details': 'Near a school, please',
      'Rental Budget': 'GHS 4,000 a month',
      Region: 'Others: Ho',
      Area: '',
      'Help Needed': 'Viewing on my behalf',
      'Next Step Due': '2025-06-09',
    });
  });

  it('leaves what was never given empty, and a lead from before sources were recorded "Not recorded"', () => {
    const bare = lead({
      propertyType: '',
      propertySubtype: '',
      budgetRange: '',
      ghanaRegion: '',
      accraArea: '',
      currentLocation: '',
      services: [],
      otherServices: '',
      source: '',
      utmCampaign: '',
      assignedToId: null,
      owner: '',
      nextStepAt: null,
      nextStepText: '',
      earlierRequests: 0,
    });
    expect(byHeader('buyer', bare)).toMatchObject({
      Budget: '',
      Region: '',
      'Property Type': '',
      Services: '',
      Source: 'Not recorded',
      Owner: '',
      'Next Step': '',
      'Next Step Due': '',
      'Earlier Requests': '0',
    });
  });

  it.each([
    [{ phone: '024 412 3456', countryCode: '+233', phoneReadable: '+233 24 412 3456' }, '+233 24 412 3456'],
    [{ phone: '+44 20 7946 0958', countryCode: '+233', phoneReadable: '+44 20 7946 0958' }, '+44 20 7946 0958'],
    [{ phone: '024 455 667', countryCode: '+233', phoneReadable: null }, '+233 024 455 667'],
    [{ phone: '[erased]', countryCode: '+233', phoneReadable: null }, '[erased]'],
    [{ phone: '', countryCode: '+233', phoneReadable: null }, ''],
  ])('writes the phone %j as %j', (phone, expected) => {
    expect(byHeader('buyer', lead(phone)).Phone).toBe(expected);
  });

  it('quotes every value for every type, neutralises a formula typed by a visitor, and leaves a phone readable', () => {
    expect(line('renter', lead({ name: '=HYPERLINK("x")' }))).toMatch(
      /^"'=HYPERLINK\(""x""\)","ama@example.com","\+233 24 412 3456","Near a school, please",/,
    );
    expect(line('seller', lead({ name: '-Kofi' }))).toMatch(/^"'-Kofi","ama@example.com","\+233 24 412 3456",/);
  });

  it('names the file after the type and today in Accra', () => {
    expect(leadExport('seller', new Date('2025-06-05T23:59:00Z')).fileName).toBe('seller-leads-2025-06-05.csv');
    expect(leadExport('renter', new Date('2025-06-06T00:00:00Z')).fileName).toBe('renter-leads-2025-06-06.csv');
  });
});
