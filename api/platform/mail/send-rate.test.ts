import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SendRate } from './send-rate';

describe('the relay rate cap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** When each of `count` sends taking slots at once goes, in ms from the start. */
  async function sendTimes(rate: SendRate, count: number): Promise<number[]> {
    const start = Date.now();
    const times: number[] = [];
    const sends = Array.from({ length: count }, () => rate.take().then(() => times.push(Date.now() - start)));
    await vi.runAllTimersAsync();
    await Promise.all(sends);
    return times;
  }

  test('sends are spaced evenly at the cap, never bunched', async () => {
    const rate = new SendRate(4, () => Date.now());
    expect(await sendTimes(rate, 6)).toEqual([0, 250, 500, 750, 1000, 1250]);
  });

  test('after a lull the next send goes at once, with no burst to catch up', async () => {
    const rate = new SendRate(10, () => Date.now());
    await sendTimes(rate, 2);
    vi.advanceTimersByTime(5_000);
    expect(await sendTimes(rate, 3)).toEqual([0, 100, 200]);
  });

  test('an alert takes the next slot without waiting, and the bulk sends make room for it', async () => {
    const rate = new SendRate(10, () => Date.now());
    rate.takeNow();
    rate.takeNow();
    expect(await sendTimes(rate, 2)).toEqual([200, 300]);
  });

  test('without a cap nothing waits', async () => {
    const rate = new SendRate(undefined, () => Date.now());
    rate.takeNow();
    expect(await sendTimes(rate, 100)).toEqual(Array(100).fill(0));
  });
});
