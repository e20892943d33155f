import { useId, type FormEvent } from 'react';
import type { Availability } from '#contract/routing/working-hours';
import { toast } from '../../lib/toast-store';
import { AwaySwitch } from '../availability/AwaySwitch';
import { useOwnAvailability } from '../availability/useOwnAvailability';
import { useSaveOwnAvailability } from '../availability/useSaveOwnAvailability';
import { useWorkingHoursForm } from '../availability/useWorkingHoursForm';
import { WorkingHoursEditor } from '../availability/WorkingHoursEditor';
import { hoursToSend } from '../availability/working-hours-edit';
import { toastApiError } from '../lib/toast-api-error';
import { QueryError } from '../ui/QueryError';

/**
 * One's own working hours, which lead routing follows, and the Away switch, which saves as soon as it is turned
 * (with the hours as stored, not those being edited).
 */
export function WorkingHoursSection() {
  const query = useOwnAvailability();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink-900">
        Working hours
      </h2>
      <p className="mt-1 text-slate-700">New leads are routed to you only when you are available.</p>
      {query.isLoading && (
        <p role="status" className="mt-2 text-slate-700">
          Loading...
        </p>
      )}
      {query.error && !query.data && (
        <QueryError message="Failed to fetch your working hours" onRetry={query.refetch} />
      )}
      {query.data && <OwnAvailabilityForm stored={query.data} />}
    </section>
  );
}

function OwnAvailabilityForm({ stored }: { stored: Availability }) {
  // Two saves of one call: the switch's and the form's, each with its own pending state.
  const saveAway = useSaveOwnAvailability();
  const save = useSaveOwnAvailability();
  const hours = useWorkingHoursForm(stored.workingHours);
  // While the switch's change is on its way it shows what was asked; after, what the server kept.
  const away = saveAway.isPending ? saveAway.variables.away : stored.away;
  const busy = save.isPending || saveAway.isPending;

  function turnAway(on: boolean) {
    saveAway.mutate(
      { workingHours: stored.workingHours, away: on },
      { onError: (error) => toastApiError('Could not save the Away switch', error) },
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !hours.check()) return;
    try {
      const saved = await save.mutateAsync({ workingHours: hoursToSend(hours.periods), away: stored.away });
      hours.reset(saved.workingHours);
      toast({
        title: 'Working hours saved',
        description: saved.workingHours ? 'Leads are routed to you within these hours.' : 'You are always available.',
      });
    } catch (error) {
      toastApiError('Error saving working hours', error);
      hours.refused(error);
    }
  }

  return (
    <>
      <AwaySwitch checked={away} onChange={turnAway} disabled={busy} who="you" />
      <form noValidate onSubmit={submit} aria-label="Working hours" aria-busy={save.isPending} className="mt-2">
        <WorkingHoursEditor periods={hours.periods} onChange={hours.change} problems={hours.problems} />
        <button type="submit" className="btn btn-sm btn-primary mt-4" disabled={busy}>
          {save.isPending ? 'Saving...' : 'Save working hours'}
        </button>
      </form>
    </>
  );
}
