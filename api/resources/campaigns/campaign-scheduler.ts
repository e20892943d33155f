import { type DataSource, In, IsNull, LessThanOrEqual } from 'typeorm';
import { Campaign } from '../../platform/db/entities/Campaign';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { recordAudit } from '../../platform/db/record-audit';
import { HttpError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { jobCounts } from './campaign-counts';
import { campaignGroup } from './campaign-job';
import { type CampaignsService, THE_SCHEDULE } from './campaigns.service';

/**
 * The campaign worker's `onPoll`, at the app's clock (`now`): starts each scheduled campaign that is due, lets a
 * sending campaign's held jobs go (one handed back by a try that raced a resume), and ends each campaign with
 * nothing left queued: a sending one is Sent, a cancelled one finished, and their counts are kept on the row.
 * Every process polls; each step is a conditional change, so it happens once.
 */
export function campaignScheduler(
  dataSource: DataSource,
  campaigns: CampaignsService,
  { log, wake, now }: { log: Logger; wake: () => void; now?: () => Date },
): (pollTime: Date) => Promise<void> {
  const repository = dataSource.getRepository(Campaign);
  return async (pollTime) => {
    const instant = now?.() ?? pollTime;
    const due = await repository.find({
      select: { id: true },
      where: { state: 'scheduled', scheduledAt: LessThanOrEqual(instant) },
    });
    for (const { id } of due) {
      try {
        await dataSource.transaction((manager) => campaigns.start(manager, id, THE_SCHEDULE));
        wake();
      } catch (error) {
        // Another process started it first (409), or it was cancelled meanwhile.
        if (!(error instanceof HttpError))
          log({ level: 'error', msg: 'scheduled campaign did not start', id, error: String(error) });
      }
    }
    const open = await repository.find({ where: { state: In(['sending', 'cancelled']), finishedAt: IsNull() } });
    for (const campaign of open) {
      const group = campaignGroup(campaign.id);
      if (campaign.state === 'sending') await releaseHeld(dataSource, campaign.id);
      const queued = await dataSource
        .getRepository(OutboxJob)
        .existsBy({ groupKey: group, state: In(['pending', 'held']) });
      if (!queued) await finish(dataSource, campaign, instant);
    }
  };
}

/** A sending campaign's held jobs go back in the queue, only while it is still sending (not paused since). */
async function releaseHeld(dataSource: DataSource, campaignId: number): Promise<void> {
  await dataSource
    .createQueryBuilder()
    .update(OutboxJob)
    .set({ state: 'pending' })
    .where('groupKey = :group AND state = :held', { group: campaignGroup(campaignId), held: 'held' })
    .andWhere('EXISTS (SELECT 1 FROM "campaigns" WHERE "id" = :campaignId AND "state" = :sending)', {
      campaignId,
      sending: 'sending',
    })
    .execute();
}

/** Ends a campaign whose every job has ended, keeping its counts on its row (the outbox forgets in 30 days). */
async function finish(dataSource: DataSource, campaign: Campaign, at: Date): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const counts = await jobCounts(manager, campaign.id);
    const { affected } = await manager.getRepository(Campaign).update(
      { id: campaign.id, state: campaign.state, finishedAt: IsNull() },
      {
        state: campaign.state === 'sending' ? 'sent' : 'cancelled',
        finishedAt: at,
        sentCount: counts.sent,
        skippedCount: counts.skipped,
        failedCount: counts.failed,
        bouncedCount: counts.bounced,
      },
    );
    if (affected && campaign.state === 'sending')
      await recordAudit(manager, THE_SCHEDULE, 'campaign.finished', { campaignId: campaign.id, ...counts });
  });
}
