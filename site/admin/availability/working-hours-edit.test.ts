import { describe, expect, it } from 'vitest';
import { WORKING_PERIODS_MAX, type WorkingPeriod } from '#contract/routing/working-hours';
import {
  addPeriod,
  canAddPeriod,
  editablePeriods,
  hoursToSend,
  periodNote,
  periodProblems,
  removePeriod,
  setDayWorking,
  updatePeriod,
} from './working-hours-edit';

describe('the working-hours editor rules', () => {
  it('holds stored hours in day order and sends none as always available (null)', () => {
    const stored: WorkingPeriod[] = [
      { day: 3, start: '09:00', end: '12:00' },
      { day: 1, start: '08:00', end: '17:00' },
      { day: 3, start: '14:00', end: '18:00' },
    ];
    expect(editablePeriods(stored).map(({ day, start }) => `${day} ${start}`)).toEqual([
      '1 08:00',
      '3 09:00',
      '3 14:00',
    ]);
    expect(editablePeriods(null)).toEqual([]);
    expect(hoursToSend([])).toBeNull();
  });

  it('a day turned on repeats the nearest earlier working day, or 08:00 to 17:00; off drops all its periods', () => {
    let periods = setDayWorking([], 2, true);
    expect(periods).toEqual([{ day: 2, start: '08:00', end: '17:00' }]);
    periods = updatePeriod(periods, 0, { start: '22:00', end: '06:00' });
    periods = setDayWorking(periods, 4, true);
    periods = setDayWorking(periods, 1, true);
    expect(periods).toEqual([
      { day: 1, start: '08:00', end: '17:00' },
      { day: 2, start: '22:00', end: '06:00' },
      { day: 4, start: '22:00', end: '06:00' },
    ]);
    periods = addPeriod(periods, 2);
    expect(periods[2]).toEqual({ day: 2, start: '', end: '' });
    expect(setDayWorking(periods, 2, false).map((period) => period.day)).toEqual([1, 4]);
    expect(removePeriod(periods, 1).map((period) => period.start)).toEqual(['08:00', '', '22:00']);
  });

  it('asks for both times of every period, keyed as the server keys them, and caps the periods', () => {
    expect(periodProblems([{ day: 1, start: '08:00', end: '' }])).toEqual({
      'workingHours[0].end': 'Enter a time, such as 08:00.',
    });
    const full = Array.from({ length: WORKING_PERIODS_MAX }, () => ({ day: 1 as const, start: '08:00', end: '09:00' }));
    expect(canAddPeriod(full)).toBe(false);
    expect(canAddPeriod(full.slice(1))).toBe(true);
  });

  it('says when a period runs past midnight or lasts a whole day', () => {
    expect(periodNote({ day: 5, start: '22:00', end: '06:00' })).toBe('Runs past midnight, to Saturday 06:00');
    expect(periodNote({ day: 7, start: '20:00', end: '02:00' })).toBe('Runs past midnight, to Monday 02:00');
    expect(periodNote({ day: 1, start: '00:00', end: '00:00' })).toBe('All day');
    expect(periodNote({ day: 1, start: '08:00', end: '08:00' })).toBe('24 hours, to Tuesday 08:00');
    expect(periodNote({ day: 1, start: '08:00', end: '17:00' })).toBeNull();
  });
});
