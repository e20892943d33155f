import type { EmailBlock } from '../../platform/mail/email-block';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';

/**
 * Every newsletter email goes out through here: its blocks end with a one-click unsubscribe link, and it
 * carries `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), which
 * Gmail and Yahoo require of bulk senders. A mail client's button POSTs to the same address.
 */
export function renderNewsletterEmail(subject: string, blocks: EmailBlock[], unsubscribeUrl: string): RenderedEmail {
  const rendered = renderBlocks(subject, [
    ...blocks,
    { kind: 'paragraph', text: 'You receive this email because you subscribed to the Your home in Ghana newsletter.' },
    { kind: 'links', links: [{ text: 'Unsubscribe', href: unsubscribeUrl }] },
  ]);
  return {
    ...rendered,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
