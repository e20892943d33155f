import { DEFAULT_COUNTRY_CODE } from '#contract/leads/join-form';
import { validationFailed } from '../../platform/errors';
import { parsePhone } from '../../platform/phones/parse-phone';
import { type ContactKeys, emailKeyOf } from '../../platform/db/contact-keys';

/**
 * What staff typed into "Find a person", as the keys leads are found by: an address (anything with an @) by its
 * email key, anything else as a phone number, read with `countryCode` (Ghana's by default) unless it carries its own.
 */
export function personKeysOf(contact: string, field = 'contact', countryCode = DEFAULT_COUNTRY_CODE): ContactKeys {
  if (contact.includes('@')) return { emailKey: emailKeyOf(contact), phoneE164: null };
  const phone = parsePhone(countryCode, contact);
  if (phone.e164 === null) {
    throw validationFailed({
      [field]:
        'Enter an email address, or a phone number with its country code (+44 20 7946 0958); one without is read as Ghanaian.',
    });
  }
  return { emailKey: null, phoneE164: phone.e164 };
}

/** Whether two typings name the same person: the same email key, or the same number however it is spaced. */
export function sameKeys(a: ContactKeys, b: ContactKeys): boolean {
  return a.emailKey === b.emailKey && a.phoneE164 === b.phoneE164;
}
