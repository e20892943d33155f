import type { EntityManager } from 'typeorm';
import { queryRows } from '../../db/query-rows';
import type { ContactKeys } from './contact-keys';

/** A lead about to be written: its keys, when it arrived, and the count this sets. */
type Arriving = ContactKeys & { createdAt: Date; earlierRequests: number };

/**
 * Sets each arriving lead's `earlierRequests`: the leads already stored with its email key or E.164 phone
 * (any type; spam left out: staff judged those no real request, often a bot using someone's address, and
 * the list the card opens leaves them out too), plus the leads of its own group that arrived before it.
 * Called in the group's transaction before its one multi-row insert, which is why the group is counted
 * here and not read back: two leads of one person in one group see each other, the later one counting
 * the earlier.
 *
 * One statement per group whatever its size: the stored leads of the group's keys, counted per
 * (email key, phone) pair through the two key indexes. A stored lead belongs to exactly one pair, so
 * adding up the pairs that share a lead's email or its phone counts each earlier lead once.
 */
export async function countEarlierRequests(manager: EntityManager, leads: Arriving[]): Promise<void> {
  const emails = [...new Set(leads.map((lead) => lead.emailKey).filter((key) => key !== null))];
  const phones = [...new Set(leads.map((lead) => lead.phoneE164).filter((key) => key !== null))];
  if (emails.length === 0 && phones.length === 0) return;
  const matches = [emails.length > 0 && `"emailKey" IN (:...emails)`, phones.length > 0 && `"phoneE164" IN (:...phones)`].filter(Boolean);
  const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT "emailKey", "phoneE164", COUNT(*) AS count FROM "leads" WHERE "spamAt" IS NULL AND (${matches.join(' OR ')}) GROUP BY "emailKey", "phoneE164"`,
    { emails, phones },
  );
  const pairs = (await queryRows<{ emailKey: string | null; phoneE164: string | null; count: unknown }>(manager, sql, values)).map((row) => ({
    emailKey: row.emailKey,
    phoneE164: row.phoneE164,
    count: Number(row.count),
  }));
  // In order of arrival (the group is written in lock order, by type first).
  const arrived = leads.map((lead, index) => ({ lead, index })).sort((a, b) => a.lead.createdAt.getTime() - b.lead.createdAt.getTime() || a.index - b.index);
  for (const { lead } of arrived) {
    lead.earlierRequests = pairs.reduce((sum, pair) => (sharesAKey(pair, lead) ? sum + pair.count : sum), 0);
    pairs.push({ emailKey: lead.emailKey, phoneE164: lead.phoneE164, count: 1 });
  }
}

const sharesAKey = (a: ContactKeys, b: ContactKeys) => (a.emailKey !== null && a.emailKey === b.emailKey) || (a.phoneE164 !== null && a.phoneE164 === b.phoneE164);
