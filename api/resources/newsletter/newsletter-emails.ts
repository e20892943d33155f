import type { EmailRenderers } from '../../platform/mail/email-job';
import { NewsletterLinks } from './newsletter-links';
import type { NewsletterTokens } from './newsletter-tokens';
import { renderNewsletterConfirmation } from './render-newsletter-confirmation';
import { renderNewsletterWelcome } from './render-newsletter-welcome';

/**
 * The double opt-in's confirmation, and the welcome once confirmed. The links are signed when the email is sent;
 * `to` is the subscriber's address as typed.
 */
export interface NewsletterEmail {
  message: 'newsletter-confirmation' | 'newsletter-welcome';
  to: string;
  subscriberId: number;
}

/** How the newsletter's own emails are rendered when the outbox sends them. */
export function newsletterEmails(siteUrl: string, tokens: NewsletterTokens): EmailRenderers {
  const links = new NewsletterLinks(siteUrl, tokens);
  return {
    'newsletter-confirmation': (job) => {
      const { to, subscriberId } = job as NewsletterEmail;
      return renderNewsletterConfirmation(to, links.confirm(subscriberId, to));
    },
    'newsletter-welcome': (job) => {
      const { to, subscriberId } = job as NewsletterEmail;
      return renderNewsletterWelcome(siteUrl, links.unsubscribe(subscriberId, to));
    },
  };
}
