/** The join form's option lists. The page renders them and the API validates against them. */
export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

export const LEAD_TYPES = ['buyer', 'seller', 'renter'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const JOIN_ROLES = ['buyer', 'seller', 'renter', 'newsletter'] as const;
export type JoinRole = (typeof JOIN_ROLES)[number];

export const ROLE_OPTIONS: readonly Option<JoinRole>[] = [
  { value: 'buyer', label: 'Property buyer (residential or commercial)' },
  { value: 'seller', label: 'Property seller (residential or commercial)' },
  { value: 'renter', label: 'Property renter (residential or commercial)' },
  { value: 'newsletter', label: 'Signup for our Newsletter' },
];

export const PROPERTY_TYPE_OPTIONS: readonly Option[] = [
  { value: 'residential-house', label: 'Residential - House' },
  { value: 'residential-apartment', label: 'Residential - Apartment' },
  { value: 'commercial', label: 'Commercial' },
];

/** Property types that ask for the number of bedrooms rather than a commercial type. */
export const RESIDENTIAL_PROPERTY_TYPES: readonly string[] = ['residential-house', 'residential-apartment'];

export const PROPERTY_SUBTYPE_OPTIONS: readonly Option[] = [
  { value: '1-bedroom', label: '1 Bedroom' },
  { value: '2-bedroom', label: '2 Bedrooms' },
  { value: '3-bedroom', label: '3 Bedrooms' },
];

export const CURRENT_LOCATION_OPTIONS: readonly Option[] = [
  { value: 'ghana', label: 'Ghana' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'us', label: 'United States' },
  { value: 'germany', label: 'Germany' },
  { value: 'canada', label: 'Canada' },
  { value: 'other', label: 'Any other location' },
];

export const GHANA_REGION_OPTIONS: readonly Option[] = [
  { value: 'accra', label: 'Accra' },
  { value: 'kumasi', label: 'Kumasi' },
  { value: 'tema', label: 'Tema' },
  { value: 'cape-coast', label: 'Cape Coast' },
  { value: 'takoradi', label: 'Takoradi' },
  { value: 'others', label: 'Others' },
];

export const BUDGET_RANGE_OPTIONS: readonly Option[] = [
  { value: '35k-75k', label: '$35,000 – $75,000' },
  { value: '75k-125k', label: '$75,000 – $125,000' },
  { value: '125k-plus', label: '$125,000+' },
];

export const DOCUMENTATION_OPTIONS: readonly Option[] = [
  { value: 'full-title', label: 'Full land title documentation' },
  { value: 'other', label: 'Other documentation' },
];

export const BUYER_SERVICES: readonly string[] = [
  'Financing options (Mortgage/others)',
  'Property valuation',
  'Affordability & Pricing',
  'Buyer/Seller integration',
  'End-to-end customer satisfaction & buying support',
  'Legal advice / support',
  'Avoiding fraud/scams',
];

export function optionValues(options: readonly Option[]): string[] {
  return options.map((option) => option.value);
}
