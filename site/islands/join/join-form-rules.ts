import {
  EMPTY_JOIN_FORM,
  HONEYPOT_FIELD,
  type JoinFormFields,
  type JoinTextField,
} from '../../../api/domain/join-form';
import { JOIN_ROLES, type JoinRole } from '../../../api/domain/join-options';

export type JoinField = keyof JoinFormFields;

export type JoinPayload = JoinFormFields & { [HONEYPOT_FIELD]: string };

const CONTACT: readonly JoinField[] = ['name', 'email', 'phone', 'countryCode'];
const PROPERTY: readonly JoinField[] = ['propertyType', 'propertySubtype', 'commercialType'];
const REGION: readonly JoinField[] = ['ghanaRegion', 'accraArea', 'otherRegion'];

/** The fields each role's form shows (SPEC 2); the others are sent empty. */
export const ROLE_FIELDS: Record<JoinRole, readonly JoinField[]> = {
  buyer: [...CONTACT, ...PROPERTY, 'currentLocation', 'otherLocation', ...REGION, 'budgetRange', 'services', 'contactDetails'],
  seller: [...CONTACT, ...PROPERTY, 'propertyLocation', 'documentation', 'otherDocumentation', 'sellingPrice', 'contactDetails'],
  renter: [...CONTACT, ...PROPERTY, ...REGION, 'rentalBudget', 'helpNeeded', 'details'],
  newsletter: ['email'],
};

/** A change to the key field clears its dependants (SPEC 4), so no stale hidden answer is sent. */
const RESETS: Partial<Record<JoinField, readonly JoinTextField[]>> = {
  propertyType: ['propertySubtype', 'commercialType'],
  currentLocation: ['otherLocation'],
  ghanaRegion: ['accraArea', 'otherRegion'],
  documentation: ['otherDocumentation'],
};

export function applyFieldChange(fields: JoinFormFields, name: JoinTextField, value: string): JoinFormFields {
  if (fields[name] === value) return fields;
  const next = { ...fields, [name]: value };
  for (const dependant of RESETS[name] ?? []) next[dependant] = EMPTY_JOIN_FORM[dependant];
  return next;
}

export function emptyForm(): JoinFormFields {
  return { ...EMPTY_JOIN_FORM, services: [] };
}

export function parseRole(value: string | null | undefined): JoinRole | null {
  return (JOIN_ROLES as readonly string[]).includes(value ?? '') ? (value as JoinRole) : null;
}

/** The fields SPEC 5 checks before sending; the browser's `required` flags cover the rest. */
export function missingRequiredFields(role: JoinRole, fields: JoinFormFields): JoinTextField[] {
  const required: JoinTextField[] = role === 'newsletter' ? ['email'] : ['name', 'email', 'phone'];
  return required.filter((name) => fields[name].trim() === '');
}

/** The whole form minus the role (SPEC 3): every field present, those the role's form hides left empty. */
export function buildPayload(role: JoinRole, fields: JoinFormFields, honeypot: string): JoinPayload {
  const payload: JoinFormFields = emptyForm();
  const shown = new Set(ROLE_FIELDS[role]);
  for (const name of Object.keys(payload) as JoinField[]) {
    if (!shown.has(name)) continue;
    const value = fields[name];
    Object.assign(payload, { [name]: Array.isArray(value) ? [...value] : value.trim() });
  }
  return { ...payload, [HONEYPOT_FIELD]: honeypot };
}
