import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { Lead } from './Lead';

/** Which step of a chase is next: the owner's reminder, then moving the lead on. */
export type ChaseStage = 'remind' | 'move';

/**
 * A routed lead waiting for its owner's first touch (migration 1764980000000): who owns it by which assignment
 * (the lead_assignment_changes row that gave it them), when their clock started (when their hours began) and the
 * target. `dueAt` is when the next stage is due; null while its outbox job is out, or when nothing is left to do.
 * The outbox's poll turns due rows into `chase` jobs; a lead touched, reassigned by hand, spammed or erased is let
 * go when its job runs (the row is deleted then), and a deleted lead takes its row with it.
 */
@Entity({ name: 'lead_chases' })
@Index('IDX_lead_chases_dueAt', ['dueAt'], { where: '"dueAt" IS NOT NULL' })
export class LeadChase {
  @ForeignKey(() => Lead, { name: 'FK_lead_chases_leadId', onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'integer' })
  leadId: number;

  /** The rule whose group the lead moves on in; no foreign key: a rule removed since ends the chase. */
  @Column({ type: 'integer' })
  ruleId: number;

  @Column({ type: 'integer' })
  ownerId: number;

  /** The assignment change that made `ownerId` the owner: any later change of owner ends the chase. */
  @Column({ type: 'integer' })
  assignmentId: number;

  @Column({ type: 'integer' })
  firstResponseMinutes: number;

  /** When the owner's first-response clock started: the lead's arrival, or when their hours began after it. */
  @Column({ type: Date })
  clockStartsAt: Date;

  /** When the first touch is due: `firstResponseMinutes` working minutes of the owner's hours after the start. */
  @Column({ type: Date })
  respondBy: Date;

  @Column({ type: 'varchar', length: 10, default: 'remind' })
  stage: ChaseStage;

  @Column({ type: Date, nullable: true })
  dueAt: Date | null;
}
