import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignRecord, SendCampaignInput } from '#contract/campaigns/campaigns-api';
import { apiSend } from '../lib/admin-api';
import { keepCampaign, refreshOnConflict } from './campaign-cache';

/** What moves a campaign from one state to another. */
export type CampaignStep =
  { step: 'send'; body: SendCampaignInput } | { step: 'pause' } | { step: 'resume' } | { step: 'cancel' };

/**
 * POST /api/campaigns/{id}/send (now, or `at` a time), /pause, /resume or /cancel; the campaign as it answers
 * replaces the cached one, so its page follows at once.
 */
export function useCampaignStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, ...step }: CampaignStep & { campaignId: number }) =>
      apiSend<{ campaign: CampaignRecord }>(
        'POST',
        `/api/campaigns/${campaignId}/${step.step}`,
        step.step === 'send' ? step.body : undefined,
      ),
    onSuccess: ({ campaign }) => keepCampaign(client, campaign),
    onError: (error, { campaignId }) => refreshOnConflict(client, campaignId, error),
  });
}
