import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StatusChange } from '#contract/leads/leads-api';
import { NOW } from '../columns';
import { AdminUser } from './AdminUser';
import { Lead } from './Lead';

/**
 * One status field of one lead changing from one value to another (migration 1763913600000). The
 * lead's rows go with it; a deleted user's changes stay, with `changedById` null and their name kept
 * in `changedByName`.
 */
@Entity({ name: 'lead_status_changes' })
@Index('IDX_lead_status_changes_leadId', ['leadId', 'id'])
export class LeadStatusChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @ForeignKey(() => Lead, { name: 'FK_lead_status_changes_leadId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  leadId: number;

  @Column({ type: 'varchar', length: 20, default: '' })
  field: StatusChange['field'];

  @Column({ type: 'varchar', length: 20, default: '' })
  fromStatus: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  toStatus: string;

  @Column({ type: Date, default: NOW })
  changedAt: Date;

  @Index('IDX_lead_status_changes_changedById')
  @ForeignKey(() => AdminUser, { name: 'FK_lead_status_changes_changedById', onDelete: 'SET NULL' })
  @Column({ type: 'integer', nullable: true })
  changedById: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  changedByName: string;
}
