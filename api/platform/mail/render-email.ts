import type { EmailJob } from './email-job';
import { renderDigest } from '../../resources/digest/render-digest';
import { renderLeadAlert } from '../../resources/notifications/render-lead-alert';
import { renderLeadAssigned } from '../../resources/leads/render-lead-assigned';
import type { NewsletterLinks } from '../../resources/newsletter/newsletter-links';
import { renderNewsletterConfirmation } from '../../resources/newsletter/render-newsletter-confirmation';
import { renderNewsletterWelcome } from '../../resources/newsletter/render-newsletter-welcome';
import { renderSubscriberAlert } from '../../resources/notifications/render-subscriber-alert';
import { renderVisitorConfirmation } from '../../resources/notifications/render-visitor-confirmation';
import type { RenderedEmail } from './rendered-email';
import { renderPasswordReset } from '../../resources/passwords/render-password-reset';
import { RESET_LINK_MINUTES, type PasswordResetTokens } from '../../resources/passwords/password-reset-tokens';

/** What a message needs besides its job: where links point, and where a visitor's reply goes. */
export interface RenderContext {
  siteUrl: string;
  supportAddress: string;
  /** Signs the newsletter's confirm and unsubscribe links as the email is sent. */
  newsletterLinks: NewsletterLinks;
  /** Signs the password reset links as the email is sent. */
  passwordResetTokens: PasswordResetTokens;
}

/** The message an email job sends. */
export function renderEmail(job: EmailJob, context: RenderContext): RenderedEmail {
  switch (job.message) {
    case 'lead-alert':
      return renderLeadAlert(job.event.lead, context.siteUrl);
    case 'visitor-confirmation':
      return renderVisitorConfirmation(job.event.lead, context.supportAddress);
    case 'subscriber-alert':
      return renderSubscriberAlert(job.event.subscriber, context.siteUrl);
    case 'newsletter-confirmation':
      return renderNewsletterConfirmation(job.to, context.newsletterLinks.confirm(job.subscriberId, job.to));
    case 'newsletter-welcome':
      return renderNewsletterWelcome(context.siteUrl, context.newsletterLinks.unsubscribe(job.subscriberId, job.to));
    case 'digest':
      return renderDigest(job.digest, context.siteUrl);
    case 'lead-assigned':
      return renderLeadAssigned(job.assignment, context.siteUrl);
    case 'password-reset': {
      const link = new URL('/admin/reset-password', context.siteUrl);
      link.searchParams.set('token', context.passwordResetTokens.sign({ ...job.reset, email: job.to }));
      return renderPasswordReset(job.reset.username, link.toString(), RESET_LINK_MINUTES);
    }
  }
}
