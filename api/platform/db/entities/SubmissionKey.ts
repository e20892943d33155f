import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { NOW } from '../columns';
import { Lead } from './Lead';

/**
 * An `Idempotency-Key` a join form was sent with (migration 1764777600000), kept 24 hours: a repeat of the
 * same key and the same request is answered with the lead the first one stored, and stores nothing new.
 * It points at the lead rather than keeping a copy of the answer, so no personal data lives here; deleting
 * the lead deletes the key (a later retry is then a new submission).
 */
@Entity({ name: 'submission_keys' })
export class SubmissionKey {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  /** SHA-256 of the endpoint and the body as sent: the same key with another request is a conflict. */
  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  @Index('IDX_submission_keys_leadId')
  @ForeignKey(() => Lead, { name: 'FK_submission_keys_leadId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  leadId: number;

  @Index('IDX_submission_keys_createdAt')
  @Column({ type: Date, default: NOW })
  createdAt: Date;
}
