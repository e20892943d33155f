import { describe, expect, it } from 'vitest';
import type { WorkingPeriod } from '#contract/routing/working-hours';
import { availabilityText } from './availability-text';

// Accra keeps UTC all year: these instants are Accra times too. Nov 30, 2026 is a Monday.
const MONDAY_10AM = new Date('2026-11-30T10:00:00Z');
const FRIDAY_11PM = new Date('2026-12-04T23:00:00Z');
const SATURDAY_7AM = new Date('2026-12-05T07:00:00Z');
const WEEKDAYS_8_TO_5: WorkingPeriod[] = [1, 2, 3, 4, 5].map((day) => ({
  day: day as WorkingPeriod['day'],
  start: '08:00',
  end: '17:00',
}));

describe('availability as the screens say it', () => {
  it('no hours: available now, unless away', () => {
    expect(availabilityText({ workingHours: null, away: false }, MONDAY_10AM)).toBe('Available now');
    expect(availabilityText({ workingHours: null, away: true }, MONDAY_10AM)).toBe('Away');
  });

  it('within the hours: available; outside them: off until the next start, weekday and Accra time', () => {
    expect(availabilityText({ workingHours: WEEKDAYS_8_TO_5, away: false }, MONDAY_10AM)).toBe('Available now');
    expect(availabilityText({ workingHours: WEEKDAYS_8_TO_5, away: false }, FRIDAY_11PM)).toBe('Off until Mon 08:00');
    expect(availabilityText({ workingHours: WEEKDAYS_8_TO_5, away: true }, MONDAY_10AM)).toBe('Away');
  });

  it('a night shift past midnight counts into the next morning', () => {
    const nights: WorkingPeriod[] = [{ day: 5, start: '22:00', end: '08:00' }];
    expect(availabilityText({ workingHours: nights, away: false }, SATURDAY_7AM)).toBe('Available now');
    expect(availabilityText({ workingHours: nights, away: false }, MONDAY_10AM)).toBe('Off until Fri 22:00');
  });

  it('hours set with no period: never, and says so', () => {
    expect(availabilityText({ workingHours: [], away: false }, MONDAY_10AM)).toBe('No working hours');
  });
});
