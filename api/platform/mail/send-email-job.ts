import type { JobHandler } from '../outbox/outbox-worker';
import { PermanentJobError } from '../outbox/permanent-job-error';
import type { EmailJob, EmailRenderers, MailDelivery } from './email-job';
import { isPermanentRejection } from './is-permanent-rejection';
import { jobMessageId } from './message-id';

/**
 * The `email` job handler: renders the message when it is sent and hands it to the SMTP relay. A failure is
 * retried by the worker, except a permanent refusal of the recipient; every try sends the same Message-ID
 * (jobMessageId). A message whose renderer says it is no longer to be sent is done without sending.
 */
export function sendEmailJob(delivery: MailDelivery, renderers: EmailRenderers): JobHandler {
  return async (job) => {
    if (!delivery.mailer) throw new Error('SMTP_URL is not set: the email waits until it is');
    const email = job.payload as EmailJob;
    // Own entries only: a stored message named like an Object method must find no renderer, not that method.
    const render = Object.hasOwn(renderers, email.message) ? renderers[email.message] : undefined;
    if (!render) throw new PermanentJobError(`No renderer for "${email.message}" emails`);
    const message = await render(email, delivery.dataSource.manager);
    if (!message) return;
    delivery.sendRate?.takeNow();
    try {
      await delivery.mailer.sendMail({
        from: delivery.mailFrom,
        to: email.to,
        ...message,
        messageId: jobMessageId(job, delivery.siteUrl),
      });
    } catch (error) {
      if (isPermanentRejection(error)) throw new PermanentJobError((error as Error).message);
      throw error;
    }
  };
}
