import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import { staffTime } from '../../platform/mail/staff-time';

/** The alert to staff who asked to hear about each new newsletter subscriber. */
export function renderSubscriberAlert(subscriber: NewsletterRecord, siteUrl: string): RenderedEmail {
  return renderBlocks(`New newsletter subscriber: ${subscriber.email}`, [
    { kind: 'heading', text: 'New newsletter subscriber' },
    {
      kind: 'rows',
      rows: [
        { label: 'Email Address', value: subscriber.email },
        { label: 'Subscribed', value: staffTime(subscriber.createdAt) },
      ],
    },
    { kind: 'links', links: [{ text: 'See all subscribers', href: new URL('/admin/newsletter', siteUrl).toString() }] },
  ]);
}
