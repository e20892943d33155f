import type { JobHandler } from '../outbox/outbox-worker';
import { PermanentJobError } from '../outbox/permanent-job-error';
import type { DeliveryContext } from '../../job-handlers';
import type { EmailJob } from './email-job';
import { renderEmail } from './render-email';
import { NewsletterLinks } from '../../resources/newsletter/newsletter-links';
import { isPermanentRejection } from './is-permanent-rejection';
import { jobMessageId } from './message-id';
import { supportAddress } from './support-address';
import { stillTheirLead } from '../../resources/leads/still-their-lead';
import { AdminUser } from '../db/entities/AdminUser';

/**
 * The `email` job handler: renders the message when it is sent and hands it to the SMTP relay.
 * A failure is retried by the worker, except a permanent refusal of the recipient; every try sends
 * the same Message-ID (jobMessageId). An assignment email whose lead is no longer the recipient's is
 * done without sending (stillTheirLead).
 */
export function sendEmailJob(context: DeliveryContext): JobHandler {
  const newsletterLinks = new NewsletterLinks(context.siteUrl, context.newsletterTokens);
  return async (job) => {
    if (!context.mailer) throw new Error('SMTP_URL is not set: the email waits until it is');
    const email = job.payload as EmailJob;
    if (email.message === 'lead-assigned' && !(await stillTheirLead(context.dataSource.manager, email.to, email.assignment))) return;
    // A reset link whose account is gone, or whose password or address has changed since, would not work: it is not sent.
    if (email.message === 'password-reset' && !(await context.dataSource.manager.existsBy(AdminUser, { id: email.reset.userId, credentialsVersion: email.reset.credentialsVersion, email: email.to }))) return;
    const support = email.message === 'visitor-confirmation' ? await supportAddress(context.dataSource.manager, context.mailFrom) : context.mailFrom;
    const message = renderEmail(email, { siteUrl: context.siteUrl, supportAddress: support, newsletterLinks, passwordResetTokens: context.passwordResetTokens });
    try {
      await context.mailer.sendMail({ from: context.mailFrom, to: email.to, ...message, messageId: jobMessageId(job, context.siteUrl) });
    } catch (error) {
      if (isPermanentRejection(error)) throw new PermanentJobError((error as Error).message);
      throw error;
    }
  };
}
