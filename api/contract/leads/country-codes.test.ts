import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryByDialCode,
  countryByIso,
  DEFAULT_COUNTRY_ISO,
  DIAL_CODES,
  isDialCode,
} from './country-codes';
import { DEFAULT_COUNTRY_CODE } from './join-form';

describe('country codes', () => {
  it('starts with the five the form puts first, in their order, Ghana the default', () => {
    expect(COUNTRY_CODES.slice(0, 5).map((c) => `${c.dial} ${c.name}`)).toEqual([
      '+233 Ghana',
      '+1 USA',
      '+44 UK',
      '+234 Nigeria',
      '+27 South Africa',
    ]);
    expect(countryByIso(DEFAULT_COUNTRY_ISO)?.dial).toBe(DEFAULT_COUNTRY_CODE);
  });

  it('lists every other country once, alphabetically', () => {
    const rest = COUNTRY_CODES.slice(5).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRY_CODES.map((c) => c.iso)).size).toBe(COUNTRY_CODES.length);
    for (const name of ['Germany', 'Netherlands', 'Italy', 'Canada', "Côte d'Ivoire", 'Zimbabwe']) {
      expect(rest).toContain(name);
    }
  });

  it('has well-formed entries', () => {
    for (const country of COUNTRY_CODES) {
      expect(country.iso).toMatch(/^[A-Z]{2}$/);
      expect(country.dial).toMatch(/^\+[1-9]\d{0,3}$/);
      expect(country.name.trim()).toBe(country.name);
    }
  });

  it('lists shared dial codes once and maps them back to their first country', () => {
    expect(DIAL_CODES.filter((d) => d === '+1')).toHaveLength(1);
    expect(new Set(DIAL_CODES).size).toBe(DIAL_CODES.length);
    expect(countryByIso('CA')?.dial).toBe('+1');
    expect(countryByIso('JE')?.dial).toBe('+44');
    expect(countryByIso('KZ')?.dial).toBe('+7');
    expect(countryByDialCode('+1')?.iso).toBe('US');
    expect(isDialCode('+233')).toBe(true);
    expect(isDialCode('233')).toBe(false);
    expect(isDialCode('+999')).toBe(false);
  });
});
