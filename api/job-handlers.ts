import type { DataSource } from 'typeorm';
import type { NotificationEvent } from '@contract/notifications/notifications-api';
import type { Logger } from './platform/logger';
import type { Mailer } from './platform/mail/mailer';
import type { NewsletterTokens } from './resources/newsletter/newsletter-tokens';
import type { PasswordResetTokens } from './resources/passwords/password-reset-tokens';
import type { JobHandlers } from './platform/outbox/outbox-worker';
import { planEvent } from './resources/notifications/plan-event';
import { createWebhookJobHandler } from './platform/webhooks/webhook-job-handler';
import { sendEmailJob } from './platform/mail/send-email-job';
import { planDigest } from './resources/digest/plan-digest';

/** What delivering needs: where to send from and to, and how. */
export interface DeliveryContext {
  dataSource: DataSource;
  /** Undefined when SMTP_URL is not set: no email is planned or sent. */
  mailer: Mailer | undefined;
  mailFrom: string;
  /** SITE_URL, for links into the back-office. */
  siteUrl: string;
  /** Signs the newsletter's confirm and unsubscribe links (issue 12); the newsletter service checks them. */
  newsletterTokens: NewsletterTokens;
  /** Signs "Forgot your password?" links; the passwords service checks them. */
  passwordResetTokens: PasswordResetTokens;
  /** Webhook addresses are checked in production only (tests use a loopback receiver). */
  nodeEnv: string;
  log: Logger;
}

/** The worker's handler for each kind of job. */
export function createJobHandlers(context: DeliveryContext): JobHandlers {
  return {
    event: (job, shared) => planEvent(context.dataSource.manager, job.payload as NotificationEvent, { emailEnabled: context.mailer !== undefined }, shared),
    webhook: createWebhookJobHandler(context),
    email: sendEmailJob(context),
    digest: planDigest(context),
  };
}
