import { describe, expect, it } from 'vitest';
import { capitalNote, leadTimeZoneOf, zoneLabel } from './lead-time-zone';

describe('a lead’s time zone as staff read it', () => {
  it('is named by its city, as people call it now', () => {
    expect(zoneLabel('Europe/London')).toBe('London');
    expect(zoneLabel('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneLabel('America/Argentina/Salta')).toBe('Salta');
    expect(zoneLabel('Asia/Calcutta')).toBe('Kolkata');
    expect(zoneLabel('Europe/Kiev')).toBe('Kyiv');
  });

  it('a capital’s zone standing for a country of several is named by the capital, and says so', () => {
    const us = leadTimeZoneOf('America/New_York', true)!;
    expect(us).toEqual({ name: 'America/New_York', label: 'Washington', capitalOf: 'United States' });
    expect(capitalNote(us)).toBe("capital's time, United States has several zones");
    expect(leadTimeZoneOf('Australia/Sydney', true)).toEqual({
      name: 'Australia/Sydney',
      label: 'Canberra',
      capitalOf: 'Australia',
    });
  });

  it('says nothing of a capital for a country of one clock, and is null when not known', () => {
    const london = leadTimeZoneOf('Europe/London', false)!;
    expect(london).toEqual({ name: 'Europe/London', label: 'London', capitalOf: null });
    expect(capitalNote(london)).toBeNull();
    expect(leadTimeZoneOf('Asia/Almaty', false)).toEqual({ name: 'Asia/Almaty', label: 'Astana', capitalOf: null });
    expect(leadTimeZoneOf(null, false)).toBeNull();
  });
});
