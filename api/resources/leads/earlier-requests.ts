import type { EntityManager } from 'typeorm';
import { placeholders } from '../../platform/db/dialects/placeholders';
import { EARLIER_REQUESTS_CAP } from '#contract/leads/returning-contact';
import { queryRows } from '../../platform/db/query-rows';
import { type ContactKeys, distinctKeysOf, lockPeople } from '../../platform/db/contact-keys';

/** A lead about to be written: its keys, when it arrived, and the count this sets. */
type Arriving = ContactKeys & { createdAt: Date; earlierRequests: number };

/** A stored lead found through one of the group's keys: which key found it, and its own two keys. */
interface Found extends ContactKeys {
  by: 'email' | 'phone';
}

/**
 * Sets each arriving lead's `earlierRequests`: the leads already stored with its email key or E.164 phone
 * (any type; spam left out: staff judged those no real request, often a bot using someone's address, and
 * the list the card opens leaves them out too), plus the leads of its own group that arrived before it,
 * counted up to EARLIER_REQUESTS_CAP. Called in the group's transaction before its one multi-row insert,
 * which is why the group is counted here and not read back: two leads of one person in one group see each
 * other, the later one counting the earlier. Groups in flight at once (several in a process, or in several
 * processes, on PostgreSQL) take a lock on each of their people's keys first, held to their commit: a group with
 * a lead of the same person waits for that commit and then counts its lead.
 *
 * One statement per group: for each of its email keys and phones, at most EARLIER_REQUESTS_CAP stored leads
 * through that key's index. The cap is what keeps a flood of leads under one address (a bot, or a benchmark)
 * from making each next lead read all the ones before it. A lead found by both its email and its phone is
 * counted once.
 */
export async function countEarlierRequests(manager: EntityManager, leads: Arriving[]): Promise<void> {
  const { emails, phones } = distinctKeysOf(leads);
  if (emails.length === 0 && phones.length === 0) return;
  await lockPeople(manager, leads);
  const marks = placeholders(manager);
  const values: string[] = [];
  const found = (by: Found['by'], column: string) => (key: string) => {
    values.push(key);
    return `SELECT * FROM (SELECT '${by}' AS "by", "emailKey", "phoneE164" FROM "leads" WHERE "${column}" = ${marks.at(values.length)} AND "spamAt" IS NULL LIMIT ${EARLIER_REQUESTS_CAP}) AS "k${values.length}"`;
  };
  const sql = [...emails.map(found('email', 'emailKey')), ...phones.map(found('phone', 'phoneE164'))].join(
    ' UNION ALL ',
  );
  const stored = await queryRows<Found>(manager, sql, values);
  // In order of arrival (a group may be written in another order).
  const arrived = leads
    .map((lead, index) => ({ lead, index }))
    .sort((a, b) => a.lead.createdAt.getTime() - b.lead.createdAt.getTime() || a.index - b.index);
  const before: Arriving[] = [];
  for (const { lead } of arrived) {
    const byEmail = stored.filter(
      (row) => row.by === 'email' && lead.emailKey !== null && row.emailKey === lead.emailKey,
    ).length;
    // Found by the phone, and not already by the email.
    const byPhoneOnly = stored.filter(
      (row) =>
        row.by === 'phone' &&
        lead.phoneE164 !== null &&
        row.phoneE164 === lead.phoneE164 &&
        row.emailKey !== lead.emailKey,
    ).length;
    const inGroup = before.filter((earlier) => sharesAKey(earlier, lead)).length;
    lead.earlierRequests = Math.min(byEmail + byPhoneOnly + inGroup, EARLIER_REQUESTS_CAP);
    before.push(lead);
  }
}

const sharesAKey = (a: ContactKeys, b: ContactKeys) =>
  (a.emailKey !== null && a.emailKey === b.emailKey) || (a.phoneE164 !== null && a.phoneE164 === b.phoneE164);
