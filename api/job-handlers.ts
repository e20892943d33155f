import type { NotificationEvent } from '#contract/notifications/notifications-api';
import type { Logger } from './platform/logger';
import type { MailDelivery } from './platform/mail/email-job';
import type { Mailer } from './platform/mail/mailer';
import type { SendRate } from './platform/mail/send-rate';
import { sendEmailJob } from './platform/mail/send-email-job';
import type { EventOutbox } from './platform/outbox/event-outbox';
import type { JobHandlers } from './platform/outbox/outbox-worker';
import { createWebhookJobHandler } from './platform/webhooks/webhook-job-handler';
import { digestEmails, planDigest } from './resources/digest';
import { assignmentEmails } from './resources/leads';
import { newsletterEmails, type NewsletterTokens } from './resources/newsletter';
import { alertEmails, planEvent } from './resources/notifications';
import { type PasswordResetTokens, resetEmails } from './resources/passwords';
import { chaseEmails, chaseJobHandler } from './resources/routing';
import { campaignTestEmails, type PreparedEmails } from './resources/campaigns';

/** What delivering needs: where to send from and to, and how. */
export interface DeliveryContext extends MailDelivery {
  /** The pooled transport campaigns are sent through; undefined when SMTP_URL is not set. */
  bulkMailer: Mailer | undefined;
  /** The relay's rate cap (MAIL_RATE_PER_SECOND), which every email counts against. */
  sendRate: SendRate;
  ratePerSecond: number | undefined;
  /** Campaign emails handed to the relay at once (MAIL_CONCURRENCY). */
  mailConcurrency: number;
  /** Signs the newsletter's confirm and unsubscribe links; the newsletter service checks them. */
  newsletterTokens: NewsletterTokens;
  /** Signs "Forgot your password?" links; the passwords service checks them. */
  passwordResetTokens: PasswordResetTokens;
  /** Webhook addresses are checked in production only (tests use a loopback receiver). */
  nodeEnv: string;
  log: Logger;
}

/**
 * The worker's handler for each kind of job, and the renderer of each kind of email: the features, wired in. A
 * chase writes its moves' emails itself (`events`), at the app's clock (`now`).
 */
export function createJobHandlers(
  context: DeliveryContext,
  { events, now, campaignEmails }: { events: EventOutbox; now?: () => Date; campaignEmails: PreparedEmails },
): JobHandlers {
  const emails = {
    ...alertEmails(context),
    ...digestEmails(context.siteUrl),
    ...assignmentEmails(context.siteUrl),
    ...newsletterEmails(context.siteUrl, context.newsletterTokens),
    ...resetEmails(context.siteUrl, context.passwordResetTokens),
    ...chaseEmails(context.siteUrl),
    ...campaignTestEmails(context.siteUrl, campaignEmails),
  };
  return {
    event: (job, shared) =>
      planEvent(
        context.dataSource.manager,
        job.payload as NotificationEvent,
        { emailEnabled: context.mailer !== undefined },
        shared,
      ),
    webhook: createWebhookJobHandler(context),
    email: sendEmailJob(context, emails),
    digest: planDigest(context),
    chase: chaseJobHandler(context.dataSource, events, { emailEnabled: context.mailer !== undefined, now }),
  };
}
