import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';
import { AdminUser } from './AdminUser';
import { Lead } from './Lead';

/**
 * A lead's owner changing (migration 1764864000000), for its timeline. Owners are kept by name ('' is
 * nobody), so the entry reads right after an account is renamed or deleted; so is whoever made the change.
 */
@Entity({ name: 'lead_assignment_changes' })
@Index('IDX_lead_assignment_changes_leadId', ['leadId', 'id'])
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
}
