import { renderBlocks } from '../../platform/mail/render-blocks';
import type { RenderedEmail } from '../../platform/mail/rendered-email';

/** The "Forgot your password?" email: the link that lets the account's owner choose a new password. */
export function renderPasswordReset(username: string, link: string, minutes: number): RenderedEmail {
  return renderBlocks('Choose a new password for Your home in Ghana', [
    { kind: 'heading', text: 'Choose a new password' },
    {
      kind: 'paragraph',
      text: `Someone asked to reset the password of the back-office account ${username}. If it was you, choose a new one with this link within ${minutes} minutes. It works once.`,
    },
    { kind: 'links', links: [{ text: 'Choose a new password', href: link }] },
    { kind: 'paragraph', text: 'If it was not you, ignore this email: your password stays as it is.' },
  ]);
}
