import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';

/**
 * Who did what to many records at once (migration 1764172800000): marking leads as spam, deleting them.
 * `actorName` is kept as it was, so an entry still reads right after the account is renamed or deleted.
 * `details` never holds a password, a code or a secret.
 */
@Entity({ name: 'audit_events' })
@Index('IDX_audit_events_occurredAt', ['occurredAt'])
export class AuditEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: Date, default: NOW })
  occurredAt: Date;

  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  actorName: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  action: string;

  @Column({ type: 'simple-json', default: '' })
  details: Record<string, unknown>;
}
