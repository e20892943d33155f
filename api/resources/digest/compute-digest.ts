import { DateTime } from 'luxon';
import { type EntityManager, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { GOING_COLD_MS } from '#contract/stats/going-cold';
import { LEAD_TYPES, type LeadType } from '#contract/leads/join-options';
import { DEFAULT_CONTACT_STATUS } from '#contract/leads/lead-status';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import type { DigestContent } from './digest-content';
import type { DigestJob } from './digest-job';
import { LeadQueries } from '../leads';

/** Going-cold leads listed per type; the rest are counted ("and N more"). */
export const DIGEST_LIST_LIMIT = 50;

/**
 * The digest's figures, by the database: the day's new leads per type, and each type's oldest leads going
 * cold (spam and erased people left out). The counts come from the tallies, like the dashboard's.
 */
export async function computeDigest(manager: EntityManager, { day, asOf }: DigestJob): Promise<DigestContent> {
  const start = DateTime.fromISO(day, { zone: STAFF_ZONE }).startOf('day');
  const coldUpTo = new Date(Date.parse(asOf) - GOING_COLD_MS);
  const leads = manager.getRepository(Lead);
  const queries = new LeadQueries(manager.connection, manager);
  const newLeads = {} as DigestContent['newLeads'];
  const goingCold = {} as DigestContent['goingCold'];
  for (const type of LEAD_TYPES as readonly LeadType[]) {
    newLeads[type] = await queries.count({ type, from: start.toJSDate(), to: start.endOf('day').toJSDate() });
    const cold = {
      type,
      contactStatus: DEFAULT_CONTACT_STATUS,
      createdAt: LessThanOrEqual(coldUpTo),
      spamAt: IsNull(),
    };
    // An erased person's leads keep their statuses (so counts stay) but nobody can call them: not going cold.
    const erased = await leads.countBy({ ...cold, erasedAt: Not(IsNull()) });
    const total = (await queries.count({ type, contactStatus: DEFAULT_CONTACT_STATUS, to: coldUpTo })) - erased;
    const rows = await leads.find({
      select: { id: true, name: true, createdAt: true },
      where: { ...cold, erasedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: DIGEST_LIST_LIMIT,
    });
    goingCold[type] = {
      total,
      leads: rows.map((lead) => ({ id: lead.id, name: lead.name, createdAt: lead.createdAt.toISOString() })),
    };
  }
  return { day, newLeads, goingCold };
}
