import type { CampaignCounts, CampaignRecord } from '#contract/campaigns/campaigns-api';
import type { Campaign } from '../../platform/db/entities/Campaign';

/** A campaign as the API answers it: its content, its state and times, who wrote it and its counts. */
export function toCampaignRecord(campaign: Campaign, createdBy: string | null, counts: CampaignCounts): CampaignRecord {
  return {
    id: campaign.id,
    subject: campaign.subject,
    preheader: campaign.preheader,
    source: campaign.source,
    bodyMarkdown: campaign.bodyMarkdown,
    postId: campaign.postId,
    postContent: campaign.postContent,
    state: campaign.state,
    scheduledAt: campaign.scheduledAt?.toISOString() ?? null,
    startedAt: campaign.startedAt?.toISOString() ?? null,
    finishedAt: campaign.finishedAt?.toISOString() ?? null,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
    createdBy,
    counts,
  };
}
