import type { EntityManager } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import type { Lead } from '../../platform/db/entities/Lead';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import { insertRow } from '../../platform/db/insert-row';
import type { Actor } from '../../platform/db/record-audit';
import type { LeadFollowUpUpdate } from '#contract/follow-ups/follow-up-api';
import { HttpError, validationFailed } from '../../platform/errors';
import type { LeadAssignedEmail } from './assignment-emails';
import { nextStepColumns, type NextStepColumns, nextStepZone } from './next-step-input';
import { nextStepOf } from './leads.presenter';

/** What a follow-up update changes on the lead, and the email to its new owner, if one is due. */
export interface FollowUpChange {
  set: Partial<Pick<Lead, 'assignedToId'> & NextStepColumns>;
  emails: LeadAssignedEmail[];
}

const noSuchUser = () => validationFailed({ assignedToId: 'There is no such user. Choose someone from the list.' });

/**
 * The user, or null. The new owner's row is share-locked on PostgreSQL (`lock`): a deletion of that account running
 * at the same time then waits for this assignment and unassigns the lead too, or has deleted it first and this finds
 * no one (400), so no lead is left owned by an account that is gone. SQLite runs one writer at a time anyway.
 */
async function userOf(manager: EntityManager, id: number | null, lock = false): Promise<AdminUser | null> {
  if (id === null) return null;
  const query = manager
    .getRepository(AdminUser)
    .createQueryBuilder('user')
    .select(['user.id', 'user.username', 'user.email'])
    .where('user.id = :id', { id });
  if (lock) rowLocks.forShare(query);
  return query.getOne();
}

/**
 * Applies the owner and next-step parts of a lead update in the caller's transaction, on the lead
 * as locked for the update: a real change of owner is recorded in `lead_assignment_changes` (by name, as the
 * timeline shows it) and answers an email for the new owner when they have an address and did not assign the
 * lead to themselves. An unknown user is a 400 naming `assignedToId`, and nothing is written.
 */
export async function applyFollowUp(
  manager: EntityManager,
  lead: Lead,
  update: LeadFollowUpUpdate,
  actor: Actor,
  now: Date,
): Promise<FollowUpChange> {
  // An erased person's lead is nobody's and has nothing next: clearing either stays allowed.
  if (lead.erasedAt && ((update.assignedToId ?? null) !== null || (update.nextStep ?? null) !== null)) {
    throw new HttpError(409, 'lead_erased', "This person's details were erased: the lead is no longer worked.");
  }
  const change: FollowUpChange = { set: {}, emails: [] };
  if (update.nextStep !== undefined) {
    const columns = nextStepColumns(update.nextStep, nextStepZone(update.nextStep, lead.timeZone, now));
    const same =
      columns.nextStepAt?.getTime() === lead.nextStepAt?.getTime() &&
      columns.nextStepHasTime === lead.nextStepHasTime &&
      columns.nextStepText === lead.nextStepText;
    if (!same) change.set = { ...columns };
  }
  const to = update.assignedToId;
  // The same owner again is no change: nothing recorded, nobody mailed.
  if (to === undefined || to === lead.assignedToId) return change;
  const [owner, previous] = await Promise.all([userOf(manager, to, true), userOf(manager, lead.assignedToId)]);
  if (to !== null && !owner) throw noSuchUser();
  change.set.assignedToId = to;
  await insertRow(manager, LeadAssignmentChange, {
    leadId: lead.id,
    fromName: previous?.username ?? '',
    toName: owner?.username ?? '',
    fromUserId: previous?.id ?? null,
    toUserId: owner?.id ?? null,
    reason: 'manual',
    changedAt: now,
    changedById: actor.id,
    changedByName: actor.username,
  });
  if (owner?.email && owner.id !== actor.id) {
    const nextStep = nextStepOf({ ...lead, ...change.set });
    const assignment = {
      occurredAt: now.toISOString(),
      lead: { id: lead.id, type: lead.type, name: lead.name },
      assignedBy: actor.username,
      nextStep,
    };
    change.emails.push({ message: 'lead-assigned', to: owner.email, assignment });
  }
  return change;
}
