import {
  EMPTY_JOIN_FORM,
  HONEYPOT_FIELD,
  REQUIRED_FIELDS,
  type JoinFormFields,
  type JoinTextField,
} from '#contract/leads/join-form';
import { FIELD_CHOICES } from '#contract/leads/field-choices';
import { JOIN_ROLES, RESIDENTIAL_PROPERTY_TYPES, type JoinRole } from '#contract/leads/join-options';
import type { FirstTouch } from '#contract/leads/first-touch';
import { readFirstTouch } from '../../lib/read-first-touch';

export type JoinField = keyof JoinFormFields;

/**
 * The newsletter sends the address alone; the lead forms send the whole form minus the role, with where the
 * visit began.
 */
export type JoinPayload = ((JoinFormFields & { firstTouch: FirstTouch }) | Pick<JoinFormFields, 'email'>) & {
  [HONEYPOT_FIELD]: string;
};

const CONTACT: readonly JoinField[] = ['name', 'email', 'phone', 'countryCode'];
const PROPERTY: readonly JoinField[] = ['propertyType', 'propertySubtype', 'commercialType'];
const REGION: readonly JoinField[] = ['ghanaRegion', 'accraArea', 'otherRegion'];
/** The lead forms' optional "Also send me the newsletter" box: 'yes' when ticked. */
const NEWSLETTER: readonly JoinField[] = ['newsletter'];

/** The fields each role's form holds, in the order they appear. */
export const ROLE_FIELDS: Record<JoinRole, readonly JoinField[]> = {
  buyer: [
    ...CONTACT,
    ...PROPERTY,
    'currentLocation',
    'otherLocation',
    ...REGION,
    'budgetRange',
    'services',
    'contactDetails',
    ...NEWSLETTER,
  ],
  seller: [
    ...CONTACT,
    ...PROPERTY,
    'propertyLocation',
    'documentation',
    'otherDocumentation',
    'sellingPrice',
    'contactDetails',
    ...NEWSLETTER,
  ],
  renter: [...CONTACT, ...PROPERTY, ...REGION, 'rentalBudget', 'helpNeeded', 'details', ...NEWSLETTER],
  newsletter: ['email'],
};

/** Fields asked only for certain answers to another field: the field they hang on, and which answers. */
const CONDITIONAL: Partial<Record<JoinField, { on: JoinTextField; when: (answer: string) => boolean }>> = {
  propertySubtype: { on: 'propertyType', when: (answer) => RESIDENTIAL_PROPERTY_TYPES.includes(answer) },
  commercialType: { on: 'propertyType', when: (answer) => answer === 'commercial' },
  otherLocation: { on: 'currentLocation', when: (answer) => answer === 'other' },
  accraArea: { on: 'ghanaRegion', when: (answer) => answer === 'accra' },
  otherRegion: { on: 'ghanaRegion', when: (answer) => answer === 'others' },
  otherDocumentation: { on: 'documentation', when: (answer) => answer === 'other' },
};

/** Whether the role's form shows this field now. What is not shown is not sent either. */
export function isFieldShown(role: JoinRole, fields: JoinFormFields, name: JoinField): boolean {
  const condition = CONDITIONAL[name];
  return ROLE_FIELDS[role].includes(name) && (!condition || condition.when(fields[condition.on]));
}

/** Checked by the form itself before sending, with one toast for all of them. */
const FORM_CHECKED: Record<JoinRole, readonly JoinTextField[]> = {
  buyer: ['name', 'email', 'phone'],
  seller: ['name', 'email', 'phone'],
  renter: ['name', 'email', 'phone'],
  newsletter: ['email'],
};

/** Selects (and the services checklist) whose labels carry an asterisk that nothing enforces. */
const MARKED_CHOICES: readonly JoinField[] = [...Object.keys(FIELD_CHOICES), 'services'] as JoinField[];

/** The browser's own required flag: the API's required text fields the form does not check itself. */
export function isBrowserRequired(role: JoinRole, name: JoinField): boolean {
  // Required whenever it is shown, which is only for commercial property (the API's rule too).
  if (name === 'commercialType') return true;
  const text = name as JoinTextField;
  return role !== 'newsletter' && REQUIRED_FIELDS[role].includes(text) && !FORM_CHECKED[role].includes(text);
}

/** Whether the label carries the asterisk (and the control aria-required). */
export function isFieldMarked(role: JoinRole, name: JoinField): boolean {
  return (
    isBrowserRequired(role, name) || FORM_CHECKED[role].includes(name as JoinTextField) || MARKED_CHOICES.includes(name)
  );
}

/** A change to a field clears the fields that hang on it, so no stale hidden answer lingers. */
export function applyFieldChange(fields: JoinFormFields, name: JoinTextField, value: string): JoinFormFields {
  if (fields[name] === value) return fields;
  const next = { ...fields, [name]: value };
  for (const [dependant, condition] of Object.entries(CONDITIONAL)) {
    if (condition.on === name) Object.assign(next, { [dependant]: EMPTY_JOIN_FORM[dependant as JoinTextField] });
  }
  return next;
}

export function emptyForm(): JoinFormFields {
  return { ...EMPTY_JOIN_FORM, services: [] };
}

export function parseRole(value: string | null | undefined): JoinRole | null {
  return (JOIN_ROLES as readonly string[]).includes(value ?? '') ? (value as JoinRole) : null;
}

/** The fields the form checks before sending that are still blank; the browser's `required` flags cover the rest. */
export function missingRequiredFields(role: JoinRole, fields: JoinFormFields): JoinTextField[] {
  return FORM_CHECKED[role].filter((name) => fields[name].trim() === '');
}

/**
 * What is posted: every field the role's form shows now, trimmed; the lead forms send hidden ones empty,
 * and the visit's first touch as the page recorded it.
 */
export function buildPayload(role: JoinRole, fields: JoinFormFields, honeypot: string): JoinPayload {
  if (role === 'newsletter') return { email: fields.email.trim(), [HONEYPOT_FIELD]: honeypot };
  const payload = emptyForm();
  for (const name of Object.keys(payload) as JoinField[]) {
    if (!isFieldShown(role, fields, name)) continue;
    const value = fields[name];
    Object.assign(payload, { [name]: Array.isArray(value) ? [...value] : value.trim() });
  }
  return { ...payload, firstTouch: readFirstTouch(), [HONEYPOT_FIELD]: honeypot };
}
