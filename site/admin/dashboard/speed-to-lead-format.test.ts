import { describe, expect, it } from 'vitest';
import { formatMinutes, goingColdText } from './speed-to-lead-format';

describe('formatMinutes', () => {
  it('minutes, hours and minutes, days and hours', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(0.4)).toBe('0 min');
    expect(formatMinutes(59.6)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(180)).toBe('3 h');
    expect(formatMinutes(47 * 60 + 59)).toBe('47 h 59 min');
    expect(formatMinutes(52 * 60 + 10)).toBe('2 d 4 h');
    expect(formatMinutes(72 * 60)).toBe('3 d');
  });

  it('a dash without a sample', () => {
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(Number.NaN)).toBe('—');
  });

  it('going cold', () => {
    expect(goingColdText(0)).toBe('0 going cold');
    expect(goingColdText(3)).toBe('3 going cold');
  });
});
