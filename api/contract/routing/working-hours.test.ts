import { describe, expect, test } from 'vitest';
import { addWorkingMinutes, isAvailable, isWithinHours, nextWorkingStart, type WorkingPeriod } from './working-hours';

// Accra is UTC all year, so these ISO instants read as Accra time. 2026-11-30 is a Monday.
const at = (iso: string) => new Date(`${iso}Z`);
const weekdays = (start: string, end: string): WorkingPeriod[] =>
  ([1, 2, 3, 4, 5] as const).map((day) => ({ day, start, end }));

describe('working hours', () => {
  test('no hours set is always available; away is never', () => {
    expect(isWithinHours(null, at('2026-12-06T03:00'))).toBe(true);
    expect(isAvailable({ workingHours: null, away: false }, at('2026-12-06T03:00'))).toBe(true);
    expect(isAvailable({ workingHours: null, away: true }, at('2026-12-01T10:00'))).toBe(false);
  });

  test('office hours: start counts, end does not, weekends are off', () => {
    const hours = weekdays('08:00', '17:00');
    expect(isWithinHours(hours, at('2026-11-30T08:00'))).toBe(true);
    expect(isWithinHours(hours, at('2026-11-30T16:59'))).toBe(true);
    expect(isWithinHours(hours, at('2026-11-30T17:00'))).toBe(false);
    expect(isWithinHours(hours, at('2026-11-30T07:59'))).toBe(false);
    expect(isWithinHours(hours, at('2026-12-05T10:00'))).toBe(false);
  });

  test('a night shift runs past midnight, and Sunday night into Monday', () => {
    const hours: WorkingPeriod[] = [
      { day: 3, start: '22:00', end: '06:00' },
      { day: 7, start: '23:00', end: '02:00' },
    ];
    expect(isWithinHours(hours, at('2026-12-02T23:30'))).toBe(true);
    expect(isWithinHours(hours, at('2026-12-03T05:59'))).toBe(true);
    expect(isWithinHours(hours, at('2026-12-03T06:00'))).toBe(false);
    expect(isWithinHours(hours, at('2026-12-02T05:00'))).toBe(false);
    expect(isWithinHours(hours, at('2026-12-06T23:30'))).toBe(true);
    expect(isWithinHours(hours, at('2026-12-07T01:00'))).toBe(true);
    expect(isWithinHours(hours, at('2026-11-30T01:00'))).toBe(true);
  });

  test('00:00 to 00:00 is the whole day', () => {
    const hours: WorkingPeriod[] = [{ day: 6, start: '00:00', end: '00:00' }];
    expect(isWithinHours(hours, at('2026-12-05T00:00'))).toBe(true);
    expect(isWithinHours(hours, at('2026-12-05T23:59'))).toBe(true);
    expect(isWithinHours(hours, at('2026-12-06T00:00'))).toBe(false);
  });

  test('the next start: now when within, else the next period, over the weekend', () => {
    const hours = weekdays('08:00', '17:00');
    expect(nextWorkingStart(hours, at('2026-12-01T09:15'))).toEqual(at('2026-12-01T09:15'));
    expect(nextWorkingStart(hours, at('2026-12-01T18:00'))).toEqual(at('2026-12-02T08:00'));
    expect(nextWorkingStart(hours, at('2026-12-04T17:00'))).toEqual(at('2026-12-07T08:00'));
    expect(nextWorkingStart(hours, at('2026-12-06T12:00'))).toEqual(at('2026-12-07T08:00'));
    expect(nextWorkingStart(null, at('2026-12-06T12:00'))).toEqual(at('2026-12-06T12:00'));
    expect(nextWorkingStart([], at('2026-12-06T12:00'))).toBeNull();
  });

  test('working minutes skip the night and the weekend', () => {
    const hours = weekdays('08:00', '17:00');
    expect(addWorkingMinutes(hours, at('2026-12-01T09:00'), 15)).toEqual(at('2026-12-01T09:15'));
    expect(addWorkingMinutes(hours, at('2026-12-01T16:50'), 15)).toEqual(at('2026-12-02T08:05'));
    expect(addWorkingMinutes(hours, at('2026-12-04T16:55'), 30)).toEqual(at('2026-12-07T08:25'));
    expect(addWorkingMinutes(hours, at('2026-12-05T22:00'), 15)).toEqual(at('2026-12-07T08:15'));
    expect(addWorkingMinutes(null, at('2026-12-05T22:00'), 15)).toEqual(at('2026-12-05T22:15'));
    expect(addWorkingMinutes([], at('2026-12-05T22:00'), 15)).toBeNull();
  });

  test('working minutes across midnight and a week wrap, overlapping periods counted once', () => {
    const night: WorkingPeriod[] = [{ day: 7, start: '23:50', end: '00:10' }];
    expect(addWorkingMinutes(night, at('2026-12-06T23:55'), 10)).toEqual(at('2026-12-07T00:05'));
    expect(addWorkingMinutes(night, at('2026-12-07T00:05'), 10)).toEqual(at('2026-12-13T23:55'));
    const overlapping: WorkingPeriod[] = [
      { day: 1, start: '08:00', end: '12:00' },
      { day: 1, start: '10:00', end: '13:00' },
    ];
    expect(addWorkingMinutes(overlapping, at('2026-11-30T11:00'), 90)).toEqual(at('2026-11-30T12:30'));
    expect(addWorkingMinutes(overlapping, at('2026-11-30T11:00'), 150)).toEqual(at('2026-12-07T08:30'));
  });
});
