import type { EntityManager } from 'typeorm';
import type { CampaignCounts } from '#contract/campaigns/campaigns-api';
import { Campaign } from '../../platform/db/entities/Campaign';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { campaignGroup } from './campaign-job';

const NONE: CampaignCounts = {
  recipients: 0,
  queued: 0,
  sent: 0,
  skipped: 0,
  failed: 0,
  bounced: 0,
  unsubscribedSince: 0,
};

/** Where the recipients' emails are: from the outbox while the campaign sends, from its row once it has ended. */
export async function campaignCounts(manager: EntityManager, campaign: Campaign): Promise<CampaignCounts> {
  if (!campaign.startedAt) return NONE;
  const unsubscribedSince = await manager
    .getRepository(NewsletterSubscriber)
    .createQueryBuilder('subscriber')
    .where('subscriber.state = :state AND subscriber.unsubscribedAt >= :since', {
      state: 'unsubscribed',
      since: campaign.startedAt,
    })
    .getCount();
  const ended = campaign.finishedAt !== null;
  const jobs = ended ? undefined : await jobCounts(manager, campaign.id);
  return {
    recipients: campaign.recipients,
    unsubscribedSince,
    ...(jobs ?? {
      queued: 0,
      sent: campaign.sentCount,
      skipped: campaign.skippedCount,
      failed: campaign.failedCount,
      bounced: campaign.bouncedCount,
    }),
  };
}

/** The campaign's jobs by state and result: one pass over its group in the outbox's group index. */
export async function jobCounts(
  manager: EntityManager,
  campaignId: number,
): Promise<Pick<CampaignCounts, 'queued' | 'sent' | 'skipped' | 'failed' | 'bounced'>> {
  const rows: Array<{ state: OutboxJob['state']; result: string; count: string | number }> = await manager
    .getRepository(OutboxJob)
    .createQueryBuilder('job')
    .select('job.state', 'state')
    .addSelect('job.result', 'result')
    .addSelect('COUNT(*)', 'count')
    .where('job.groupKey = :group', { group: campaignGroup(campaignId) })
    .groupBy('job.state')
    .addGroupBy('job.result')
    .getRawMany();
  const counts = { queued: 0, sent: 0, skipped: 0, failed: 0, bounced: 0 };
  for (const { state, result, count } of rows) {
    const n = Number(count);
    if (state === 'pending' || state === 'held') counts.queued += n;
    else if (state === 'delivered') counts[result === 'sent' ? 'sent' : 'skipped'] += n;
    else if (result === 'bounced') counts.bounced += n;
    else counts.failed += n;
  }
  return counts;
}
