import { useId, useState, type FormEvent } from 'react';
import type { AdminUser } from '#contract/admin-users/admin-users-api';
import { toast } from '../../lib/toast-store';
import { AwaySwitch } from '../availability/AwaySwitch';
import { useWorkingHoursForm } from '../availability/useWorkingHoursForm';
import { WorkingHoursEditor } from '../availability/WorkingHoursEditor';
import { hoursToSend } from '../availability/working-hours-edit';
import { toastApiError } from '../lib/toast-api-error';
import { Modal } from '../ui/Modal';
import { useSaveUserAvailability } from './useSaveUserAvailability';

/** An admin sets anyone's working hours and Away switch, with the editor each user has on their Account screen. */
export function AvailabilityDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const stored = user.availability;
  const hours = useWorkingHoursForm(stored.workingHours);
  const [away, setAway] = useState(stored.away);
  const save = useSaveUserAvailability();
  const titleId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || !hours.check()) return;
    try {
      await save.mutateAsync({ userId: user.id, availability: { workingHours: hoursToSend(hours.periods), away } });
      toast({ title: 'Availability saved', description: `Leads are routed to ${user.username} as set.` });
      onClose();
    } catch (error) {
      toastApiError('Error saving availability', error);
      hours.refused(error);
    }
  }

  return (
    <Modal role="dialog" labelledBy={titleId} onClose={onClose} closable={!save.isPending}>
      <h2 id={titleId} className="text-xl font-bold">
        Availability of {user.username}
      </h2>
      <form noValidate onSubmit={submit} aria-busy={save.isPending} className="mt-2">
        <AwaySwitch checked={away} onChange={setAway} disabled={save.isPending} who={user.username} />
        <WorkingHoursEditor
          periods={hours.periods}
          onChange={hours.change}
          problems={hours.problems}
          disabled={save.isPending}
        />
        <div className="flex flex-col-reverse gap-3 pt-4 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-sm btn-outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-sm btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save availability'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
