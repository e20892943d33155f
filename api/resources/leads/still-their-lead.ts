import type { EntityManager } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { Lead } from '../../platform/db/entities/Lead';
import type { LeadAssignment } from './lead-assignment';

/**
 * Whether the lead an assignment email is about is still owned by the user at `to`. It is sent later, by the
 * outbox: by then the lead may have been given to someone else, deleted, or its owner's account deleted, and an
 * email saying "this lead is yours" would then be wrong, or reach someone who no longer works here.
 */
export function stillTheirLead(manager: EntityManager, to: string, assignment: LeadAssignment): Promise<boolean> {
  return manager
    .getRepository(Lead)
    .createQueryBuilder('lead')
    .innerJoin(AdminUser, 'owner', 'owner.id = lead.assignedToId')
    .where('lead.id = :leadId AND owner.email = :to', { leadId: assignment.lead.id, to })
    .getExists();
}
