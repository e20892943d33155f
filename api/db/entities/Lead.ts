import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadType } from '../../domain/join-options';
import type { ContactStatus, LeadStatus } from '../../domain/lead-status';

/**
 * One row per buyer, seller or renter lead: a single table so an id is unique across types
 * and the back-office can list, count and search every lead with one index set.
 * Column types are explicit because tsx and Vite emit no decorator metadata.
 */
@Entity({ name: 'leads' })
@Index('IDX_leads_type_createdAt', ['type', 'createdAt'])
@Index('IDX_leads_type_contactStatus', ['type', 'contactStatus', 'createdAt'])
@Index('IDX_leads_type_leadStatus', ['type', 'leadStatus', 'createdAt'])
export class Lead {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 10 })
  type: LeadType;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'varchar', length: 8 })
  countryCode: string;

  @Column({ type: 'text' })
  details: string;

  @Column({ type: 'varchar', length: 40 })
  propertyType: string;

  @Column({ type: 'varchar', length: 40 })
  propertySubtype: string;

  @Column({ type: 'text' })
  commercialType: string;

  @Column({ type: 'varchar', length: 40 })
  currentLocation: string;

  @Column({ type: 'text' })
  otherLocation: string;

  @Column({ type: 'varchar', length: 40 })
  ghanaRegion: string;

  @Column({ type: 'text' })
  accraArea: string;

  @Column({ type: 'text' })
  otherRegion: string;

  @Column({ type: 'varchar', length: 40 })
  budgetRange: string;

  @Column({ type: 'simple-json' })
  services: string[];

  @Column({ type: 'text' })
  otherServices: string;

  @Column({ type: 'text' })
  propertyLocation: string;

  @Column({ type: 'varchar', length: 40 })
  documentation: string;

  @Column({ type: 'text' })
  otherDocumentation: string;

  @Column({ type: 'text' })
  sellingPrice: string;

  @Column({ type: 'text' })
  rentalBudget: string;

  @Column({ type: 'text' })
  helpNeeded: string;

  @Column({ type: 'text' })
  newsletter: string;

  @Column({ type: 'varchar', length: 20 })
  contactStatus: ContactStatus;

  @Column({ type: 'varchar', length: 20 })
  leadStatus: LeadStatus;

  @Column({ type: Date })
  createdAt: Date;

  @Column({ type: Date })
  updatedAt: Date;
}
