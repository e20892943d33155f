import type { NewsletterTokens } from './newsletter-tokens';

/** The addresses a newsletter email links to, each with its signed token (see NewsletterTokens). */
export class NewsletterLinks {
  constructor(
    private readonly siteUrl: string,
    private readonly tokens: NewsletterTokens,
  ) {}

  /** GET confirms the signup and opens the 'You're subscribed' page; valid CONFIRM_TOKEN_DAYS from `now`. */
  confirm(subscriberId: number, email: string, now: Date = new Date()): string {
    return this.link(
      '/newsletter/confirm',
      this.tokens.sign('confirm', { id: subscriberId, emailKey: email.toLowerCase() }, now),
    );
  }

  /** GET opens a page with a button; POST (the button, or a mail client's one click) unsubscribes. */
  unsubscribe(subscriberId: number, email: string): string {
    return this.link(
      '/unsubscribe',
      this.tokens.sign('unsubscribe', { id: subscriberId, emailKey: email.toLowerCase() }),
    );
  }

  private link(path: string, token: string): string {
    const url = new URL(path, this.siteUrl);
    url.searchParams.set('token', token);
    return url.toString();
  }
}
