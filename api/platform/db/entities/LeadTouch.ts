import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CallOutcome, TouchKind } from '#contract/leads/lead-touches';
import { NOW } from '../columns';
import { AdminUser } from './AdminUser';
import { Lead } from './Lead';

/**
 * Staff reaching out to a lead (migration 1764981000000): a call and how it went, a WhatsApp message, an email or a
 * meeting, with an optional note, for its timeline. The lead's touches go with it; whoever logged one is kept by
 * name too, so the entry reads right after their account is renamed or deleted. The note is the person's data:
 * an erasure empties it.
 */
@Entity({ name: 'lead_touches' })
@Index('IDX_lead_touches_leadId', ['leadId', 'id'])
export class LeadTouch {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @ForeignKey(() => Lead, { name: 'FK_lead_touches_leadId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  leadId: number;

  @Column({ type: 'varchar', length: 10, default: '' })
  kind: TouchKind;

  /** How a call went; null for every other kind. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  outcome: CallOutcome | null;

  /** '' when none. */
  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ type: Date, default: NOW })
  touchedAt: Date;

  @Index('IDX_lead_touches_touchedById')
  @ForeignKey(() => AdminUser, { name: 'FK_lead_touches_touchedById', onDelete: 'SET NULL' })
  @Column({ type: 'integer', nullable: true })
  touchedById: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  touchedByName: string;
}
