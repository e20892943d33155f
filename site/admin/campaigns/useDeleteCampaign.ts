import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignRecord } from '#contract/campaigns/campaigns-api';
import { apiSend } from '../lib/admin-api';
import { removePagedRow } from '../lib/paged-cache';
import { QUERY_KEYS } from '../lib/query-keys';
import { refreshOnConflict } from './campaign-cache';

/** DELETE /api/campaigns/{id} (a draft or a scheduled one): it leaves the loaded list and the cache. */
export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) => apiSend('DELETE', `/api/campaigns/${campaignId}`),
    onSuccess: async (_answer, campaignId) => {
      client.removeQueries({ queryKey: QUERY_KEYS.campaign(campaignId) });
      await removePagedRow<'campaigns', CampaignRecord>(client, QUERY_KEYS.campaignPages, 'campaigns', campaignId);
    },
    onError: (error, campaignId) => refreshOnConflict(client, campaignId, error),
  });
}
