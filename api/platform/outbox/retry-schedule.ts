/**
 * When a failed delivery is tried again: after 30 s, 2 min, 10 min, 1 h, 6 h, then daily while
 * the job is under 3 days old (about 8 tries in all); then it is marked failed.
 */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000, 86_400_000, 86_400_000];

/** Spreads retries by up to ±20 %, so jobs that failed together (a relay down) do not all return at once. */
const JITTER = 0.2;

/**
 * How long to wait before the next try after `attempts` tries have failed; null when the job has
 * had its last try. `random` is Math.random, a parameter for tests.
 */
export function retryDelayMs(
  attempts: number,
  delays: readonly number[] = RETRY_DELAYS_MS,
  random: () => number = Math.random,
): number | null {
  const base = delays[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
