import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A newsletter address. Unique regardless of case through an index on lower(email). */
@Entity({ name: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: Date })
  createdAt: Date;
}
