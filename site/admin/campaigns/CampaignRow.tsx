import type { CampaignRecord } from '#contract/campaigns/campaigns-api';
import { formatCount } from '../lib/format';
import { followLink } from '../router';
import { campaignPath } from './campaign-address';
import { campaignWhen } from './campaign-when';
import { CampaignStateBadge } from './CampaignStateBadge';

/** One campaign in the list: its subject (a link to it), state, when, and how many were sent once it started. */
export function CampaignRow({ campaign }: { campaign: CampaignRecord }) {
  const { recipients, sent } = campaign.counts;
  const started = campaign.state !== 'draft' && campaign.state !== 'scheduled';
  return (
    // tabIndex -1: focus lands here on the first row a "Load more" added.
    <li tabIndex={-1} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <div className="min-w-0 flex-1">
        <a
          href={campaignPath(campaign.id)}
          onClick={followLink}
          className="inline-flex min-h-11 items-center font-semibold break-words text-brand-800 underline-offset-2 hover:underline sm:min-h-0"
        >
          {campaign.subject}
        </a>
        <p className="text-sm text-slate-700">{campaignWhen(campaign)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <CampaignStateBadge state={campaign.state} size="sm" />
        {started && (
          <span className="text-sm text-slate-700 tabular-nums">
            {formatCount(sent)} of {formatCount(recipients)} sent
          </span>
        )}
      </div>
    </li>
  );
}
