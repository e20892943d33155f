import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';

/** What "Send a test email" sends: proof that SMTP_URL and MAIL_FROM work for this address. */
export function renderTestEmail(username: string, siteUrl: string): RenderedEmail {
  return renderBlocks('Test email from Your home in Ghana', [
    { kind: 'heading', text: 'Email alerts work' },
    {
      kind: 'paragraph',
      text: `${username} sent this test from the Notifications screen. Lead alerts and digests will reach this address.`,
    },
    { kind: 'links', links: [{ text: 'Open the back-office', href: new URL('/admin', siteUrl).toString() }] },
  ]);
}
