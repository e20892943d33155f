import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { COUNTRY_CODES, countryByDialCode } from '#contract/leads/country-codes';

/*
 * Server only: libphonenumber-js and its metadata are about 28 KB gzipped, more than the join page's
 * budget has left, so the browser never imports this file (the API answers a bad number as a field error).
 * The default ("min") metadata checks each country's number lengths and leading digits: a Ghana mobile of
 * 8 digits is not valid, although it is "possible" by length alone.
 */

/** What a typed number became: its E.164 form, or why it cannot be one. */
export type ParsedPhone = { e164: string } | { e164: null; problem: string };

/**
 * Digits, spaces, dashes, dots, slashes and brackets, with one leading + (or 00): anything else is not a phone number.
 */
const PHONE_CHARACTERS = /^\+?[\d\s\-./()]+$/;

export const PHONE_CHARACTERS_PROBLEM = 'Please type the phone number in digits; spaces, dashes and brackets are fine.';

/** The country a dial code stands for in a message; a code several countries share (+1, +44) is named alone. */
function placeOf(dial: string): string {
  const sharing = COUNTRY_CODES.filter((country) => country.dial === dial);
  if (sharing.length === 1) return `${sharing[0]!.name} (${dial})`;
  return countryByDialCode(dial) ? dial : 'that country code';
}

export const invalidNumberProblem = (dial: string) =>
  `Please check the digits and the country code: this number cannot exist in ${placeOf(dial)}.`;

/**
 * The number a visitor typed, with the dial code chosen beside it ('+233'), as E.164 ('+233244556677').
 * A number typed with its own + or 00 prefix wins over the chosen code; a national trunk 0 is dropped
 * (024… in Ghana, 020… in the UK). Null with a message for the field when the number cannot exist.
 */
export function parsePhone(countryCode: string, typed: string): ParsedPhone {
  const text = typed.trim().replace(/^00/, '+');
  if (!PHONE_CHARACTERS.test(text)) return { e164: null, problem: PHONE_CHARACTERS_PROBLEM };
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = parsePhoneNumberFromString(text, { defaultCallingCode: countryCode.replace(/^\+/, '') });
  } catch {
    // A calling code the metadata does not know ('+999'): no number can exist there.
    parsed = undefined;
  }
  if (parsed?.isValid()) return { e164: parsed.number };
  const dial = text.startsWith('+') ? `+${parsed?.countryCallingCode ?? ''}` : countryCode;
  return { e164: null, problem: invalidNumberProblem(dial) };
}

/** The E.164 form of what was typed, or null: what a lead stores beside the typed number. */
export function e164Of(countryCode: string, typed: string): string | null {
  return typed.trim() === '' ? null : parsePhone(countryCode, typed).e164;
}
