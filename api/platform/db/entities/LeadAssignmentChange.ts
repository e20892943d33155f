import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AssignmentReason } from '#contract/lead-notes/lead-notes-api';
import { NOW } from '../columns';
import { AdminUser } from './AdminUser';
import { Lead } from './Lead';

/**
 * A lead's owner changing (migration 1764864000000), for its timeline. Owners are kept by name ('' is
 * nobody), so the entry reads right after an account is renamed or deleted; so is whoever made the change.
 * Since migration 1764980000000 also by id (`fromUserId`, `toUserId`: no foreign keys, so counts per agent
 * outlive their accounts), with why it changed and the routing rule that changed it.
 */
@Entity({ name: 'lead_assignment_changes' })
@Index('IDX_lead_assignment_changes_leadId', ['leadId', 'id'])
@Index('IDX_lead_assignment_changes_toUserId', ['toUserId', 'changedAt'])
@Index('IDX_lead_assignment_changes_routing', ['changedAt', 'reason', 'toUserId', 'fromUserId'], {
  where: `"reason" <> 'manual'`,
})
export class LeadAssignmentChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @ForeignKey(() => Lead, { name: 'FK_lead_assignment_changes_leadId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  leadId: number;

  @Column({ type: 'varchar', length: 64, default: '' })
  fromName: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  toName: string;

  @Column({ type: Date, default: NOW })
  changedAt: Date;

  @Index('IDX_lead_assignment_changes_changedById')
  @ForeignKey(() => AdminUser, { name: 'FK_lead_assignment_changes_changedById', onDelete: 'SET NULL' })
  @Column({ type: 'integer', nullable: true })
  changedById: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  changedByName: string;

  @Column({ type: 'varchar', length: 10, default: 'manual' })
  reason: AssignmentReason;

  /** The routing rule's name for `routed` and `reassigned` changes; '' for staff's own. */
  @Column({ type: 'varchar', length: 80, default: '' })
  ruleName: string;

  @Column({ type: 'integer', nullable: true })
  fromUserId: number | null;

  @Column({ type: 'integer', nullable: true })
  toUserId: number | null;

  /** How many working minutes a `reassigned` lead waited for its first touch. */
  @Column({ type: 'integer', nullable: true })
  waitedMinutes: number | null;
}
