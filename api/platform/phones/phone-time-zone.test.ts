import { getCountries, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { CAPITAL_TIME_ZONES } from '#contract/leads/capital-time-zones';
import { keepOneClock } from '#contract/leads/calling-hours';
import { parsePhone } from './parse-phone';
import { timeZoneOfPhone, timeZoneOfRegion } from './phone-time-zone';

const zoneOf = (dial: string, typed: string) => {
  const parsed = parsePhone(dial, typed);
  if (parsed.e164 === null) throw new Error(`${dial} ${typed} is no number`);
  return timeZoneOfPhone(parsed.e164);
};

// The zones of the numbers the join form's visitors leave: Ghana and the diaspora, typed as they type them.
describe('timeZoneOfPhone', () => {
  it.each([
    ['+233', '024 455 6677', 'Africa/Accra'],
    ['+44', '020 7946 0958', 'Europe/London'],
    ['+234', '0803 123 4567', 'Africa/Lagos'],
    ['+49', '0151 2345 6789', 'Europe/Berlin'],
    ['+27', '082 123 4567', 'Africa/Johannesburg'],
    ['+971', '050 123 4567', 'Asia/Dubai'],
    ['+39', '06 1234 5678', 'Europe/Rome'],
    // Argentina's and Kazakhstan's zones all keep one clock: no capital to speak of.
    ['+54', '11 2345 6789', 'America/Buenos_Aires'],
    ['+7', '701 123 4567', 'Asia/Almaty'],
    // +1 numbers of single-zone countries are told apart by their area code.
    ['+1', '876 555 0123', 'America/Jamaica'],
  ])('%s %s is in %s, one clock', (dial, typed, zone) => {
    expect(zoneOf(dial, typed)).toEqual({ timeZone: zone, timeZoneIsCapital: false });
  });

  it.each([
    ['+1', '(202) 555-0100', 'America/New_York'],
    ['+1', '415 555 2671', 'America/New_York'],
    // Canada by its area codes, Toronto, Vancouver and Montréal alike.
    ['+1', '416.555.0199', 'America/Toronto'],
    ['+1', '604-555-0123', 'America/Toronto'],
    ['+1', '514 555 0123', 'America/Toronto'],
    ['+61', '0412 345 678', 'Australia/Sydney'],
    ['+55', '11 91234 5678', 'America/Sao_Paulo'],
    ['+7', '916 123 4567', 'Europe/Moscow'],
    ['+52', '55 1234 5678', 'America/Mexico_City'],
    ['+62', '0812 3456 7890', 'Asia/Jakarta'],
    ['+243', '081 234 5678', 'Africa/Kinshasa'],
    ['+34', '612 345 678', 'Europe/Madrid'],
    ['+351', '912 345 678', 'Europe/Lisbon'],
    ['+86', '131 2345 6789', 'Asia/Shanghai'],
    ['+64', '021 123 4567', 'Pacific/Auckland'],
  ])('%s %s is the capital’s zone, %s, of a country with several clocks', (dial, typed, zone) => {
    expect(zoneOf(dial, typed)).toEqual({ timeZone: zone, timeZoneIsCapital: true });
  });

  it('tells the crown dependencies from Britain by their numbers', () => {
    expect(zoneOf('+44', '07911 123456').timeZone).toBe('Europe/Guernsey');
    expect(zoneOf('+44', '01534 123456').timeZone).toBe('Europe/Jersey');
    expect(zoneOf('+44', '07400 123456').timeZone).toBe('Europe/London');
  });

  it('has no zone without a number, or for one that could not be read', () => {
    expect(timeZoneOfPhone(null)).toEqual({ timeZone: null, timeZoneIsCapital: false });
    expect(timeZoneOfPhone('0244556677')).toEqual({ timeZone: null, timeZoneIsCapital: false });
    expect(timeZoneOfPhone('+999123456789')).toEqual({ timeZone: null, timeZoneIsCapital: false });
    expect(timeZoneOfPhone('+15555555')).toEqual({ timeZone: null, timeZoneIsCapital: false });
  });

  it('gives a zone to the places ICU gives none (Kosovo)', () => {
    expect(timeZoneOfRegion('XK')).toEqual({ timeZone: 'Europe/Belgrade', timeZoneIsCapital: false });
  });
});

describe('every country the numbering plans know', () => {
  const everyZone = new Set(Intl.supportedValuesOf('timeZone'));

  it('each has a zone Node lists, and its example number the zone of the country it is read as', () => {
    for (const region of getCountries()) {
      const zone = timeZoneOfRegion(region);
      // Callable now finds leads by the zones Intl.supportedValuesOf lists: a zone spelt otherwise would hide them.
      expect(zone.timeZone !== null && everyZone.has(zone.timeZone), region).toBe(true);
      // A calling code of one country is answered without parsing: the same answer as parsing gives. (Territories
      // sharing their country's ranges, the Cocos Islands' with Australia's, are read as that country.)
      const example = getExampleNumber(region, examples)?.number;
      const country = example && parsePhoneNumberFromString(example)?.country;
      if (country) expect(timeZoneOfPhone(example), region).toEqual(timeZoneOfRegion(country));
    }
  });

  it('a country of several zones has a capital in the table, whose zone is one of its own', () => {
    for (const region of getCountries()) {
      const zones = new Intl.Locale(`und-${region}`).getTimeZones?.() ?? [];
      if (zones.length < 2) continue;
      expect(CAPITAL_TIME_ZONES[region]?.zone, region).toBeDefined();
      expect(zones, region).toContain(CAPITAL_TIME_ZONES[region]!.zone);
      expect(timeZoneOfRegion(region).timeZoneIsCapital, region).toBe(!keepOneClock(zones));
    }
  });
});
