import { describe, expect, it } from 'vitest';
import { leadTimeZoneOf } from '../leads/lead-time-zone';
import { theirStepTime } from './their-step-time';

const step = (at: string, hasTime = true) => ({ at, hasTime, text: 'Call' });

describe('a next step in the lead’s own time', () => {
  it('is their time of day, with their day when it is not Accra’s', () => {
    expect(theirStepTime(step('2026-12-03T18:00:00.000Z'), leadTimeZoneOf('America/New_York', true))).toBe(
      '13:00 Washington',
    );
    expect(theirStepTime(step('2026-12-03T23:00:00.000Z'), leadTimeZoneOf('Australia/Sydney', true))).toBe(
      'Fri 4 Dec, 10:00 Canberra',
    );
    // London keeps Accra's time in December, but not all year: the step says both.
    expect(theirStepTime(step('2026-12-03T18:00:00.000Z'), leadTimeZoneOf('Europe/London', false))).toBe(
      '18:00 London',
    );
    expect(theirStepTime(step('2026-06-05T18:00:00.000Z'), leadTimeZoneOf('Europe/London', false))).toBe(
      '19:00 London',
    );
  });

  it('is nothing for a day without a time, an unknown zone, or a zone on Accra’s clock all year', () => {
    expect(theirStepTime(step('2026-12-03T00:00:00.000Z', false), leadTimeZoneOf('Europe/London', false))).toBeNull();
    expect(theirStepTime(step('2026-12-03T18:00:00.000Z'), null)).toBeNull();
    expect(theirStepTime(step('2026-12-03T18:00:00.000Z'), leadTimeZoneOf('Africa/Accra', false))).toBeNull();
    expect(theirStepTime(step('2026-12-03T18:00:00.000Z'), leadTimeZoneOf('Africa/Abidjan', false))).toBeNull();
  });
});
