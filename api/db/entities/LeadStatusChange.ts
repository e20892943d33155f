import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StatusChange } from '../../domain/admin-api';

/**
 * One status field of one lead changing from one value to another (migration 1763913600000). The
 * foreign keys live in the migration: the lead's rows go with it, and a deleted user's changes stay
 * with `changedById` null and their name kept in `changedByName`.
 */
@Entity({ name: 'lead_status_changes' })
@Index('IDX_lead_status_changes_leadId', ['leadId', 'id'])
export class LeadStatusChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @Column({ type: 'varchar', length: 20 })
  field: StatusChange['field'];

  @Column({ type: 'varchar', length: 20 })
  fromStatus: string;

  @Column({ type: 'varchar', length: 20 })
  toStatus: string;

  @Column({ type: Date })
  changedAt: Date;

  @Index('IDX_lead_status_changes_changedById')
  @Column({ type: 'integer', nullable: true })
  changedById: number | null;

  @Column({ type: 'varchar', length: 64 })
  changedByName: string;
}
