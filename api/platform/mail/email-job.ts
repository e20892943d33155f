import type { DataSource, EntityManager } from 'typeorm';
import type { Mailer } from './mailer';
import type { RenderedEmail } from './rendered-email';
import type { SendRate } from './send-rate';

/**
 * One email to one address, as the outbox keeps it: which message it is and what that message needs, fixed when it
 * was planned. It is rendered when it is sent, by the renderer registered for its `message`.
 */
export interface EmailJob {
  message: string;
  to: string;
}

/**
 * Renders one kind of email as it is sent; undefined when it is no longer to be sent (the lead it announces is
 * someone else's by now, say). Each feature registers its own when the app is composed.
 */
export type EmailRenderer = (
  job: EmailJob,
  manager: EntityManager,
) => RenderedEmail | undefined | Promise<RenderedEmail | undefined>;

/** The renderer of each kind of email, by its `message`. */
export type EmailRenderers = Record<string, EmailRenderer>;

/**
 * What sending needs: the database, the relay (undefined when SMTP_URL is not set), the From and the site's address.
 */
export interface MailDelivery {
  dataSource: DataSource;
  mailer: Mailer | undefined;
  mailFrom: string;
  /** SITE_URL, for links into the site and the back-office. */
  siteUrl: string;
  /** The relay's rate cap, shared with campaigns: these emails go at once and campaigns make room. */
  sendRate?: SendRate;
}
