import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CampaignInput, CampaignPreview } from '#contract/campaigns/campaigns-api';
import { apiSend } from '../lib/admin-api';
import { QUERY_KEYS } from '../lib/query-keys';

/** How long typing pauses before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * POST /api/campaigns/preview with what is typed, once typing has paused; null (an input the server would
 * refuse) asks nothing. The last preview stays on screen, marked as updating, until the next one arrives.
 */
export function useCampaignPreview(input: CampaignInput | null) {
  const [settled, setSettled] = useState(input);
  const key = JSON.stringify(input);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as CampaignInput | null), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return useQuery({
    queryKey: QUERY_KEYS.campaignPreview(settled ?? {}),
    queryFn: () => apiSend<CampaignPreview>('POST', '/api/campaigns/preview', settled),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    // One answer per pause in typing: not worth keeping once off screen.
    gcTime: 60_000,
  });
}
