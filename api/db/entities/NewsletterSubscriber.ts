import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';

/** A newsletter address, kept as typed; `emailKey` (unique) makes one subscriber per address whatever its case. */
@Entity({ name: 'newsletter_subscribers' })
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
}
