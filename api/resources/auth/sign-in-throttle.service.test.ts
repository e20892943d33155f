import { afterEach, describe, expect, test, vi } from 'vitest';
import { signInDelayMs, signInKeys, SignInThrottleService } from './sign-in-throttle.service';
import type { ThrottleService } from '../../platform/http/throttle.service';

describe('sign-in throttling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("a username's failures from everywhere cost nothing up to 5, then 1 s doubling per failure, never over 10 s", () => {
    expect([0, 1, 4, 5, 6, 7, 8, 9, 50, 10_000].map(signInDelayMs)).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  test('keys: one per username and address together, per address, per username in any case; no username in any', () => {
    const keys = signInKeys('Ama.Mensah', '203.0.113.7');
    expect(keys).toEqual({
      pair: expect.stringMatching(/^login-pair:[0-9a-f]{64}$/),
      client: 'login-ip:203.0.113.7',
      user: expect.stringMatching(/^login-user:[0-9a-f]{64}$/),
    });
    expect(signInKeys('ama.mensah', '203.0.113.7')).toEqual(keys);
    expect(signInKeys('ama.mensah', '203.0.113.8').pair).not.toBe(keys.pair);
    expect(signInKeys('ama.mensah', '203.0.113.8').user).toBe(keys.user);
    expect(signInKeys('kofi', '203.0.113.7').pair).not.toBe(keys.pair);
    expect(JSON.stringify(keys)).not.toMatch(/ama|mensah/i);
  });

  // A timer, not a busy wait: slowDown returns at once and its promise settles only when the clock has moved on.
  test('slowDown holds an attempt for its delay on a timer, without blocking the event loop', async () => {
    vi.useFakeTimers();
    const service = new SignInThrottleService({} as ThrottleService);
    const attempt = { keys: signInKeys('x', 'y'), pairHits: 1, delayMs: 4000 };
    let done = false;
    const slowed = service.slowDown(attempt).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await slowed;
    expect(done).toBe(true);
  });
});
