import { describe, expect, it } from 'vitest';
import { campaignPath, NEW_CAMPAIGN_PATH, parseCampaignView } from './campaign-address';

describe('the Campaigns screen’s address', () => {
  it('names the list, a new campaign and one campaign, and reads them back', () => {
    expect(parseCampaignView('')).toEqual({ kind: 'list' });
    expect(parseCampaignView(new URL(NEW_CAMPAIGN_PATH, 'http://x').search)).toEqual({ kind: 'new' });
    expect(parseCampaignView(new URL(campaignPath(12), 'http://x').search)).toEqual({ kind: 'campaign', id: 12 });
  });

  it('shows the list for an id that is no id', () => {
    for (const search of ['?id=0', '?id=-3', '?id=1.5', '?id=abc', '?id=', `?id=${'9'.repeat(16)}`])
      expect(parseCampaignView(search), search).toEqual({ kind: 'list' });
  });
});
