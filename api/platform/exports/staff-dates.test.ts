import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { StaffDates } from './staff-dates';

const luxon = (ms: number, zone: string, format: string) =>
  DateTime.fromMillis(ms, { zone, locale: 'en-US' }).toFormat(format);

describe('StaffDates writes what Luxon writes', () => {
  it('in Accra: the day and the time of instants newest first, the old way of a row at a time', () => {
    const dates = new StaffDates();
    expect(dates.day(new Date('2025-06-05T23:30:00.000Z'))).toBe('2025-06-05');
    expect(dates.dateTime(new Date('2025-06-05T09:07:03.120Z'))).toBe('2025-06-05 09:07:03');
    expect(dates.dateTime(new Date('2025-06-06T00:00:00.000Z'))).toBe('2025-06-06 00:00:00');
    expect(dates.dateTime(new Date('2025-06-05T23:59:59.999Z'))).toBe('2025-06-05 23:59:59');
    for (let ms = Date.parse('2026-11-24T12:00:00Z'); ms > Date.parse('2026-01-01T00:00:00Z'); ms -= 7_919_977) {
      expect(dates.dateTime(new Date(ms))).toBe(luxon(ms, 'Africa/Accra', 'yyyy-MM-dd HH:mm:ss'));
      expect(dates.day(new Date(ms))).toBe(luxon(ms, 'Africa/Accra', 'yyyy-MM-dd'));
    }
  });

  it('in a zone whose days are not all 24 hours long, through both of its changes, in any order', () => {
    const dates = new StaffDates('Europe/London');
    const instants: number[] = [];
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      for (let step = -30; step <= 30; step++) instants.push(Date.parse(change) + step * 1_799_999);
    }
    for (const ms of [...instants, ...instants.reverse()]) {
      expect(dates.dateTime(new Date(ms)), new Date(ms).toISOString()).toBe(
        luxon(ms, 'Europe/London', 'yyyy-MM-dd HH:mm:ss'),
      );
      expect(dates.day(new Date(ms))).toBe(luxon(ms, 'Europe/London', 'yyyy-MM-dd'));
    }
  });
});
