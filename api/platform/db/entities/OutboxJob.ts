import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';

/**
 * What the worker runs: `event` and `digest` jobs plan deliveries, `email` and `webhook` jobs
 * deliver one message each (see api/outbox), `chase` jobs remind a routed lead's owner or move it on.
 * Written in the same transaction as the row it is about.
 */
export type OutboxJobKind = 'event' | 'digest' | 'email' | 'webhook' | 'chase';
export type OutboxJobState = 'pending' | 'delivered' | 'failed';

@Entity({ name: 'outbox' })
@Index('IDX_outbox_state_runAt', ['state', 'runAt'])
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
