import { EMPTY_JOIN_FORM, type JoinFormFields } from '#contract/leads/join-form';

let sequence = 0;

/**
 * A complete join-form payload as the page sends it: every field present, unset ones ''. Valid for
 * every lead type. Overrides may be of any shape, to build bad input too.
 */
export function buildLead(overrides: Record<string, unknown> = {}): JoinFormFields & Record<string, unknown> {
  sequence += 1;
  return {
    ...EMPTY_JOIN_FORM,
    name: `Ama Mensah ${sequence}`,
    email: `ama.mensah${sequence}@example.com`,
    phone: '24 123 4567',
    countryCode: '+233',
    propertyType: 'residential-house',
    propertySubtype: '3-bedroom',
    currentLocation: 'uk',
    ghanaRegion: 'accra',
    accraArea: 'East Legon',
    budgetRange: '75k-125k',
    services: ['Legal advice / support'],
    contactDetails: 'Looking for a gated community close to good schools.',
    propertyLocation: 'Spintex Road, Accra',
    documentation: 'full-title',
    sellingPrice: 'GHS 1.2m to 1.5m',
    rentalBudget: 'USD 800 a month',
    helpNeeded: 'Viewing on my behalf while I am in London',
    ...overrides,
  };
}
