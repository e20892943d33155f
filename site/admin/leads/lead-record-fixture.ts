import type { LeadRecord } from '../../../api/domain/admin-api';
import { NO_FIRST_TOUCH } from '../../../api/domain/first-touch';

/** A lead as GET /api/buyers (sellers, renters) answers it, for the lead screens' tests. */
export function leadRecord(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: 1,
    type: 'buyer',
    name: 'Ama Mensah',
    email: 'ama@example.com',
    phone: '024 412 3456',
    countryCode: '+233',
    details: 'Near a school, please',
    propertyType: 'residential-house',
    propertySubtype: '2-bedroom',
    commercialType: '',
    currentLocation: 'uk',
    otherLocation: '',
    ghanaRegion: 'accra',
    accraArea: 'East Legon',
    otherRegion: '',
    budgetRange: '75k-125k',
    services: ['Property valuation'],
    otherServices: '',
    propertyLocation: '',
    documentation: '',
    otherDocumentation: '',
    sellingPrice: '',
    rentalBudget: '',
    helpNeeded: '',
    newsletter: '',
    contactStatus: 'Not Contacted',
    leadStatus: 'New',
    createdAt: '2025-06-05T10:00:00.000Z',
    updatedAt: '2025-06-05T10:00:00.000Z',
    spam: null,
    firstTouch: { ...NO_FIRST_TOUCH },
    source: 'Direct',
    consent: { at: '2025-06-05T10:00:00.000Z', privacyVersion: '2026-11-25' },
    ...overrides,
  };
}
