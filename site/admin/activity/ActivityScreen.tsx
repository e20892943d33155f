import { useId } from 'react';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { queryString } from '../lib/query-string';
import { DownloadLink } from '../ui/DownloadLink';
import { PagedListSection } from '../ui/PagedListSection';
import { ScreenHeader } from '../ui/ScreenHeader';
import { Select } from '../ui/Select';
import { useDebouncedInput } from '../ui/useDebouncedInput';
import { ACTION_OPTIONS, datesReversed } from './activity-view';
import { ActivityRow } from './ActivityRow';
import { useActivityPages } from './useActivityPages';
import { useActivityView } from './useActivityView';

const FETCH_ERROR = 'Failed to fetch activity';

/**
 * Activity (admins only): the audit trail, newest first, filtered by action, by who and by
 * days in Accra, paged, and exported as CSV with the same filters. The filters live in the address.
 */
export function ActivityScreen() {
  const { view, filters, change } = useActivityView();
  const [actorText, setActorText] = useDebouncedInput(view.actor, (actor) => change({ actor }));
  const reversed = datesReversed(view);
  // Dates the wrong way round are not asked for: no rows, not even the last filters'.
  const pages = useActivityPages(filters, !reversed);
  const { paged } = pages;
  const ids = { actor: useId(), from: useId(), to: useId(), dates: useId() };
  const narrowed = Object.keys(filters).length > 0;

  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader
        title="Activity"
        subtitle="Who signed in, changed accounts, settings and webhooks, exported lists or erased data, and when."
      >
        <div className="flex shrink-0 flex-wrap gap-2">
          <DownloadLink
            href={!reversed && paged?.total ? `/api/admin/activity/export.csv${queryString(filters)}` : null}
            className="btn btn-primary shrink-0 whitespace-nowrap"
          >
            Export CSV
          </DownloadLink>
          <DownloadLink
            href={!reversed && paged?.total ? `/api/admin/activity/export.xlsx${queryString(filters)}` : null}
            className="btn btn-outline shrink-0 whitespace-nowrap"
          >
            Export XLSX
          </DownloadLink>
        </div>
      </ScreenHeader>

      <div
        role="search"
        aria-label="Filter activity"
        className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Select label="Action" value={view.action} options={ACTION_OPTIONS} onChange={(action) => change({ action })} />
        <div className="min-w-0">
          <label htmlFor={ids.actor} className={LABEL_CLASS}>
            Who (user name)
          </label>
          <input
            id={ids.actor}
            value={actorText}
            onChange={(event) => setActorText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className={`${CONTROL_CLASS} mt-1`}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={ids.from} className={LABEL_CLASS}>
            From
          </label>
          <input
            id={ids.from}
            type="date"
            value={view.from}
            onChange={(event) => change({ from: event.target.value })}
            className={`${CONTROL_CLASS} mt-1`}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={ids.to} className={LABEL_CLASS}>
            To
          </label>
          <input
            id={ids.to}
            type="date"
            value={view.to}
            onChange={(event) => change({ to: event.target.value })}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? ids.dates : undefined}
            className={`${CONTROL_CLASS} mt-1`}
          />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">Days and times are in Accra (GMT).</p>
      {reversed && (
        <p id={ids.dates} role="alert" className="mt-2 text-sm font-medium text-red-800">
          The end date is before the start date.
        </p>
      )}

      <PagedListSection
        title="Entries"
        pages={pages}
        hidden={reversed}
        loadingText="Loading activity..."
        fetchError={FETCH_ERROR}
        emptyText={narrowed ? 'No activity matches these filters.' : 'No activity yet.'}
      >
        {(entry) => <ActivityRow key={entry.id} entry={entry} />}
      </PagedListSection>
    </div>
  );
}
