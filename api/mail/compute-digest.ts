import { DateTime } from 'luxon';
import { Between, LessThanOrEqual, type EntityManager } from 'typeorm';
import { Lead } from '../db/entities/Lead';
import { GOING_COLD_MS } from '../domain/going-cold';
import { LEAD_TYPES, type LeadType } from '../domain/join-options';
import { DEFAULT_CONTACT_STATUS } from '../domain/lead-status';
import { STAFF_ZONE } from '../domain/staff-zone';
import type { DigestContent } from './digest-content';
import type { DigestJob } from './digest-job';

/** Going-cold leads listed per type; the rest are counted ("and N more"). */
export const DIGEST_LIST_LIMIT = 50;

/** The digest's figures, by the database: the day's new leads per type, and each type's oldest leads going cold. */
export async function computeDigest(manager: EntityManager, { day, asOf }: DigestJob): Promise<DigestContent> {
  const start = DateTime.fromISO(day, { zone: STAFF_ZONE }).startOf('day');
  const dayRange = Between(start.toJSDate(), start.endOf('day').toJSDate());
  const coldBefore = LessThanOrEqual(new Date(Date.parse(asOf) - GOING_COLD_MS));
  const leads = manager.getRepository(Lead);
  const newLeads = {} as DigestContent['newLeads'];
  const goingCold = {} as DigestContent['goingCold'];
  for (const type of LEAD_TYPES as readonly LeadType[]) {
    newLeads[type] = await leads.countBy({ type, createdAt: dayRange });
    const cold = { type, contactStatus: DEFAULT_CONTACT_STATUS, createdAt: coldBefore };
    const [rows, total] = await leads.findAndCount({
      select: { id: true, name: true, createdAt: true },
      where: cold,
      order: { createdAt: 'ASC', id: 'ASC' },
      take: DIGEST_LIST_LIMIT,
    });
    goingCold[type] = { total, leads: rows.map((lead) => ({ id: lead.id, name: lead.name, createdAt: lead.createdAt.toISOString() })) };
  }
  return { day, newLeads, goingCold };
}
