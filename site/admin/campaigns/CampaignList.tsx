import { useRef } from 'react';
import { formatTotal } from '../lib/format';
import { followLink } from '../router';
import { ListSection } from '../ui/ListSection';
import { LoadMorePages } from '../ui/LoadMorePages';
import { ScreenHeader } from '../ui/ScreenHeader';
import { NEW_CAMPAIGN_PATH } from './campaign-address';
import { CampaignRow } from './CampaignRow';
import { useCampaignPages } from './useCampaignPages';

const FETCH_ERROR = 'Failed to fetch the campaigns';

/** Every campaign, newest first, paged as the other lists are, and the way to write a new one. */
export function CampaignList() {
  const { query, paged, loadMore } = useCampaignPages();
  const rowsRef = useRef<HTMLUListElement>(null);
  const shown = paged?.rows;
  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader title="Newsletter Campaigns" subtitle="Emails to every confirmed subscriber of the newsletter.">
        <a href={NEW_CAMPAIGN_PATH} onClick={followLink} className="btn btn-primary">
          New campaign
        </a>
      </ScreenHeader>
      <ListSection
        title="Campaigns"
        items={shown}
        total={paged && formatTotal(paged.total, paged.totalCapped)}
        isLoading={query.isLoading}
        loadingText="Loading campaigns..."
        failure={query.isError && !paged ? { message: FETCH_ERROR, onRetry: query.refetch } : undefined}
        emptyText="No campaigns yet."
        listRef={rowsRef}
        footer={
          <LoadMorePages
            query={query}
            onLoad={loadMore}
            failure={FETCH_ERROR}
            listRef={rowsRef}
            rowCount={shown?.length ?? 0}
          />
        }
      >
        {shown?.map((campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} />
        ))}
      </ListSection>
    </div>
  );
}
