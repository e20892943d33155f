import { followLink } from '../router';
import { PagedListSection } from '../ui/PagedListSection';
import { ScreenHeader } from '../ui/ScreenHeader';
import { NEW_CAMPAIGN_PATH } from './campaign-address';
import { CampaignRow } from './CampaignRow';
import { useCampaignPages } from './useCampaignPages';

const FETCH_ERROR = 'Failed to fetch the campaigns';

/** Every campaign, newest first, paged as the other lists are, and the way to write a new one. */
export function CampaignList() {
  const pages = useCampaignPages();
  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader title="Newsletter Campaigns" subtitle="Emails to every confirmed subscriber of the newsletter.">
        <a href={NEW_CAMPAIGN_PATH} onClick={followLink} className="btn btn-primary">
          New campaign
        </a>
      </ScreenHeader>
      <PagedListSection
        title="Campaigns"
        pages={pages}
        loadingText="Loading campaigns..."
        fetchError={FETCH_ERROR}
        emptyText="No campaigns yet."
      >
        {(campaign) => <CampaignRow key={campaign.id} campaign={campaign} />}
      </PagedListSection>
    </div>
  );
}
