import type { EventLeadRecord } from '#contract/notifications/notifications-api';
import type { LeadType, Option } from '#contract/leads/join-options';
import { FIELD_CHOICES } from '#contract/leads/field-choices';
import { optionLabel } from '#contract/shared/option-label';
import type { EmailRow } from '../../platform/mail/rendered-email';

type Field = Exclude<
  keyof EventLeadRecord,
  'id' | 'type' | 'contactStatus' | 'leadStatus' | 'createdAt' | 'updatedAt' | 'countryCode'
>;

/** The join form's own labels (site/islands/join), in the order the form asks. */
const LABELS: Array<[Field, string]> = [
  ['name', 'Full Name'],
  ['email', 'Email Address'],
  ['phone', 'Phone Number'],
  ['propertyType', 'Property Type'],
  ['propertySubtype', 'Number of Bedrooms'],
  ['commercialType', 'Commercial Property Type'],
  ['currentLocation', 'Where are you currently located?'],
  ['otherLocation', 'Please specify your location'],
  ['ghanaRegion', 'Preferred Region in Ghana'],
  ['accraArea', 'Preferred Area in Accra'],
  ['otherRegion', 'Please specify the region'],
  ['budgetRange', 'Budget Range'],
  ['services', "Services you're interested in"],
  ['otherServices', 'Other services'],
  ['propertyLocation', 'Property Location'],
  ['documentation', 'Documentation'],
  ['otherDocumentation', 'Please describe the documentation'],
  ['sellingPrice', 'Expected Selling Price (GHS or USD)'],
  ['rentalBudget', 'Rental Budget (monthly or annual, GHS or USD)'],
  ['helpNeeded', 'What help do you need?'],
  ['details', 'Additional details'],
];

/** Each form names its notes field its own way; the lead keeps them as `details`. */
const DETAILS_LABEL: Record<LeadType, string> = {
  buyer: 'Additional requirements or questions',
  seller: 'Additional details or questions',
  renter: 'Additional details (optional)',
};

/** Every field the visitor filled in, with the form's label and chosen options as their labels. */
export function leadFields(lead: EventLeadRecord): EmailRow[] {
  const rows: EmailRow[] = [];
  for (const [field, label] of LABELS) {
    const raw = lead[field];
    const value = Array.isArray(raw) ? raw.join('; ') : String(raw ?? '').trim();
    if (!value) continue;
    const options = (FIELD_CHOICES as Partial<Record<Field, readonly Option[]>>)[field];
    const shown =
      field === 'phone' && !value.startsWith('+')
        ? `${lead.countryCode} ${value}`
        : options
          ? optionLabel(options, value)
          : value;
    rows.push({ label: field === 'details' ? DETAILS_LABEL[lead.type] : label, value: shown });
  }
  return rows;
}
