import { CALLING_HOURS } from '#contract/leads/calling-hours';
import { PagedListSection } from '../ui/PagedListSection';
import { ScreenHeader } from '../ui/ScreenHeader';
import { CallableLeadRow } from './CallableLeadRow';
import { useCallableNow } from './useCallableNow';

const FETCH_ERROR = 'Failed to fetch the leads to call';
const HOURS = `${String(CALLING_HOURS.from).padStart(2, '0')}:00 and ${CALLING_HOURS.to}:00`;
const UNKNOWN_ZONES = 'Leads whose phone number tells no time zone are not listed.';

/**
 * Callable now, for every user: their own open leads that want a call (no first touch yet, or a next step due)
 * and whose own time is within calling hours now, oldest first, each a tap from a call or a WhatsApp chat.
 */
export function CallableNowScreen() {
  const pages = useCallableNow();
  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader
        title="Callable now"
        subtitle={`Your open leads with no first touch yet or a next step due, where it is between ${HOURS} their time now. Oldest first.`}
      />
      <p className="mt-2 text-sm text-slate-700">{UNKNOWN_ZONES}</p>
      <PagedListSection
        title="To call"
        pages={pages}
        loadingText="Loading your leads to call..."
        fetchError={FETCH_ERROR}
        emptyText={`Nobody to call right now: none of your open leads without a first touch or with a next step due is between ${HOURS} their time. ${UNKNOWN_ZONES}`}
      >
        {(lead) => <CallableLeadRow key={lead.id} lead={lead} />}
      </PagedListSection>
    </div>
  );
}
