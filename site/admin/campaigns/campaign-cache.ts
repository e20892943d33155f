import type { QueryClient } from '@tanstack/react-query';
import type { CampaignRecord } from '#contract/campaigns/campaigns-api';
import { ApiError } from '../../lib/api-client';
import { refreshAdminQueries } from '../lib/admin-query-client';
import { QUERY_KEYS } from '../lib/query-keys';

/**
 * A campaign as a change answered it: shown at once on its own page (a read of its counts on its way is
 * dropped, as it may predate the change), and the list, whose states and counts it changes, is read again.
 */
export async function keepCampaign(client: QueryClient, campaign: CampaignRecord): Promise<void> {
  await client.cancelQueries({ queryKey: QUERY_KEYS.campaign(campaign.id) });
  client.setQueryData(QUERY_KEYS.campaign(campaign.id), { campaign });
  void refreshAdminQueries(client, QUERY_KEYS.campaignPages);
}

/**
 * A 409 says the campaign is no longer in the state the screen showed (it started on its schedule, someone
 * else sent or deleted it): it is read again, so the screen shows where it is now.
 */
export function refreshOnConflict(client: QueryClient, campaignId: number | null, error: unknown): void {
  if (campaignId !== null && error instanceof ApiError && error.status === 409)
    void refreshAdminQueries(client, QUERY_KEYS.campaign(campaignId));
}
