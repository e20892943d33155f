import type { JoinRole } from './join-options';
import type { JoinField } from './join-requirements';

/** The join form's labels, which the page shows and its messages (and staff's emails) name fields by. */
const LABELS: Partial<Record<JoinField, string>> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  countryCode: 'Country code',
  propertyType: 'Property Type',
  propertySubtype: 'Number of Bedrooms',
  commercialType: 'Commercial Property Type',
  currentLocation: 'Where are you currently located?',
  otherLocation: 'Please specify your location',
  ghanaRegion: 'Preferred Region in Ghana',
  accraArea: 'Preferred Area in Accra',
  otherRegion: 'Please specify the region',
  budgetRange: 'Budget Range',
  services: "Services you're interested in",
  otherServices: 'Other services',
  propertyLocation: 'Property Location',
  documentation: 'Documentation',
  otherDocumentation: 'Please describe the documentation',
  sellingPrice: 'Expected Selling Price (GHS or USD)',
  rentalBudget: 'Rental Budget (monthly or annual, GHS or USD)',
  helpNeeded: 'What help do you need?',
  details: 'Additional details (optional)',
  newsletter: 'Also send me the newsletter',
};

/** Each form names its free-text notes its own way. */
const NOTES_LABEL: Partial<Record<JoinRole, string>> = {
  buyer: 'Additional requirements or questions',
  seller: 'Additional details or questions',
};

/** The label the role's form shows for a field; the field's own name when the form has none. */
export function joinFieldLabel(role: JoinRole, name: string): string {
  if (name === 'contactDetails') return NOTES_LABEL[role] ?? name;
  return LABELS[name as JoinField] ?? name;
}
