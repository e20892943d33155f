import { useState } from 'react';
import type { CampaignRecord } from '#contract/campaigns/campaigns-api';
import { formatCount, formatDateTime } from '../lib/format';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ScreenHeader } from '../ui/ScreenHeader';
import { StatCard } from '../ui/StatCard';
import { formOf } from './campaign-form';
import { CampaignPreviewPanel } from './CampaignPreviewPanel';
import { CampaignStateBadge } from './CampaignStateBadge';
import { ProgressBar } from './ProgressBar';
import { useCampaignSteps } from './useCampaignSteps';

/** The counts in the order a reader follows them: where every recipient's email is. */
const COUNTS = [
  ['recipients', 'Recipients'],
  ['queued', 'Queued'],
  ['sent', 'Sent'],
  ['skipped', 'Skipped'],
  ['failed', 'Failed'],
  ['bounced', 'Bounced'],
  ['unsubscribedSince', 'Unsubscribed since'],
] as const;

/**
 * A campaign that has started: its counts (read again every 2 seconds while it sends or is paused), how far it
 * has gone, and Pause, Resume or Cancel as its state allows; then what it sent.
 */
export function CampaignProgress({ campaign }: { campaign: CampaignRecord }) {
  const { counts, state } = campaign;
  const steps = useCampaignSteps(campaign.id);
  const [askingCancel, setAskingCancel] = useState(false);
  const moving = state === 'sending' || state === 'paused';

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ScreenHeader
        title={campaign.subject}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <CampaignStateBadge state={state} size="sm" />
            <span>
              {campaign.startedAt && `Started ${formatDateTime(campaign.startedAt)}`}
              {campaign.finishedAt &&
                ` · ${state === 'sent' ? 'Finished' : 'Cancelled'} ${formatDateTime(campaign.finishedAt)}`}
            </span>
          </span>
        }
      >
        {moving && (
          <div className="flex flex-wrap gap-2">
            {state === 'sending' ? (
              <button type="button" className="btn btn-sm btn-outline" disabled={steps.busy} onClick={steps.pause}>
                Pause
              </button>
            ) : (
              <button type="button" className="btn btn-sm btn-primary" disabled={steps.busy} onClick={steps.resume}>
                Resume
              </button>
            )}
            <button
              type="button"
              className="btn btn-sm border-2 border-red-700 bg-white text-red-700 hover:bg-red-50"
              disabled={steps.busy}
              onClick={() => setAskingCancel(true)}
            >
              Cancel campaign
            </button>
          </div>
        )}
      </ScreenHeader>
      <ProgressBar label="Sent" value={counts.sent} max={counts.recipients} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {COUNTS.map(([field, label]) => (
          <StatCard key={field} label={label} value={formatCount(counts[field])} />
        ))}
      </div>
      <p className="text-sm text-slate-700">
        Skipped: unsubscribed or bounced after the start. Failed: the mail server kept refusing, or the campaign was
        cancelled first. Bounced: refused for good; later campaigns leave the address out.
      </p>
      <CampaignPreviewPanel input={formOf(campaign)} />
      {askingCancel && (
        <ConfirmDialog
          title="Cancel campaign"
          message="Stop sending this campaign? Emails not sent yet will not be sent; what was sent stays sent."
          confirmLabel="Stop sending"
          busy={steps.busy}
          onConfirm={() => void steps.cancel().finally(() => setAskingCancel(false))}
          onClose={() => setAskingCancel(false)}
        />
      )}
    </div>
  );
}
