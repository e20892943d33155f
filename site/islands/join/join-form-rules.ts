import { EMPTY_JOIN_FORM, HONEYPOT_FIELD, type JoinFormFields, type JoinTextField } from '#contract/leads/join-form';
import { JOIN_ROLES, type JoinRole } from '#contract/leads/join-options';
import {
  isAskedFor,
  REQUIRED_FIELDS,
  ROLE_FIELDS,
  SHOWN_WHEN,
  type JoinField,
} from '#contract/leads/join-requirements';
import type { FirstTouch } from '#contract/leads/first-touch';
import { readFirstTouch } from '../../lib/read-first-touch';

export type { JoinField };

/**
 * The newsletter sends the address alone; the lead forms send the whole form minus the role, with where the
 * visit began.
 */
export type JoinPayload = ((JoinFormFields & { firstTouch: FirstTouch }) | Pick<JoinFormFields, 'email'>) & {
  [HONEYPOT_FIELD]: string;
};

/** Whether the role's form shows this field now. What is not shown is not sent either. */
export function isFieldShown(role: JoinRole, fields: JoinFormFields, name: JoinField): boolean {
  return ROLE_FIELDS[role].includes(name) && isAskedFor(fields, name);
}

/** Whether the label carries the asterisk and the control says it is required (the contract's one list). */
export function isFieldMarked(role: JoinRole, name: JoinField): boolean {
  return REQUIRED_FIELDS[role].includes(name);
}

/** A change to a field clears the fields that hang on it, so no stale hidden answer lingers. */
export function applyFieldChange(fields: JoinFormFields, name: JoinTextField, value: string): JoinFormFields {
  if (fields[name] === value) return fields;
  const next = { ...fields, [name]: value };
  for (const [dependant, condition] of Object.entries(SHOWN_WHEN)) {
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
