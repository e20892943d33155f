import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { rowId } from '../../platform/validation/row-id';

/** A reset link works for 30 minutes from when it was asked for. */
export const RESET_LINK_MINUTES = 30;

/** What a reset link is signed over: the account, its credentials and address as they were, and the link's end. */
export interface ResetGrant {
  userId: number;
  credentialsVersion: number;
  /** The address the link was mailed to: once the account has another, a link sent to the old one is dead. */
  email: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const TOKEN = /^([0-9]{1,10})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The tokens of "Forgot your password?" links: `<user id>.<expiry, base 36 seconds>.<HMAC-SHA256>`, the MAC also
 * over the account's `credentialsVersion` and the address mailed. Setting the password bumps that version, so a
 * used link (and every other link sent before) stops working: single use with nothing stored. The key is derived
 * from the session secret, never the session key itself; the token is made as the email is sent and kept nowhere.
 */
export class PasswordResetTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, '', 'password-reset-tokens', 32));
  }

  sign(grant: ResetGrant): string {
    return `${grant.userId}.${grant.expiresAt.toString(36)}.${this.mac(grant).toString('base64url')}`;
  }

  /** The account a well-formed token names (to look up before `verify`); undefined for anything else. */
  read(token: string): { userId: number; expiresAt: number; mac: Buffer } | undefined {
    const match = TOKEN.exec(token);
    const userId = match ? rowId(match[1]!) : undefined;
    if (!match || userId === undefined) return undefined;
    return { userId, expiresAt: parseInt(match[2]!, 36), mac: Buffer.from(match[3]!, 'base64url') };
  }

  /**
   * Whether the token was signed for this account at this credentialsVersion and address, and has not run out at `now`.
   */
  verify(
    token: { userId: number; expiresAt: number; mac: Buffer },
    account: { credentialsVersion: number; email: string | null },
    now: Date,
  ): boolean {
    if (!account.email) return false;
    const expected = this.mac({
      userId: token.userId,
      credentialsVersion: account.credentialsVersion,
      email: account.email,
      expiresAt: token.expiresAt,
    });
    if (token.mac.length !== expected.length || !timingSafeEqual(token.mac, expected)) return false;
    return token.expiresAt * 1000 > now.getTime();
  }

  private mac({ userId, credentialsVersion, email, expiresAt }: ResetGrant): Buffer {
    return createHmac('sha256', this.key)
      .update(`password-reset\n${userId}\n${credentialsVersion}\n${email.toLowerCase()}\n${expiresAt}`)
      .digest();
  }
}
