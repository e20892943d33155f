import { describe, expect, it } from 'vitest';
import { NO_FIRST_TOUCH } from '#contract/leads/first-touch';
import { leadFacts, leadLocation, leadPropertyType, sourceFacts, typeFacts } from './lead-facts';
import { leadRecord } from '../../test/lead-record-fixture';

describe('leadLocation', () => {
  const place = (ghanaRegion: string, accraArea = '', otherRegion = '') =>
    leadLocation({ ghanaRegion, accraArea, otherRegion });

  it('shows the Accra area when the region is Accra and an area is given', () => {
    expect(place('accra', 'East Legon')).toBe('East Legon');
  });

  it('shows the other region when the region is Others and one is given', () => {
    expect(place('others', '', 'Ho, Volta')).toBe('Ho, Volta');
  });

  it("falls back to the region's label", () => {
    expect(place('accra')).toBe('Accra');
    expect(place('accra', '   ')).toBe('Accra');
    expect(place('others')).toBe('Others');
    expect(place('cape-coast')).toBe('Cape Coast');
  });

  it('ignores an area or other region that does not belong to the region', () => {
    expect(place('kumasi', 'East Legon', 'Ho')).toBe('Kumasi');
    expect(place('others', 'East Legon')).toBe('Others');
  });

  it("shows '-' without a region, and an unknown value as stored", () => {
    expect(place('')).toBe('-');
    expect(place('', 'East Legon', 'Ho')).toBe('-');
    expect(place('volta')).toBe('volta');
  });
});

describe('lead facts', () => {
  it('labels the property type with its bedrooms or commercial type', () => {
    expect(leadPropertyType(leadRecord())).toBe('Residential - House, 2 Bedrooms');
    expect(
      leadPropertyType(leadRecord({ propertyType: 'commercial', propertySubtype: '', commercialType: 'Office' })),
    ).toBe('Commercial, Office');
    expect(leadPropertyType(leadRecord({ propertyType: '', propertySubtype: '' }))).toBe('-');
  });

  it("gives a buyer's budget, home country and services", () => {
    expect(typeFacts(leadRecord())).toEqual([
      { label: 'Budget', value: '$75,000 – $125,000' },
      { label: 'Lives in', value: 'United Kingdom' },
      { label: 'Services', value: 'Property valuation' },
    ]);
    const other = typeFacts(
      leadRecord({ currentLocation: 'other', otherLocation: 'Dubai', budgetRange: '', services: [] }),
    );
    expect(other.map((fact) => fact.value)).toEqual(['-', 'Dubai', '-']);
  });

  it("gives a seller's property location, price and documentation", () => {
    const seller = leadRecord({
      type: 'seller',
      propertyLocation: 'Spintex',
      sellingPrice: 'GHS 1.5m',
      documentation: 'full-title',
    });
    expect(typeFacts(seller).map((fact) => fact.value)).toEqual([
      'Spintex',
      'GHS 1.5m',
      'Full land title documentation',
    ]);
    const other = leadRecord({ type: 'seller', documentation: 'other', otherDocumentation: 'Indenture' });
    expect(typeFacts(other).map((fact) => fact.value)).toEqual(['-', '-', 'Indenture']);
  });

  it("gives a renter's budget and the help needed", () => {
    const renter = leadRecord({ type: 'renter', rentalBudget: 'GHS 3,000 a month', helpNeeded: 'Viewing' });
    expect(typeFacts(renter)).toEqual([
      { label: 'Rental budget', value: 'GHS 3,000 a month' },
      { label: 'Help needed', value: 'Viewing' },
    ]);
  });

  it('puts Type and Location first', () => {
    expect(leadFacts(leadRecord()).slice(0, 2)).toEqual([
      { label: 'Type', value: 'Residential - House, 2 Bedrooms' },
      { label: 'Location', value: 'East Legon' },
    ]);
  });

  it('ends with where the lead came from: the source with its campaign, and the landing page', () => {
    const firstTouch = {
      ...NO_FIRST_TOUCH,
      utmSource: 'facebook',
      utmCampaign: 'east-legon',
      utmMedium: 'cpc',
      landingPath: '/',
    };
    expect(leadFacts(leadRecord({ source: 'facebook', firstTouch })).slice(-2)).toEqual([
      { label: 'Source', value: 'facebook (campaign east-legon, medium cpc)' },
      { label: 'Landed on', value: '/' },
    ]);
  });

  it('names a source without a campaign alone, and a lead from before sources were recorded as Not recorded', () => {
    expect(
      sourceFacts({ source: 'www.google.com', firstTouch: { ...NO_FIRST_TOUCH, referrerHost: 'www.google.com' } }),
    ).toEqual([{ label: 'Source', value: 'www.google.com' }]);
    expect(sourceFacts({ source: '', firstTouch: { ...NO_FIRST_TOUCH } })).toEqual([
      { label: 'Source', value: 'Not recorded' },
    ]);
  });
});
