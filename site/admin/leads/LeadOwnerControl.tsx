import type { LeadRecord } from '#contract/leads/leads-api';
import { useSession } from '../lib/session';
import { Select } from '../ui/Select';
import { useStaff } from './useStaff';
import type { FollowUpSave } from './useSaveFollowUp';

/** A card's owner: an "Assigned to" select (Unassigned and every staff user) and "Assign to me". */
export function LeadOwnerControl({ lead, update }: { lead: LeadRecord; update: FollowUpSave }) {
  const auth = useSession();
  const me = auth.status === 'authenticated' ? auth.user : null;
  const { data: staff = [] } = useStaff({ refresh: false });
  const owner = lead.assignedTo;
  // The owner is offered even before the staff list arrives, so the select never shows someone else.
  const people = owner && !staff.some((member) => member.id === owner.id) ? [owner, ...staff] : staff;
  const options = [
    ['', 'Unassigned'],
    ...people.map((member) => [String(member.id), member.username] as const),
  ] as const;

  const assign = (id: number | null, done: string) => void update.save({ assignedToId: id }, done);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1">
        <Select
          label="Assigned to"
          value={owner ? String(owner.id) : ''}
          options={options}
          disabled={update.saving}
          onChange={(value) => {
            const member = people.find((person) => String(person.id) === value);
            assign(member ? member.id : null, member ? `Assigned to ${member.username}` : 'Lead unassigned');
          }}
        />
      </div>
      {me && owner?.id !== me.id && (
        <button
          type="button"
          disabled={update.saving}
          onClick={() => assign(me.id, 'Assigned to you')}
          aria-label={`Assign to me: ${lead.name}`}
          className="btn btn-sm btn-outline disabled:opacity-70"
        >
          Assign to me
        </button>
      )}
    </div>
  );
}
