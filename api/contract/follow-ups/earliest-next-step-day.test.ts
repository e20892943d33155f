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
