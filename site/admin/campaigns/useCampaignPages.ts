import type { CampaignRecord } from '#contract/campaigns/campaigns-api';
import { QUERY_KEYS } from '../lib/query-keys';
import { usePagedRows } from '../lib/usePagedRows';

/** GET /api/campaigns, page by page, newest first. */
export function useCampaignPages() {
  return usePagedRows<'campaigns', CampaignRecord>(QUERY_KEYS.campaignPages, '/api/campaigns', 'campaigns', {});
}
