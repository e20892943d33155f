import { type DataSource, In } from 'typeorm';
import { Campaign } from '../../platform/db/entities/Campaign';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { isPermanentRejection } from '../../platform/mail/is-permanent-rejection';
import type { Mailer } from '../../platform/mail/mailer';
import { jobMessageId } from '../../platform/mail/message-id';
import type { SendRate } from '../../platform/mail/send-rate';
import type { ClaimedJob } from '../../platform/outbox/claim-due-jobs';
import type { JobHandler } from '../../platform/outbox/outbox-worker';
import { PermanentJobError } from '../../platform/outbox/permanent-job-error';
import type { NewsletterLinks } from '../newsletter';
import type { CampaignJob } from './campaign-job';
import type { PreparedEmails } from './prepared-emails';

export interface CampaignSending {
  dataSource: DataSource;
  /** The pooled transport of bulk mail (createBulkMailer). */
  mailer: Mailer;
  mailFrom: string;
  siteUrl: string;
  links: NewsletterLinks;
  prepared: PreparedEmails;
  sendRate: SendRate;
}

/**
 * The `campaign` job: one campaign's email to one subscriber. Sent only while the campaign is sending and the
 * subscriber is still Active and not bounced (else `skipped`, or `cancelled`); a paused campaign's job is handed
 * back (held, its try not counted). The Message-ID is the job's, so a copy sent again after a crash is the same
 * message. A relay's 5xx for the address marks the subscriber bounced; a 4xx is retried with backoff.
 */
export function campaignJobHandler(sending: CampaignSending): JobHandler {
  const { dataSource, mailer, links, prepared, sendRate } = sending;
  const list = listHeaders(sending.siteUrl);
  return async (job, shared) => {
    const { campaignId, subscriberId } = job.payload as CampaignJob;
    const campaign = await shared.get(`campaign:${campaignId}`, () =>
      dataSource.getRepository(Campaign).findOneBy({ id: campaignId }),
    );
    if (!campaign || campaign.state === 'cancelled') return { result: 'cancelled' };
    if (campaign.state === 'paused') return holdUntilResumed(dataSource, job);
    const recipients = await shared.get('campaign recipients', () => batchRecipients(dataSource, shared.jobs));
    const subscriber = recipients.get(subscriberId);
    if (!subscriber || subscriber.state !== 'active' || subscriber.bouncedAt) return { result: 'skipped' };
    const unsubscribeUrl = links.unsubscribe(subscriber.id, subscriber.email);
    const email = (await prepared.get(campaign))(unsubscribeUrl);
    await sendRate.take();
    try {
      await mailer.sendMail({
        from: sending.mailFrom,
        to: subscriber.email,
        ...email,
        headers: {
          ...email.headers,
          ...list,
          // RFC 8058: a mail client's one click POSTs to the link, which unsubscribes without a page.
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        messageId: jobMessageId(job, sending.siteUrl),
      });
    } catch (error) {
      if (!isPermanentRejection(error)) throw error;
      await dataSource.getRepository(NewsletterSubscriber).update({ id: subscriber.id }, { bouncedAt: new Date() });
      throw new PermanentJobError((error as Error).message, 'bounced');
    }
    return { result: 'sent' };
  };
}

type Recipient = Pick<NewsletterSubscriber, 'id' | 'email' | 'state' | 'bouncedAt'>;

/**
 * The subscribers of a claimed batch's campaign jobs, read in one statement as the batch starts (its jobs all
 * start together, so each is read as fresh as a lookup of its own would be): one query a batch, not one a job.
 */
async function batchRecipients(dataSource: DataSource, jobs: readonly ClaimedJob[]): Promise<Map<number, Recipient>> {
  const ids = jobs.filter((job) => job.kind === 'campaign').map((job) => (job.payload as CampaignJob).subscriberId);
  if (ids.length === 0) return new Map();
  const rows = await dataSource.getRepository(NewsletterSubscriber).find({
    select: { id: true, email: true, state: true, bouncedAt: true },
    where: { id: In(ids) },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/** RFC 2919's List-Id: the newsletter's one name at the site's host, whatever the campaign. */
function listHeaders(siteUrl: string): Record<string, string> {
  return { 'List-Id': `Your home in Ghana newsletter <newsletter.${new URL(siteUrl).hostname}>` };
}

/**
 * A job claimed just before its campaign was paused goes back with the rest (held), its claim's try not counted,
 * while this process still holds it; its outcome then finds it no longer pending and writes nothing.
 */
async function holdUntilResumed(dataSource: DataSource, job: ClaimedJob): Promise<void> {
  await dataSource
    .createQueryBuilder()
    .update(OutboxJob)
    .set({ state: 'held', lockedUntil: null, attempts: () => '"attempts" - 1' })
    .where({ id: job.id, state: 'pending', lockedUntil: job.lockedUntil })
    .execute();
}
