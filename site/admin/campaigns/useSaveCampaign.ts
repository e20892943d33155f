import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignInput, CampaignRecord } from '#contract/campaigns/campaigns-api';
import { apiSend } from '../lib/admin-api';
import { keepCampaign, refreshOnConflict } from './campaign-cache';

/** POST /api/campaigns (a new draft) or PUT /api/campaigns/{id}; the stored campaign replaces the cached one. */
export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, input }: { campaignId: number | null; input: CampaignInput }) =>
      campaignId === null
        ? apiSend<{ campaign: CampaignRecord }>('POST', '/api/campaigns', input)
        : apiSend<{ campaign: CampaignRecord }>('PUT', `/api/campaigns/${campaignId}`, input),
    onSuccess: ({ campaign }) => keepCampaign(client, campaign),
    onError: (error, { campaignId }) => refreshOnConflict(client, campaignId, error),
  });
}
