import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { rowId } from '../../platform/validation/row-id';

/** What a link in a newsletter email may do: confirm a signup, or unsubscribe. */
export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link works for 7 days; an unsubscribe link for good, so old emails keep working. */
export const CONFIRM_TOKEN_DAYS = 7;

/** A token read but not yet checked: which subscriber it names and until when (0: no end). */
export interface ReadToken {
  subscriberId: number;
  expiresAt: number;
  mac: Buffer;
}

const TOKEN = /^([0-9]{1,10})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signed tokens of the newsletter's links: `<subscriber id>.<expiry, base 36 seconds>.<HMAC-SHA256>`.
 * The MAC covers the purpose and the subscriber's address key too, so a token cannot be used for the
 * other purpose, nor for a later subscriber given the same id. Its key is derived from the session
 * secret (every process behind a load balancer shares it) and is never the session key itself.
 */
export class NewsletterTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, '', 'newsletter-link-tokens', 32));
  }

  /** A token for `purpose`; a confirmation's ends CONFIRM_TOKEN_DAYS after `now`. */
  sign(purpose: NewsletterTokenPurpose, subscriber: { id: number; emailKey: string }, now: Date = new Date()): string {
    const expiresAt = purpose === 'confirm' ? Math.floor(now.getTime() / 1000) + CONFIRM_TOKEN_DAYS * 86_400 : 0;
    return `${subscriber.id}.${expiresAt.toString(36)}.${this.mac(purpose, subscriber.id, expiresAt, subscriber.emailKey).toString('base64url')}`;
  }

  /** The subscriber a well-formed token names (to look up before `verify`); undefined for anything else. */
  read(token: unknown): ReadToken | undefined {
    const match = typeof token === 'string' ? TOKEN.exec(token) : null;
    // An id no row can have (one past PostgreSQL's integer) is no token: looking it up would be a database error.
    const subscriberId = match ? rowId(match[1]!) : undefined;
    if (!match || subscriberId === undefined) return undefined;
    return { subscriberId, expiresAt: parseInt(match[2]!, 36), mac: Buffer.from(match[3]!, 'base64url') };
  }

  /** Whether `token` was signed by us for `purpose` and this subscriber's address, and has not expired. */
  verify(purpose: NewsletterTokenPurpose, token: ReadToken, emailKey: string, now: Date = new Date()): boolean {
    const expected = this.mac(purpose, token.subscriberId, token.expiresAt, emailKey);
    if (token.mac.length !== expected.length || !timingSafeEqual(token.mac, expected)) return false;
    return token.expiresAt === 0 ? purpose === 'unsubscribe' : token.expiresAt * 1000 > now.getTime();
  }

  private mac(purpose: NewsletterTokenPurpose, subscriberId: number, expiresAt: number, emailKey: string): Buffer {
    return createHmac('sha256', this.key)
      .update(`newsletter-${purpose}\n${subscriberId}\n${expiresAt}\n${emailKey}`)
      .digest();
  }
}
