import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { CAPITAL_TIME_ZONES } from '#contract/leads/capital-time-zones';
import { keepOneClock } from '#contract/leads/calling-hours';

/** A lead's zone as stored (Lead.timeZone, Lead.timeZoneIsCapital): null when the number tells none. */
export interface PhoneTimeZone {
  timeZone: string | null;
  /** True when the number's country has zones of different clocks and `timeZone` is its capital's. */
  timeZoneIsCapital: boolean;
}

export const NO_TIME_ZONE: Readonly<PhoneTimeZone> = Object.freeze({ timeZone: null, timeZoneIsCapital: false });

/** Places with a numbering plan of their own that ICU gives no zone: Kosovo keeps Belgrade's clock, the rest GMT. */
const ZONELESS_REGIONS: Readonly<Record<string, string>> = {
  XK: 'Europe/Belgrade',
  AC: 'Atlantic/St_Helena',
  TA: 'Atlantic/St_Helena',
};

function zonesOf(region: string): string[] {
  try {
    return new Intl.Locale(`und-${region}`).getTimeZones?.() ?? [];
  } catch {
    return [];
  }
}

const regionZones = new Map<string, PhoneTimeZone>();

/**
 * The zone of a country (ISO 3166 code): its one zone; for several, the capital's (CAPITAL_TIME_ZONES), flagged as
 * such only when they keep different clocks during the year (Spain's Canaries do, Germany's two zones do not).
 */
export function timeZoneOfRegion(region: string): PhoneTimeZone {
  let found = regionZones.get(region);
  if (found) return found;
  const zones = zonesOf(region);
  if (zones.length === 0) {
    const zone = ZONELESS_REGIONS[region];
    found = zone ? { timeZone: zone, timeZoneIsCapital: false } : NO_TIME_ZONE;
  } else if (zones.length === 1) {
    found = { timeZone: zones[0]!, timeZoneIsCapital: false };
  } else {
    // A country ICU splits that the table has not met yet: its first zone, said to be a capital's by caution.
    const zone = CAPITAL_TIME_ZONES[region]?.zone ?? zones[0]!;
    found = { timeZone: zone, timeZoneIsCapital: !keepOneClock(zones) };
  }
  regionZones.set(region, found);
  return found;
}

let regionsByCallingCode: Map<string, string[]> | undefined;

/** The countries that use a calling code ('44': GB, GG, IM, JE). */
function regionsOf(callingCode: string): string[] {
  if (!regionsByCallingCode) {
    regionsByCallingCode = new Map();
    for (const region of getCountries()) {
      const code = getCountryCallingCode(region);
      regionsByCallingCode.set(code, [...(regionsByCallingCode.get(code) ?? []), region]);
    }
  }
  return regionsByCallingCode.get(callingCode) ?? [];
}

/**
 * The zone of an E.164 number's country. A calling code of one country ('+233') answers at once; a shared one ('+1',
 * '+44', '+7') is parsed for its country (a +1 area code tells Canada from the US): a million numbers of the backfill
 * then cost a second or two, not the ten that parsing each would.
 */
export function timeZoneOfPhone(e164: string | null): PhoneTimeZone {
  if (!e164?.startsWith('+')) return NO_TIME_ZONE;
  // Calling codes are one to three digits and none is the start of another.
  for (const length of [1, 2, 3]) {
    const regions = regionsOf(e164.slice(1, 1 + length));
    if (regions.length === 0) continue;
    if (regions.length === 1) return timeZoneOfRegion(regions[0]!);
    const country: CountryCode | undefined = parsePhoneNumberFromString(e164)?.country;
    return country ? timeZoneOfRegion(country) : NO_TIME_ZONE;
  }
  return NO_TIME_ZONE;
}
