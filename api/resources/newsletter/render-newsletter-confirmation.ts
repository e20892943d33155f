import { CONFIRM_TOKEN_DAYS } from './newsletter-tokens';
import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';

/**
 * The double opt-in's question to the address. Not a newsletter email: nothing to unsubscribe
 * from yet, and one who does nothing is never mailed again by it.
 */
export function renderNewsletterConfirmation(email: string, confirmUrl: string): RenderedEmail {
  return renderBlocks('Please confirm your newsletter subscription', [
    { kind: 'heading', text: 'Confirm your subscription' },
    {
      kind: 'paragraph',
      text: `Someone, hopefully you, asked for the Your home in Ghana newsletter to be sent to ${email}. Please confirm that this is your address:`,
    },
    { kind: 'links', links: [{ text: 'Yes, subscribe me', href: confirmUrl }] },
    {
      kind: 'paragraph',
      text: `This link works for ${CONFIRM_TOKEN_DAYS} days. If you did not ask for the newsletter, ignore this email and you will not hear from us.`,
    },
  ]);
}
