import { CAPITAL_TIME_ZONES } from './capital-time-zones';

/**
 * A lead's time zone as the back-office reads it (LeadRecord's `timeZone`): the IANA name, the place staff read
 * ("London", "Washington") and, when the zone is only the capital's of a country with several, that country.
 */
export interface LeadTimeZone {
  name: string;
  label: string;
  /** 'United States' when the number's country has several zones and this is its capital's; null otherwise. */
  capitalOf: string | null;
}

/** ICU's older spellings, read as the places are called now. */
const CITY_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Asmara',
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Atlantic/Faeroe': 'Faroe Islands',
};

const CAPITALS = new Map(
  Object.entries(CAPITAL_TIME_ZONES).map(([region, { zone, city }]) => [zone, { region, city }]),
);

/** The place a zone is read as: a capital's name for a capital's zone, else the zone's own city ('Los Angeles'). */
export function zoneLabel(name: string): string {
  const place = CAPITALS.get(name)?.city ?? CITY_NAMES[name] ?? name.slice(name.lastIndexOf('/') + 1);
  return place.replaceAll('_', ' ');
}

let regionNames: Intl.DisplayNames | undefined;

/** A lead's stored zone (`timeZone`, `timeZoneIsCapital`) as answered; null when it is not known. */
export function leadTimeZoneOf(name: string | null, isCapital: boolean): LeadTimeZone | null {
  if (name === null) return null;
  const region = isCapital ? CAPITALS.get(name)?.region : undefined;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return { name, label: zoneLabel(name), capitalOf: region ? (regionNames.of(region) ?? region) : null };
}

/** How staff are told that a capital's zone stands in for a whole country: "capital's time, United States has several zones". */
export function capitalNote(zone: LeadTimeZone): string | null {
  return zone.capitalOf && `capital's time, ${zone.capitalOf} has several zones`;
}
