import { useQuery } from '@tanstack/react-query';
import type { CampaignRecord, CampaignState } from '#contract/campaigns/campaigns-api';
import { apiGet } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** How often a campaign's counts are read again while its emails go out. */
export const LIVE_COUNTS_MS = 2000;

/** The states whose counts move: read again every LIVE_COUNTS_MS until it is sent or cancelled. */
export function countsMove(state: CampaignState): boolean {
  return state === 'sending' || state === 'paused';
}

/** GET /api/campaigns/{id}: the campaign and its counts as of now. */
export function useCampaign(campaignId: number) {
  return useQuery({
    queryKey: QUERY_KEYS.campaign(campaignId),
    queryFn: () => apiGet<{ campaign: CampaignRecord }>(`/api/campaigns/${campaignId}`),
    select: (answer) => answer.campaign,
    refetchInterval: (query) => {
      const state = query.state.data?.campaign.state;
      return state && countsMove(state) ? LIVE_COUNTS_MS : false;
    },
  });
}
