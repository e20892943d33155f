import { describe, expect, it } from 'vitest';
import { leadTimeZoneOf } from '#contract/leads/lead-time-zone';
import { nextStepLine } from './next-step-line';

describe('nextStepLine', () => {
  const step = { at: '2026-12-03T18:00:00.000Z', hasTime: true, text: 'Call back' };

  it('says a timed step in Accra time and, for a lead in another zone, in theirs', () => {
    expect(nextStepLine(step)).toBe('Thu 3 Dec 2026, 18:00 (Accra time): Call back');
    expect(nextStepLine(step, leadTimeZoneOf('America/New_York', true))).toBe(
      'Thu 3 Dec 2026, 18:00 (Accra time) · 13:00 Washington: Call back',
    );
    expect(nextStepLine(step, leadTimeZoneOf('Africa/Accra', false))).toBe(
      'Thu 3 Dec 2026, 18:00 (Accra time): Call back',
    );
  });

  it('says a day without a time as a day', () => {
    const day = { at: '2026-12-03T00:00:00.000Z', hasTime: false, text: '' };
    expect(nextStepLine(day, leadTimeZoneOf('Europe/London', false))).toBe('Thu 3 Dec 2026');
  });
});
