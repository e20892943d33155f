import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';
import { AdminUser } from './AdminUser';
import { Lead } from './Lead';

/** What a lead record change is: a corrected contact field, or a merge with another lead of the same person. */
export type LeadRecordField = 'name' | 'email' | 'phone' | 'merged';

/**
 * Staff correcting a lead's name, email or phone (the old and the new value, as typed: the phone with its country
 * code), or merging it with another lead of its person (`otherLeadId`), for its timeline (migration 1764974000000).
 * The values are the person's details: an erasure replaces them. Whoever made the change is kept by name too.
 */
@Entity({ name: 'lead_record_changes' })
@Index('IDX_lead_record_changes_leadId', ['leadId', 'id'])
export class LeadRecordChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @ForeignKey(() => Lead, { name: 'FK_lead_record_changes_leadId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  leadId: number;

  @Column({ type: 'varchar', length: 10, default: '' })
  field: LeadRecordField;

  @Column({ type: 'text', default: '' })
  fromValue: string;

  @Column({ type: 'text', default: '' })
  toValue: string;

  /**
   * The email key or E.164 phone of a corrected email's or phone's old and new value (migration 1764977000000):
   * Find a Person finds, and erasure blanks, a contact a correction took off a lead through these.
   */
  @Index('IDX_lead_record_changes_fromKey')
  @Column({ type: 'varchar', length: 254, nullable: true })
  fromKey: string | null;

  @Index('IDX_lead_record_changes_toKey')
  @Column({ type: 'varchar', length: 254, nullable: true })
  toKey: string | null;

  @Column({ type: 'integer', nullable: true })
  otherLeadId: number | null;

  @Column({ type: Date, default: NOW })
  changedAt: Date;

  @Index('IDX_lead_record_changes_changedById')
  @ForeignKey(() => AdminUser, { name: 'FK_lead_record_changes_changedById', onDelete: 'SET NULL' })
  @Column({ type: 'integer', nullable: true })
  changedById: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  changedByName: string;
}
