import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../lib/admin-api';
import { refreshOnConflict } from './campaign-cache';

/** POST /api/campaigns/{id}/test: the email, as a subscriber gets it, to the signed-in user's own address. */
export function useSendCampaignTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) => apiSend<{ sentTo: string }>('POST', `/api/campaigns/${campaignId}/test`),
    onError: (error, campaignId) => refreshOnConflict(client, campaignId, error),
  });
}
