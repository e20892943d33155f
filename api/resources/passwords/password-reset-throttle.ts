import { createHash } from 'node:crypto';
import { tooManyRequests } from '../../platform/errors';
import type { ThrottleService } from '../../platform/http/throttle.service';
import { usernameKey } from '../../platform/db/username-keys';

/**
 * "Forgot your password?" limits, like sign-ins': per address (requests and uses of links together) and per
 * account asked for (by what was typed, so an unknown name is limited exactly as a known one: a 429 tells nothing).
 * The per-account limit keeps anyone from filling an inbox with reset emails.
 */
export const PASSWORD_RESET_LIMITS = { windowMs: 15 * 60_000, perClient: 10, perAccount: 3 } as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const refuse = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(
    retryAfterSeconds,
    `Too many password resets. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

export class PasswordResetThrottle {
  constructor(private readonly throttle: ThrottleService) {}

  /** Counts a request for `login` from `client`; 429 with Retry-After past either limit. */
  async admitRequest(login: string, client: string): Promise<void> {
    const { windowMs, perClient, perAccount } = PASSWORD_RESET_LIMITS;
    const results = [
      await this.throttle.hit(`reset-ip:${client}`, perClient, windowMs),
      // Keyed as accounts are looked up (NFKC, any case): ｖｉｃｔｉｍ is victim, and counts as it.
      await this.throttle.hit(`reset-account:${sha256(usernameKey(login))}`, perAccount, windowMs),
    ];
    const refused = results.filter((result) => !result.allowed);
    if (refused.length > 0) throw refuse(Math.max(...refused.map((result) => result.retryAfterSeconds)));
  }

  /** Counts a use of a link from `client` (tokens cannot be guessed, but nobody gets to try many). */
  async admitUse(client: string): Promise<void> {
    const result = await this.throttle.hit(
      `reset-ip:${client}`,
      PASSWORD_RESET_LIMITS.perClient,
      PASSWORD_RESET_LIMITS.windowMs,
    );
    if (!result.allowed) throw refuse(result.retryAfterSeconds);
  }
}
