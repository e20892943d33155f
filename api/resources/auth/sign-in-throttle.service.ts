import { createHash } from 'node:crypto';
import { tooManyRequests } from '../../platform/errors';
import type { ThrottleService } from '../../platform/http/throttle.service';
import { usernameKey } from '../../platform/db/username-keys';

/**
 * Sign-in limits (OWASP ASVS 2.2.1). Refusals are scoped to an address, so nobody can lock a
 * username out from elsewhere: its owner signing in from an address that has not failed is never
 * refused. A username's failures from everywhere (a distributed attack) only slow its answers.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  /** Failures of one username from one address before that address is refused for it. */
  failuresPerPair: 5,
  /** Failures from one address, for any usernames, before it is refused. */
  failuresPerClient: 20,
  /** A username's failures from all addresses that cost nothing; each attempt after them is slowed... */
  failuresBeforeDelay: 5,
  /** ...by this much, doubling with each further failure... */
  firstDelayMs: 1_000,
  /** ...up to this: slow for guessing, bearable for the owner, well inside a proxy's timeout. */
  maxDelayMs: 10_000,
  /**
   * Wrong second-factor codes (and recovery codes) of one account, from every address, before its code step is
   * refused. Only a right code starts the count again: a right password does not.
   */
  codeFailuresPerAccount: 10,
} as const;

/** The throttle key of an account's wrong codes (per account: whoever has the password may try from anywhere). */
export const secondFactorKey = (userId: number) => `second-factor:${userId}`;

/** The throttle keys of one sign-in: what it counts against. */
export interface SignInKeys {
  /** Its username from its address. */
  pair: string;
  /** Its address, whatever the username. */
  client: string;
  /** Its username, from any address. */
  user: string;
}

/** A sign-in admitted to its password check. */
export interface SignInAttempt {
  keys: SignInKeys;
  /** Its pair's count, this attempt included: the earlier ones were this address's own failures. */
  pairHits: number;
  /** How long its answer is held back before the password check (see signInDelayMs). */
  delayMs: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The keys of a sign-in by a username (in any case) from a client address. Usernames go in hashed,
 * so any text a visitor sends makes a key that fits its column, and the table holds no usernames.
 */
export function signInKeys(username: string, client: string): SignInKeys {
  const user = usernameKey(username);
  return {
    pair: `login-pair:${sha256(JSON.stringify([user, client]))}`,
    client: `login-ip:${client}`,
    user: `login-user:${sha256(user)}`,
  };
}

/** A code step admitted to its check. */
export interface CodeAttempt {
  keys: SignInKeys;
  /** Its account's wrong-code key. */
  account: string;
}

const refuse = (refused: { retryAfterSeconds: number }[]) => {
  const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(
    retryAfterSeconds,
    `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

/** The delay for a sign-in whose username has failed this many times in the window, from any address. */
export function signInDelayMs(failures: number): number {
  const over = failures - SIGN_IN_LIMITS.failuresBeforeDelay;
  if (over < 0) return 0;
  return Math.min(SIGN_IN_LIMITS.maxDelayMs, SIGN_IN_LIMITS.firstDelayMs * 2 ** over);
}

/**
 * Sign-in throttling on the counters every app process shares. Each attempt is counted before its
 * password is checked, so parallel guesses cannot slip past a limit; a right password takes its
 * counts back afterwards.
 */
export class SignInThrottleService {
  constructor(private readonly throttle: ThrottleService) {}

  /**
   * Counts an attempt, and refuses it (429 with Retry-After) once its username has failed 5 times
   * from its address, or its address 20 times, in the last 15 minutes. Otherwise answers the
   * attempt with the delay its username's failures from everywhere call for.
   */
  async admit(username: string, client: string): Promise<SignInAttempt> {
    const keys = signInKeys(username, client);
    const { windowMs, failuresPerPair, failuresPerClient } = SIGN_IN_LIMITS;
    const pair = await this.throttle.hit(keys.pair, failuresPerPair, windowMs);
    const fromClient = await this.throttle.hit(keys.client, failuresPerClient, windowMs);
    const refused = [pair, fromClient].filter((result) => !result.allowed);
    if (refused.length > 0) throw refuse(refused);
    // Never refused, whatever the count: that would let anyone lock the username out.
    const user = await this.throttle.hit(keys.user, Number.POSITIVE_INFINITY, windowMs);
    return { keys, pairHits: pair.hits, delayMs: signInDelayMs(user.hits - 1) };
  }

  /**
   * Holds the attempt back for its delay, on a timer: other requests are served meanwhile. Runs
   * before the password check whatever its outcome, so a quick answer never tells a right guess.
   */
  async slowDown(attempt: SignInAttempt): Promise<void> {
    if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
  }

  /**
   * A right password: its address's failures for the username are forgotten and taken off the
   * username's count (they were its owner's typos), and this attempt off its address's count. Other
   * addresses' failures stay: one person signing in does not end an attack on their account.
   */
  async succeeded({ keys, pairHits }: SignInAttempt): Promise<void> {
    await this.throttle.reset(keys.pair);
    await this.throttle.release(keys.client);
    await this.throttle.release(keys.user, pairHits);
  }

  /**
   * A right password of an account that needs a code too: this attempt is taken back (it was no failure), but
   * the failures before it stand until a code completes the sign-in, so entering the password again wipes out
   * nothing. Wrong codes are counted apart, per account (admitCode).
   */
  async passwordRight({ keys }: SignInAttempt): Promise<void> {
    await this.throttle.release(keys.pair);
    await this.throttle.release(keys.client);
    await this.throttle.release(keys.user);
  }

  /**
   * Counts a code (or recovery code) before it is checked, against its address (as passwords are) and against
   * its account from every address; refuses it (429 with Retry-After) past either limit.
   */
  async admitCode(username: string, userId: number, client: string): Promise<CodeAttempt> {
    const keys = signInKeys(username, client);
    const account = secondFactorKey(userId);
    const { windowMs, failuresPerClient, codeFailuresPerAccount } = SIGN_IN_LIMITS;
    const fromClient = await this.throttle.hit(keys.client, failuresPerClient, windowMs);
    const ofAccount = await this.throttle.hit(account, codeFailuresPerAccount, windowMs);
    const refused = [fromClient, ofAccount].filter((result) => !result.allowed);
    if (refused.length > 0) throw refuse(refused);
    return { keys, account };
  }

  /**
   * A right code completes the sign-in: the account's wrong codes are forgotten, and so are the password
   * attempts of its username from this address, as a right password alone forgets them (see succeeded).
   */
  async codeRight({ keys, account }: CodeAttempt): Promise<void> {
    await this.throttle.reset(account);
    const pairHits = await this.throttle.hitsOf(keys.pair, SIGN_IN_LIMITS.windowMs);
    await this.succeeded({ keys, pairHits, delayMs: 0 });
  }
}
