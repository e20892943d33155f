import type { EntityManager } from 'typeorm';
import { e164Of } from '../phones/parse-phone';
import { advisoryLocks } from './dialects/advisory-locks';
import { DEFAULT_COUNTRY_CODE } from '#contract/leads/join-form';

/** What finds the leads of one person: the lowercased email and the E.164 phone (either may be missing). */
export interface ContactKeys {
  emailKey: string | null;
  phoneE164: string | null;
}

/**
 * The email as a key: lowercased by JavaScript, not the database (see NewsletterSubscriber.emailKey), so
 * 'ÉLODIE@…' and 'élodie@…' are one person on both databases. Null without an email, or when the
 * lowercased text would not fit its column (a lowercase can be longer than the text).
 */
export function emailKeyOf(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === '' || key.length > 254 ? null : key;
}

/** A lead's keys, from what its visitor typed. */
export function contactKeysOf(lead: { email: string; countryCode: string; phone: string }): ContactKeys {
  return { emailKey: emailKeyOf(lead.email), phoneE164: e164Of(lead.countryCode, lead.phone) };
}

/**
 * The key of a corrected email or phone as lead_record_changes keeps it (the phone as shown, with its code):
 * the email key or the E.164 phone, null for a name, an empty value or a number that cannot be read.
 */
export function changedValueKey(field: string, value: string): string | null {
  if (field === 'email') return emailKeyOf(value);
  return field === 'phone' ? e164Of(DEFAULT_COUNTRY_CODE, value) : null;
}

// Any fixed number, the same in every process of this app: the space of the locks on a person's contact keys.
const PERSON_LOCK_SPACE = 72_823_112;

/**
 * Locks these people's emails and phones until the commit, in one order (advisory locks; none on SQLite, one writer
 * at a time): whoever counts or recounts a person's leads, or signs their address up, takes them first, so neither
 * counts without the other's and no two wait for each other's rows in opposite orders.
 */
export async function lockPeople(manager: EntityManager, people: ContactKeys[]): Promise<void> {
  const { emails, phones } = distinctKeysOf(people);
  await advisoryLocks.namesUntilCommit(manager, PERSON_LOCK_SPACE, [
    ...emails.map((key) => `email:${key}`),
    ...phones.map((key) => `phone:${key}`),
  ]);
}

/** The people's email keys and phones, each once. */
export const distinctKeysOf = (people: ContactKeys[]) => ({
  emails: [...new Set(people.map((person) => person.emailKey).filter((key) => key !== null))],
  phones: [...new Set(people.map((person) => person.phoneE164).filter((key) => key !== null))],
});
