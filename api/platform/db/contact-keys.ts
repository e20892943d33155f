import { e164Of } from '../phones/parse-phone';
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
