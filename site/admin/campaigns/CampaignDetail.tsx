import { useEffect, useRef, useState } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { CAMPAIGN_STATE_LABELS } from '#contract/campaigns/campaigns-api';
import { ApiError } from '../../lib/api-client';
import { QueryError } from '../ui/QueryError';
import { CampaignEditor } from './CampaignEditor';
import { CampaignProgress } from './CampaignProgress';
import { useCampaign } from './useCampaign';

/**
 * One campaign: edited while a draft or scheduled, followed once it has started. A change of state, by a button
 * here or by the server (the last email sent), is announced once, politely; the counts are not.
 */
export function CampaignDetail({ campaignId, currentUser }: { campaignId: number; currentUser: AdminUser }) {
  const campaign = useCampaign(campaignId);
  const state = campaign.data?.state;
  const lastState = useRef(state);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (state && lastState.current && state !== lastState.current)
      setAnnouncement(`The campaign is now ${CAMPAIGN_STATE_LABELS[state].toLowerCase()}.`);
    if (state) lastState.current = state;
  }, [state]);

  const gone = campaign.error instanceof ApiError && campaign.error.status === 404;
  return (
    <>
      {campaign.data ? (
        campaign.data.state === 'draft' || campaign.data.state === 'scheduled' ? (
          <CampaignEditor stored={campaign.data} currentUser={currentUser} />
        ) : (
          <CampaignProgress campaign={campaign.data} />
        )
      ) : campaign.isError ? (
        <div className="mx-auto max-w-5xl">
          <h1 tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
            {gone ? 'Campaign not found' : 'Campaign'}
          </h1>
          {gone ? (
            <p className="mt-2 text-slate-700">There is no campaign with this number: it may have been deleted.</p>
          ) : (
            <QueryError message="Failed to fetch the campaign" onRetry={campaign.refetch} />
          )}
        </div>
      ) : (
        <p role="status" className="py-10 text-center text-slate-700">
          Loading campaign...
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
