import type { LeadRecord } from '#contract/leads/leads-api';
import { LeadOwnerControl } from './LeadOwnerControl';
import { NextStepEditor } from './NextStepEditor';
import { useSaveFollowUp } from './useSaveFollowUp';

/** A card's follow-up: who owns the lead and what is to be done next. */
export function LeadFollowUp({ lead }: { lead: LeadRecord }) {
  const update = useSaveFollowUp(lead);
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <LeadOwnerControl lead={lead} update={update} />
      <NextStepEditor lead={lead} update={update} />
    </div>
  );
}
