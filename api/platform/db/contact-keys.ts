import { e164Of } from '../phones/parse-phone';

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
