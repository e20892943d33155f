import type { CampaignRecord } from '#contract/campaigns/campaigns-api';
import { formatDateTime } from '../lib/format';

/** The one moment that says where a campaign is: 'Scheduled for Dec 1, 2026, 09:00', 'Sent Dec 1, 2026, 09:12'. */
export function campaignWhen(campaign: CampaignRecord): string {
  const at = (iso: string | null) => (iso ? formatDateTime(iso) : '-');
  switch (campaign.state) {
    case 'draft':
      return `Edited ${at(campaign.updatedAt)}`;
    case 'scheduled':
      return `Scheduled for ${at(campaign.scheduledAt)}`;
    case 'sending':
    case 'paused':
      return `Started ${at(campaign.startedAt)}`;
    case 'sent':
      return `Sent ${at(campaign.finishedAt)}`;
    case 'cancelled':
      return `Cancelled ${at(campaign.finishedAt)}`;
  }
}
