/**
 * Where the Campaigns screen is: its list at /admin/campaigns, a new campaign at `?new`, one campaign at
 * `?id=12`. The back-office pre-renders one page per route and its router matches whole paths, so a campaign
 * is named in the query string, as a lead is on its list (`?lead=12`), rather than in the path.
 */
export type CampaignView = { kind: 'list' } | { kind: 'new' } | { kind: 'campaign'; id: number };

export const CAMPAIGNS_PATH = '/admin/campaigns';
export const NEW_CAMPAIGN_PATH = `${CAMPAIGNS_PATH}?new`;

export function campaignPath(id: number): string {
  return `${CAMPAIGNS_PATH}?id=${id}`;
}

/** Reads the address's query string; a malformed id shows the list. */
export function parseCampaignView(search: string): CampaignView {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  if (id !== null && /^[1-9]\d{0,14}$/.test(id)) return { kind: 'campaign', id: Number(id) };
  if (params.has('new')) return { kind: 'new' };
  return { kind: 'list' };
}
