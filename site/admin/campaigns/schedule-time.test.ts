import { describe, expect, it } from 'vitest';
import { accraInputAt, scheduleAt } from './schedule-time';

const NOW = Date.parse('2026-11-30T17:45:30Z');

describe('scheduling in Accra time', () => {
  it('reads the input as Accra time, UTC+0 all year, whatever the device’s zone', () => {
    expect(scheduleAt('2026-12-01T09:00', NOW)).toEqual({ at: '2026-12-01T09:00:00.000Z' });
    expect(scheduleAt('2027-07-01T18:30', NOW)).toEqual({ at: '2027-07-01T18:30:00.000Z' });
  });

  it('offers the current Accra minute as the earliest', () => {
    expect(accraInputAt(NOW)).toBe('2026-11-30T17:45');
  });

  it('says what is wrong with an empty, malformed or past time', () => {
    expect(scheduleAt('', NOW)).toEqual({ problem: 'Please choose the day and time to send it.' });
    expect(scheduleAt('2026-13-01T09:00', NOW)).toEqual({
      problem: 'Please give the time as a day and a time of day.',
    });
    expect(scheduleAt('2026-11-30T17:45', NOW)).toEqual({ problem: 'Please choose a time in the future.' });
    expect(scheduleAt('2026-11-30T17:46', NOW)).toEqual({ at: '2026-11-30T17:46:00.000Z' });
  });
});
