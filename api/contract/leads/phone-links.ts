/**
 * Phones as links and text, without the parser (which stays on the server, too big for the page): links take
 * the lead's E.164 number (`phoneE164`); `displayPhone` is the CSV export's text, as typed. `internationalDigits` is
 * the search's reading of what was typed (the lead's search text holds it): visitors type '024 412 3456',
 * '24 412 3456', '+233 24 412 3456', '00233...', '233244123456' or '+44 (0)20 7946 0958' for one number.
 */

/** E.164 allows at most 15 digits; fewer than 8 is no reachable number anywhere. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;
/** A national number of this many digits after a leading copy of the dial code is taken to include it. */
const MIN_NATIONAL_DIGITS = 8;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The number as international digits (no plus), or null when it cannot be one. A number typed with its
 * own + or 00 prefix wins over the select; otherwise a leading trunk 0 is dropped and the dial code put
 * in front, unless the digits already start with the dial code and are long enough to hold it.
 */
export function internationalDigits(countryCode: string, phone: string): string | null {
  const typed = phone.trim().replace(/\(0\)/g, '');
  let digits: string;
  if (typed.startsWith('+')) digits = digitsOf(typed);
  else if (typed.startsWith('00')) digits = digitsOf(typed).slice(2);
  else {
    const national = digitsOf(typed);
    const dial = digitsOf(countryCode);
    if (national.startsWith('0')) digits = dial + national.slice(1);
    else if (dial && national.startsWith(dial) && national.length - dial.length >= MIN_NATIONAL_DIGITS)
      digits = national;
    else digits = dial + national;
  }
  return digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS && !digits.startsWith('0') ? digits : null;
}

/** A tap to call link for an E.164 number ('+233244556677'). */
export function telUrl(e164: string): string {
  return `tel:${e164}`;
}

/** A WhatsApp chat with an E.164 number: wa.me takes its digits without the +. */
export function whatsappUrl(e164: string): string {
  return `https://wa.me/${e164.slice(1)}`;
}

/** The phone as the CSV export writes it: the dial code and the number as typed, unless the number carries its own. */
export function displayPhone(countryCode: string, phone: string): string {
  const typed = phone.trim();
  if (typed.startsWith('+') || typed.startsWith('00') || !countryCode) return typed;
  return typed ? `${countryCode} ${typed}` : '';
}
