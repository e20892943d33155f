import { describe, expect, it } from 'vitest';
import { earliestNextStepDay } from './earliest-next-step-day';

describe('earliestNextStepDay', () => {
  it("is today's date in Accra (UTC all year), whatever the machine's zone", () => {
    expect(earliestNextStepDay(new Date('2026-06-05T00:00:00Z'))).toBe('2026-06-05');
    expect(earliestNextStepDay(new Date('2026-06-05T23:59:59.999Z'))).toBe('2026-06-05');
    // Already the 6th in Accra while it is still the 5th in New York.
    expect(earliestNextStepDay(new Date('2026-06-05T20:00:00-05:00'))).toBe('2026-06-06');
  });
});

describe('earliestNextStepDay in the lead’s zone', () => {
  it('is today where they are: still yesterday in Los Angeles, already tomorrow in Sydney', () => {
    const at = new Date('2026-12-04T03:00:00Z');
    expect(earliestNextStepDay(at)).toBe('2026-12-04');
    expect(earliestNextStepDay(at, 'America/Los_Angeles')).toBe('2026-12-03');
    expect(earliestNextStepDay(new Date('2026-12-03T20:00:00Z'), 'Australia/Sydney')).toBe('2026-12-04');
  });
});
