import { expect, test } from 'vitest';
import { RETRY_DELAYS_MS, retryDelayMs } from './retry-schedule';

test('retries after 30 s, 2 min, 10 min, 1 h, 6 h, then daily while the job is under 3 days old', () => {
  const middle = () => 0.5;
  expect(RETRY_DELAYS_MS.map((_, index) => retryDelayMs(index + 1, RETRY_DELAYS_MS, middle))).toEqual([
    30_000, 120_000, 600_000, 3_600_000, 21_600_000, 86_400_000, 86_400_000,
  ]);
  const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
  expect(total).toBeLessThan(3 * 86_400_000);
  expect(total + 86_400_000).toBeGreaterThan(3 * 86_400_000);
  expect(retryDelayMs(RETRY_DELAYS_MS.length + 1)).toBeNull();
});

test('jitter spreads each delay by at most a fifth either way', () => {
  expect(retryDelayMs(1, RETRY_DELAYS_MS, () => 0)).toBe(24_000);
  expect(retryDelayMs(1, RETRY_DELAYS_MS, () => 0.999_999)).toBe(36_000);
});
