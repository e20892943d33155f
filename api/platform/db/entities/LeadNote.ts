import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';
import { AdminUser } from './AdminUser';
import { Lead } from './Lead';

/**
 * What a staff user wrote about a lead (migration 1764864000000), plain text. The lead's notes go with it; a
 * deleted user's notes stay, with `authorId` null and the name they had in `authorName`.
 */
@Entity({ name: 'lead_notes' })
@Index('IDX_lead_notes_leadId', ['leadId', 'id'])
export class LeadNote {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @ForeignKey(() => Lead, { name: 'FK_lead_notes_leadId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  leadId: number;

  @Index('IDX_lead_notes_authorId')
  @ForeignKey(() => AdminUser, { name: 'FK_lead_notes_authorId', onDelete: 'SET NULL' })
  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  authorName: string;

  @Column({ type: 'text', default: '' })
  body: string;

  @Column({ type: Date, default: NOW })
  createdAt: Date;

  /** When the text was last changed; null if never. */
  @Column({ type: Date, nullable: true })
  editedAt: Date | null;
}
