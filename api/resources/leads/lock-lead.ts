import type { EntityManager } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { Lead } from '../../platform/db/entities/Lead';
import type { LeadType } from '#contract/leads/join-options';
import { leadNotFound } from './lead-not-found';

/**
 * The lead, locked for the rest of the caller's transaction; with `type`, a lead of another type is not found.
 * Two people saving at once must each record the status they really changed from. (SQLite runs one write
 * transaction at a time and has no row locks.)
 */
export async function lockLead(manager: EntityManager, id: number, type?: LeadType): Promise<Lead> {
  const query = manager.getRepository(Lead).createQueryBuilder('lead').where('lead.id = :id', { id });
  if (type) query.andWhere('lead.type = :type', { type });
  rowLocks.forUpdate(query);
  const lead = await query.getOne();
  if (!lead) throw leadNotFound();
  return lead;
}
