import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';
import type { SubscriberState } from '#contract/newsletter/subscriber-states';

/** A newsletter address, kept as typed; `emailKey` (unique) makes one subscriber per address whatever its case. */
@Entity({ name: 'newsletter_subscribers' })
// The back-office pages one state at a time, newest first, without reading the others.
@Index('IDX_newsletter_subscribers_state', ['state', 'createdAt', 'id'])
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  /**
   * The address lowercased by JavaScript, not by the database: SQLite's lower() folds ASCII only,
   * so 'ÉLODIE@…' and 'élodie@…' would otherwise be two subscribers there and one on PostgreSQL.
   */
  @Index('UQ_newsletter_subscribers_emailKey', { unique: true })
  @Column({ type: 'varchar', length: 254, default: '' })
  emailKey: string;

  @Index('IDX_newsletter_subscribers_createdAt')
  @Column({ type: Date, default: NOW })
  createdAt: Date;

  /** Active, Pending (double opt-in) or Unsubscribed. */
  @Column({ type: 'varchar', length: 20, default: 'active' })
  state: SubscriberState;

  /**
   * When the visitor gave consent (the signup), and the privacy notice's version shown then; null for a
   * subscriber stored before consent was recorded.
   */
  @Column({ type: Date, nullable: true })
  consentAt: Date | null;

  @Column({ type: 'varchar', length: 20, default: '' })
  privacyNoticeVersion: string;

  /** When the last confirmation email was queued: a repeated signup sends another at most once an hour. */
  @Column({ type: Date, nullable: true })
  confirmationSentAt: Date | null;

  /** When the address became Active (the confirmation click, or the signup without email configured). */
  @Column({ type: Date, nullable: true })
  confirmedAt: Date | null;

  @Column({ type: Date, nullable: true })
  unsubscribedAt: Date | null;

  /** When the relay refused the address for good (a 5xx to a campaign's email): no later campaign mails it. */
  @Column({ type: Date, nullable: true })
  bouncedAt: Date | null;
}
