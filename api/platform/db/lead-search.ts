/**
 * The back-office's lead search: one rule, applied by the database. Each lead keeps its
 * searchable fields folded into one text (`searchText`, written with the row); a search is a
 * case-insensitive substring of it. The fields are joined by line breaks, which a search term cannot
 * hold (control characters are refused), so a match never spans two fields.
 */
import { GHANA_REGION_OPTIONS } from '#contract/leads/join-options';
import { optionLabel } from '#contract/shared/option-label';
import { internationalDigits } from '#contract/leads/phone-links';

/** The fields a lead is searched by. */
export interface SearchableLead {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  details: string;
  propertyLocation: string;
  ghanaRegion: string;
  accraArea: string;
}

/** Case folding for every script (NFC first, so 'é' typed either way is one letter). */
export function foldForSearch(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en');
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Each field is searched in its first this many characters. Names, emails and phones are far shorter; a
 * long description is found by its opening, and a flood of maximum-size leads cannot make the trigram
 * index many times larger than the leads themselves.
 */
export const SEARCHED_CHARACTERS = 1000;

function opening(text: string): string {
  if (text.length <= SEARCHED_CHARACTERS) return text;
  // By code points, so an emoji is never cut in half.
  return Array.from(text).slice(0, SEARCHED_CHARACTERS).join('');
}

/**
 * The text a lead is found by: name, email, phone (as typed, with its dial code, as digits and as
 * international digits, so '0244123456' finds '024 412 3456' and '+233 24…'), details, property
 * location, region (its value and its label) and area, each in its first SEARCHED_CHARACTERS characters.
 */
export function leadSearchText(lead: SearchableLead): string {
  const fields = [
    lead.name,
    lead.email,
    lead.phone,
    `${lead.countryCode} ${lead.phone}`,
    digitsOf(lead.phone),
    internationalDigits(lead.countryCode, lead.phone) ?? '',
    lead.details,
    lead.propertyLocation,
    lead.ghanaRegion,
    lead.ghanaRegion ? optionLabel(GHANA_REGION_OPTIONS, lead.ghanaRegion) : '',
    lead.accraArea,
  ];
  return foldForSearch(
    fields
      .filter((field) => field !== '')
      .map(opening)
      .join('\n'),
  );
}

/** A term of digits and phone punctuation only is also looked for as its digits: '024 412' finds '024412'. */
const PHONE_QUERY = /^[\d\s()+.-]+$/;

/**
 * The folded substrings a search term matches (a lead matches when its search text holds any of them);
 * none for an empty term.
 */
export function searchNeedles(term: string): string[] {
  const needle = foldForSearch(term.trim());
  if (needle === '') return [];
  const digits = digitsOf(needle);
  return PHONE_QUERY.test(needle) && digits.length >= 3 && digits !== needle ? [needle, digits] : [needle];
}

/** The in-memory form of the rule: what the database's search must answer, row for row. */
export function matchesSearch(lead: SearchableLead, term: string): boolean {
  const needles = searchNeedles(term);
  if (needles.length === 0) return true;
  const text = leadSearchText(lead);
  return needles.some((needle) => text.includes(needle));
}

/** The trigram index serves terms of at least this many characters (code points); shorter ones are scanned. */
export const TRIGRAM = 3;
