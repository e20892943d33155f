import type { JoinFormFields, JoinTextField } from './join-form';
import { RESIDENTIAL_PROPERTY_TYPES, type JoinRole } from './join-options';

/**
 * What each join form requires: the page checks it before sending and the API's DTOs check it again, so a
 * field marked * is never optional on one side only.
 */
export type JoinField = keyof JoinFormFields;

/** Fields asked only for certain answers to another field: the field they hang on, and which answers. */
export const SHOWN_WHEN: Partial<Record<JoinField, { on: JoinTextField; when: (answer: string) => boolean }>> = {
  propertySubtype: { on: 'propertyType', when: (answer) => RESIDENTIAL_PROPERTY_TYPES.includes(answer) },
  commercialType: { on: 'propertyType', when: (answer) => answer === 'commercial' },
  otherLocation: { on: 'currentLocation', when: (answer) => answer === 'other' },
  accraArea: { on: 'ghanaRegion', when: (answer) => answer === 'accra' },
  otherRegion: { on: 'ghanaRegion', when: (answer) => answer === 'others' },
  otherDocumentation: { on: 'documentation', when: (answer) => answer === 'other' },
};

const CONTACT: readonly JoinField[] = ['name', 'email', 'phone'];
const PROPERTY: readonly JoinField[] = ['propertyType', 'propertySubtype', 'commercialType'];
const REGION: readonly JoinField[] = ['ghanaRegion', 'accraArea', 'otherRegion'];

/** The fields each role's form holds, in the order they appear. */
export const ROLE_FIELDS: Record<JoinRole, readonly JoinField[]> = {
  buyer: [
    ...CONTACT,
    'countryCode',
    ...PROPERTY,
    'currentLocation',
    'otherLocation',
    ...REGION,
    'budgetRange',
    'services',
    'contactDetails',
    'newsletter',
  ],
  seller: [
    ...CONTACT,
    'countryCode',
    ...PROPERTY,
    'propertyLocation',
    'documentation',
    'otherDocumentation',
    'sellingPrice',
    'contactDetails',
    'newsletter',
  ],
  renter: [...CONTACT, 'countryCode', ...PROPERTY, ...REGION, 'rentalBudget', 'helpNeeded', 'details', 'newsletter'],
  newsletter: ['email'],
};

/**
 * The fields no form marks with *: the country code (it has a default), the "Also send me the newsletter" box
 * and the renter's optional details.
 */
const OPTIONAL_FIELDS: readonly JoinField[] = ['countryCode', 'newsletter', 'details'];

/** Every field each form marks with *, in the form's order: required whenever the form shows it (SHOWN_WHEN). */
export const REQUIRED_FIELDS: Record<JoinRole, readonly JoinField[]> = {
  buyer: requiredOf('buyer'),
  seller: requiredOf('seller'),
  renter: requiredOf('renter'),
  newsletter: requiredOf('newsletter'),
};

function requiredOf(role: JoinRole): readonly JoinField[] {
  return ROLE_FIELDS[role].filter((field) => !OPTIONAL_FIELDS.includes(field));
}

/** The contact fields, which SPEC's own toast names together. */
export const CONTACT_FIELDS = CONTACT;

/** What a visitor reads beside a required field left blank; the API answers the same words. */
export const MISSING_MESSAGES: Record<string, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  propertyType: 'Please choose a property type.',
  propertySubtype: 'Please choose the number of bedrooms.',
  commercialType: 'Please describe the commercial property.',
  currentLocation: 'Please choose where you are located.',
  otherLocation: 'Please enter your location.',
  ghanaRegion: 'Please choose a region.',
  accraArea: 'Please enter an area of Accra.',
  otherRegion: 'Please enter the region.',
  budgetRange: 'Please choose a budget range.',
  services: 'Please choose at least one service.',
  contactDetails: 'Please fill in the details.',
  propertyLocation: 'Please enter where the property is.',
  documentation: 'Please choose the documentation.',
  otherDocumentation: 'Please describe the documentation.',
  sellingPrice: 'Please enter your asking price or range.',
  rentalBudget: 'Please enter your rental budget.',
  helpNeeded: 'Please tell us what help you need.',
} satisfies Partial<Record<JoinField, string>>;

/** Whether the answers so far ask for this field (fields with no condition always are). */
export function isAskedFor(fields: Partial<Record<JoinField, unknown>>, name: JoinField): boolean {
  const condition = SHOWN_WHEN[name];
  if (!condition) return true;
  const answer = fields[condition.on];
  return typeof answer === 'string' && condition.when(answer);
}

/** Whether the role's form requires this field given the answers so far. */
export function isRequiredNow(role: JoinRole, fields: Partial<Record<JoinField, unknown>>, name: JoinField): boolean {
  return REQUIRED_FIELDS[role].includes(name) && isAskedFor(fields, name);
}

/** Text with more than spaces in it, or a list with something chosen. */
export function isAnswered(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '';
}

/** The required fields still blank, in the form's order. */
export function missingFields(role: JoinRole, fields: Partial<Record<JoinField, unknown>>): JoinField[] {
  return REQUIRED_FIELDS[role].filter((name) => isRequiredNow(role, fields, name) && !isAnswered(fields[name]));
}
