import { type EntityManager, In, Not } from 'typeorm';
import { LeadRecordChange } from '../../platform/db/entities/LeadRecordChange';
import type { ContactKeys } from '../../platform/db/contact-keys';
import { ERASED_MARKER } from './erasure';

/** The fields whose corrections hold a person's details. */
const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

/** The email keys and E.164 phones among these keys (the two never look alike: one has an @, the other a +). */
export function contactsOf(keys: ContactKeys[]): string[] {
  return [...new Set(keys.flatMap((key) => [key.emailKey, key.phoneE164]).filter((key) => key !== null))];
}

/** The corrections of these leads' name, email and phone, oldest first. */
export function correctionsOf(manager: EntityManager, leadIds: number[]): Promise<LeadRecordChange[]> {
  if (leadIds.length === 0) return Promise.resolve([]);
  return manager
    .getRepository(LeadRecordChange)
    .find({ where: { leadId: In(leadIds), field: In([...CONTACT_FIELDS]) }, order: { id: 'ASC' } });
}

/** A correction on another lead that holds the person's details: which of its values are theirs. */
export interface HeldCorrection {
  change: LeadRecordChange;
  from: boolean;
  to: boolean;
}

/**
 * The corrections of leads other than `leadIds` that took one of these contacts off a lead or put it on one,
 * through the two key indexes, and the other fields corrected with it (same lead, same moment), whose same side
 * was the person's too (the name and number they gave with that address); oldest first. The person's address or number corrected away (a typo, a mixed-up form) is
 * still held there, though the lead's current details can be someone else's.
 */
export async function correctionsHolding(
  manager: EntityManager,
  contacts: string[],
  leadIds: number[],
): Promise<HeldCorrection[]> {
  if (contacts.length === 0) return [];
  const changes = manager.getRepository(LeadRecordChange);
  const others = leadIds.length === 0 ? {} : { leadId: Not(In(leadIds)) };
  const keyed = await changes.find({
    where: [
      { ...others, fromKey: In(contacts) },
      { ...others, toKey: In(contacts) },
    ],
  });
  if (keyed.length === 0) return [];
  const theirs = (key: string | null) => key !== null && contacts.includes(key);
  const held = keyed.map((change) => ({ change, from: theirs(change.fromKey), to: theirs(change.toKey) }));
  const moment = (change: LeadRecordChange) => `${change.leadId} ${change.changedAt.getTime()}`;
  const seen = new Set(keyed.map((change) => change.id));
  const alongside = await changes.findBy({
    leadId: In(keyed.map((change) => change.leadId)),
    field: In([...CONTACT_FIELDS]),
  });
  for (const other of alongside.filter((change) => !seen.has(change.id))) {
    const same = held.filter(({ change }) => moment(change) === moment(other));
    const from = same.some((entry) => entry.from);
    const to = same.some((entry) => entry.to);
    if (from || to) held.push({ change: other, from, to });
  }
  return held.sort((a, b) => a.change.id - b.change.id);
}

/**
 * Erases the person from corrections: on their own leads every old and new value (whoever's they are, as the
 * lead's details are erased too); on other leads only the values that are theirs, as the rest, the lead's
 * current details included, can be someone else's. Who corrected which field, and when, stays.
 */
export async function eraseFromCorrections(
  manager: EntityManager,
  leadIds: number[],
  held: HeldCorrection[],
): Promise<void> {
  const changes = manager.getRepository(LeadRecordChange);
  if (leadIds.length > 0) {
    await changes.update(
      { leadId: In(leadIds), field: In([...CONTACT_FIELDS]) },
      { fromValue: ERASED_MARKER, toValue: ERASED_MARKER, fromKey: null, toKey: null },
    );
  }
  for (const { change, from, to } of held) {
    await changes.update(
      { id: change.id },
      {
        ...(from ? { fromValue: ERASED_MARKER, fromKey: null } : {}),
        ...(to ? { toValue: ERASED_MARKER, toKey: null } : {}),
      },
    );
  }
}
