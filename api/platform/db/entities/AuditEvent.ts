import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';

/**
 * Who did what in the back-office (migrations 1764172800000, 1764871200000): sign-ins, account changes,
 * exports, erasures, settings and webhooks, spam marking and deleting. `actorName` is kept as it was, so an
 * entry still reads right after the account is renamed or deleted; `actorKey` is that name lowercased
 * (usernameKey), the Activity screen's "who" filter. `details` never holds a password, a code or a secret.
 */
@Entity({ name: 'audit_events' })
@Index('IDX_audit_events_list', ['occurredAt', 'id'])
@Index('IDX_audit_events_action', ['action', 'occurredAt', 'id'])
@Index('IDX_audit_events_actor', ['actorKey', 'occurredAt', 'id'])
export class AuditEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: Date, default: NOW })
  occurredAt: Date;

  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  actorName: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  actorKey: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  action: string;

  @Column({ type: 'simple-json', default: '' })
  details: Record<string, unknown>;
}
