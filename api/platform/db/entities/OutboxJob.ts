import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';

/**
 * What the workers run: `event` and `digest` jobs plan deliveries, `email` and `webhook` jobs
 * deliver one message each (see api/outbox), `chase` jobs remind a routed lead's owner or move it on,
 * `campaign` jobs send one newsletter campaign's email to one subscriber (a worker of their own).
 * Written in the same transaction as the row it is about.
 */
export type OutboxJobKind = 'event' | 'digest' | 'email' | 'webhook' | 'chase' | 'campaign';
/** `held`: set aside (a paused campaign's jobs) and claimed by no one until made pending again. */
export type OutboxJobState = 'pending' | 'held' | 'delivered' | 'failed';

@Entity({ name: 'outbox' })
// Each worker claims its own kinds, oldest due first.
@Index('IDX_outbox_state_kind_runAt', ['state', 'kind', 'runAt'])
// A group's jobs counted by state (a campaign's progress).
@Index('IDX_outbox_groupKey', ['groupKey', 'state'], { where: '"groupKey" IS NOT NULL' })
export class OutboxJob {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 20, default: '' })
  kind: OutboxJobKind;

  /** The job's JSON, fixed when it was written. */
  @Column({ type: 'simple-json', default: '' })
  payload: object;

  @Index('UQ_outbox_dedupeKey', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  dedupeKey: string | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: OutboxJobState;

  /** Jobs counted together (`campaign:<id>`); null for most. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  groupKey: string | null;

  /** What came of a finished job when its handler says (`sent`, `skipped`, `bounced`, `cancelled`); '' otherwise. */
  @Column({ type: 'varchar', length: 20, default: '' })
  result: string;

  /** Tries so far, counted when a worker claims the job. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When it is due (again). */
  @Column({ type: Date, default: NOW })
  runAt: Date;

  @Column({ type: Date, nullable: true })
  lockedUntil: Date | null;

  /** The claiming process's PostgreSQL application_name (see createDataSource). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  claimedBy: string | null;

  @Column({ type: 'text', default: '' })
  lastError: string;

  @Column({ type: Date, default: NOW })
  createdAt: Date;

  @Column({ type: Date, nullable: true })
  finishedAt: Date | null;
}
