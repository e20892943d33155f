import { AdminUser } from '../../platform/db/entities/AdminUser';
import type { EmailRenderers } from '../../platform/mail/email-job';
import { type PasswordResetTokens, RESET_LINK_MINUTES } from './password-reset-tokens';
import { renderPasswordReset } from './render-password-reset';

/** "Forgot your password?": the link is signed as the email is sent, so no token is stored. */
export interface PasswordResetEmail {
  message: 'password-reset';
  to: string;
  reset: { userId: number; username: string; credentialsVersion: number; expiresAt: number };
}

/** How the reset email is rendered when the outbox sends it. */
export function resetEmails(siteUrl: string, tokens: PasswordResetTokens): EmailRenderers {
  return {
    'password-reset': async (job, manager) => {
      const { to, reset } = job as PasswordResetEmail;
      // A link whose account is gone, or whose password or address has changed since, would not work: not sent.
      const stillValid = await manager.existsBy(AdminUser, {
        id: reset.userId,
        credentialsVersion: reset.credentialsVersion,
        email: to,
      });
      if (!stillValid) return undefined;
      const link = new URL('/admin/reset-password', siteUrl);
      link.searchParams.set('token', tokens.sign({ ...reset, email: to }));
      return renderPasswordReset(reset.username, link.toString(), RESET_LINK_MINUTES);
    },
  };
}
