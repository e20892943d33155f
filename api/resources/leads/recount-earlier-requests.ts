import { Brackets, type EntityManager } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { Lead } from '../../platform/db/entities/Lead';
import { type ContactKeys, lockPeople } from '../../platform/db/contact-keys';
import { EARLIER_REQUESTS_CAP } from '#contract/leads/returning-contact';

/** How many of a person's leads a correction recounts: a real person has a handful; a flood is left as counted. */
const RECOUNTED_LEADS = 200;

type Counted = Pick<Lead, 'id' | 'createdAt' | 'emailKey' | 'phoneE164'>;

/** The leads with any of these keys (spam included: its count is shown in the spam folder), oldest first. */
async function leadsWithKeys(manager: EntityManager, keys: ContactKeys[]): Promise<Counted[]> {
  const emails = [...new Set(keys.map((key) => key.emailKey).filter((key) => key !== null))];
  const phones = [...new Set(keys.map((key) => key.phoneE164).filter((key) => key !== null))];
  if (emails.length === 0 && phones.length === 0) return [];
  const query = manager
    .getRepository(Lead)
    .createQueryBuilder('l')
    .select(['l.id', 'l.createdAt', 'l.emailKey', 'l.phoneE164'])
    .where(
      new Brackets((either) => {
        if (emails.length > 0) either.orWhere('l.emailKey IN (:...emails)', { emails });
        if (phones.length > 0) either.orWhere('l.phoneE164 IN (:...phones)', { phones });
      }),
    )
    .orderBy('l.createdAt', 'ASC')
    .addOrderBy('l.id', 'ASC')
    .take(RECOUNTED_LEADS);
  return query.getMany();
}

/** The leads (not spam) with one of `lead`'s keys that arrived before it, counted up to EARLIER_REQUESTS_CAP. */
async function earlierThan(manager: EntityManager, lead: Counted): Promise<number> {
  const keys = [
    ...(lead.emailKey !== null ? ['l.emailKey = :emailKey'] : []),
    ...(lead.phoneE164 !== null ? ['l.phoneE164 = :phoneE164'] : []),
  ];
  if (keys.length === 0) return 0;
  const rows = await manager
    .getRepository(Lead)
    .createQueryBuilder('l')
    .select('l.id')
    .where(`(${keys.join(' OR ')})`, { emailKey: lead.emailKey, phoneE164: lead.phoneE164 })
    .andWhere('l.spamAt IS NULL')
    .andWhere('(l.createdAt < :at OR (l.createdAt = :at AND l.id < :id))', { at: lead.createdAt, id: lead.id })
    .limit(EARLIER_REQUESTS_CAP)
    .getRawMany();
  return rows.length;
}

/** Locks these leads for the transaction (on PostgreSQL) in ascending id order, so two writers queue, never deadlock. */
async function lockInOrder(manager: EntityManager, ids: number[]): Promise<void> {
  const query = manager
    .getRepository(Lead)
    .createQueryBuilder('l')
    .select('l.id')
    .where('l.id IN (:...ids)', { ids })
    .orderBy('l.id', 'ASC');
  rowLocks.forUpdate(query);
  await query.getMany();
}

/**
 * Locks the lead `id` and the leads with these keys (its person before and after a correction), all in
 * ascending id order: the leads a recount then writes. Taken before the lead is changed, as a lead locked on
 * its own first and its person's after would let two corrections of one person wait on each other. The people's
 * keys are locked before any lead, as intake locks them: a lead arriving meanwhile is counted by one or the other.
 */
export async function lockPeopleOf(manager: EntityManager, keys: ContactKeys[], id: number): Promise<void> {
  await lockPeople(manager, keys);
  await lockInOrder(manager, [...new Set([id, ...(await leadsWithKeys(manager, keys)).map((lead) => lead.id)])]);
}

/**
 * After a lead's contact details changed from `before` to what it holds now (already written), sets
 * `earlierRequests` again on it and on the leads of the old and the new person: each one's leads (not spam)
 * with its own email or phone that arrived before it, as intake counts them (countEarlierRequests). In the
 * correction's transaction.
 */
export async function recountEarlierRequests(manager: EntityManager, before: ContactKeys, now: Counted): Promise<void> {
  const people = await leadsWithKeys(manager, [before, now]);
  const leads = people.some((lead) => lead.id === now.id) ? people : [...people, now];
  // Already held after lockPeopleOf; a lead that took these keys since is locked in order with the rest.
  await lockInOrder(
    manager,
    leads.map((lead) => lead.id),
  );
  for (const lead of leads) {
    await manager.getRepository(Lead).update({ id: lead.id }, { earlierRequests: await earlierThan(manager, lead) });
  }
}
