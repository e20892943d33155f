import { renderNewsletterEmail } from './render-newsletter-email';
import type { RenderedEmail } from '../../platform/mail/rendered-email';

/** The first newsletter email, once the address is confirmed. */
export function renderNewsletterWelcome(siteUrl: string, unsubscribeUrl: string): RenderedEmail {
  return renderNewsletterEmail(
    "You're subscribed to our newsletter",
    [
      { kind: 'heading', text: "You're subscribed" },
      {
        kind: 'paragraph',
        text: 'Thank you for confirming. Market insights, new opportunities and investment analysis for Ghana will come straight to your inbox.',
      },
      { kind: 'links', links: [{ text: 'Read our latest articles', href: new URL('/blog', siteUrl).toString() }] },
    ],
    unsubscribeUrl,
  );
}
