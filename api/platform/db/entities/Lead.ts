import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';
import type { LeadType } from '#contract/leads/join-options';
import type { ContactStatus, LeadStatus } from '#contract/leads/lead-status';

/**
 * One row per buyer, seller or renter lead: a single table so an id is unique across types
 * and the back-office can list, count and search every lead with one index set.
 * Column types are explicit because tsx and Vite emit no decorator metadata; the defaults are the
 * ones migration 1763740800000 gave the table. The search index (FTS5 on SQLite; on PostgreSQL the table
 * `lead_search` and its pg_trgm index) and the tally triggers are made by migrations 1764172800000,
 * 1764259200000 and 1764345600000 and are not TypeORM's to describe.
 */
@Entity({ name: 'leads' })
@Index('IDX_leads_list', ['createdAt', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_list_type', ['type', 'createdAt', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_list_type_contactStatus', ['type', 'contactStatus', 'createdAt', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_list_type_leadStatus', ['type', 'leadStatus', 'createdAt', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_spam', ['spamAt', 'createdAt', 'id'], { where: '"spamAt" IS NOT NULL' })
@Index('IDX_leads_emailKey', ['emailKey'])
@Index('IDX_leads_phoneE164', ['phoneE164'])
@Index('IDX_leads_list_source', ['source', 'createdAt', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_list_type_source', ['type', 'source', 'createdAt', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_recent_source', ['createdAt', 'source', 'spamAt'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_list_type_assignedTo', ['type', 'assignedToId', 'createdAt', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_assignedToId', ['assignedToId'])
@Index('IDX_leads_mergedIntoId', ['mergedIntoId'])
@Index('IDX_leads_owner_next_step', ['assignedToId', 'nextStepAt'], {
  where: '"nextStepAt" IS NOT NULL AND "spamAt" IS NULL',
})
@Index('IDX_leads_next_step', ['nextStepAt'], { where: '"nextStepAt" IS NOT NULL AND "spamAt" IS NULL' })
@Index('IDX_leads_list_type_name', ['type', 'name', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_list_type_next_step', ['type', 'nextStepAt', 'id'], { where: '"spamAt" IS NULL' })
@Index('IDX_leads_callable', ['assignedToId', 'createdAt', 'id'], {
  where: '"spamAt" IS NULL AND "erasedAt" IS NULL AND "mergedIntoId" IS NULL',
})
@Index('IDX_leads_first_contact', ['type', 'createdAt', 'firstContactedAt'], {
  where: '"spamAt" IS NULL AND "firstContactedAt" IS NOT NULL',
})
@Index('IDX_leads_agent_first_touch', ['createdAt', 'assignedToId', 'firstContactedAt'], {
  where: '"spamAt" IS NULL AND "firstContactedAt" IS NOT NULL AND "assignedToId" IS NOT NULL',
})
export class Lead {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 10 })
  type: LeadType;

  @Column({ type: 'varchar', length: 120, default: '' })
  name: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  phone: string;

  @Column({ type: 'varchar', length: 8, default: '+233' })
  countryCode: string;

  @Column({ type: 'text', default: '' })
  details: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  propertyType: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  propertySubtype: string;

  @Column({ type: 'text', default: '' })
  commercialType: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  currentLocation: string;

  @Column({ type: 'text', default: '' })
  otherLocation: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  ghanaRegion: string;

  @Column({ type: 'text', default: '' })
  accraArea: string;

  @Column({ type: 'text', default: '' })
  otherRegion: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  budgetRange: string;

  @Column({ type: 'simple-json', default: '[]' })
  services: string[];

  @Column({ type: 'text', default: '' })
  otherServices: string;

  @Column({ type: 'text', default: '' })
  propertyLocation: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  documentation: string;

  @Column({ type: 'text', default: '' })
  otherDocumentation: string;

  @Column({ type: 'text', default: '' })
  sellingPrice: string;

  @Column({ type: 'text', default: '' })
  rentalBudget: string;

  @Column({ type: 'text', default: '' })
  helpNeeded: string;

  @Column({ type: 'text', default: '' })
  newsletter: string;

  @Column({ type: 'varchar', length: 20, default: 'Not Contacted' })
  contactStatus: ContactStatus;

  @Column({ type: 'varchar', length: 20, default: 'New' })
  leadStatus: LeadStatus;

  @Column({ type: Date, default: NOW })
  createdAt: Date;

  @Column({ type: Date, default: NOW })
  updatedAt: Date;

  /**
   * The searchable fields folded into one text (lead-search.ts); never sent to a client, so not selected by default.
   */
  @Column({ type: 'text', default: '', select: false })
  searchText: string;

  /** When staff marked the lead as spam (it then leaves lists, counts and exports), and who. */
  @Column({ type: Date, nullable: true })
  spamAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  spamByName: string | null;

  /**
   * The phone as E.164 ('+233244556677'), parsed from what was typed (kept as `phone` and `countryCode`);
   * null for a number that could not be parsed, which the back-office flags for staff (migration 1764435600000).
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phoneE164: string | null;

  /**
   * `phoneE164` grouped for reading ('+233 24 455 6677'), null with it: formatted once as the lead is written,
   * not on every page that shows it (parsing costs about 10 µs a number, half a millisecond a page of 50).
   */
  @Column({ type: 'varchar', length: 32, nullable: true })
  phoneReadable: string | null;

  /**
   * The email lowercased by JavaScript, as `NewsletterSubscriber.emailKey` (SQLite's lower() folds ASCII
   * only); with `phoneE164`, how the leads of one person are found. Null without an email.
   */
  @Column({ type: 'varchar', length: 254, nullable: true })
  emailKey: string | null;

  /** How many leads (of any type, not spam) had this lead's email or phone when it arrived: a returning contact. */
  @Column({ type: 'integer', default: 0 })
  earlierRequests: number;

  /**
   * The lead's first contact (speed to lead): its first touch logged, or its contact status first becoming Contacted
   * (a trigger on the status history), whichever came first; null until then.
   */
  @Column({ type: Date, nullable: true })
  firstContactedAt: Date | null;

  /** Where the visit began (first-touch.ts): '' for a part not known. */
  @Column({ type: 'varchar', length: 100, default: '' })
  utmSource: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  utmMedium: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  utmCampaign: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  utmTerm: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  utmContent: string;

  @Column({ type: 'varchar', length: 253, default: '' })
  referrerHost: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  landingPath: string;

  /** leadSourceOf(first touch), set at intake; '' for a lead received before sources were recorded. */
  @Column({ type: 'varchar', length: 253, default: '' })
  source: string;

  /**
   * When the visitor consented (sending the form) and to which
   * privacy notice (Act 843); null before this was recorded.
   */
  @Column({ type: Date, nullable: true })
  consentAt: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  privacyNoticeVersion: string | null;

  /**
   * The staff user whose lead this is, or null (migration 1764864000000). No foreign key (SQLite cannot add one to
   * an existing table): deleting a user sets their leads' owner to null in the same transaction.
   */
  @Column({ type: 'integer', nullable: true })
  assignedToId: number | null;

  /** When the next step is due: with `nextStepHasTime` false, the start of its day in Africa/Accra. Null: none. */
  @Column({ type: Date, nullable: true })
  nextStepAt: Date | null;

  @Column({ type: 'boolean', default: false })
  nextStepHasTime: boolean;

  /** What the next step is ("Call after 6 pm UK time"); '' without one. */
  @Column({ type: 'varchar', length: 200, default: '' })
  nextStepText: string;

  /**
   * The oldest lead of this lead's person once staff merged them (migration 1764974000000); null on that lead itself
   * and on a lead never merged. Both leads stay: the merge only groups them in one contact view.
   */
  @Column({ type: 'integer', nullable: true })
  mergedIntoId: number | null;

  /** When the person's details were erased from this lead, and by whom; null while they are held. */
  @Column({ type: Date, nullable: true })
  erasedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  erasedByName: string | null;

  /**
   * The IANA zone of the phone's country (phone-time-zone.ts), for the lead's own time and Callable now; null when
   * the number tells none (migration 1764982000000). Kept with `phoneE164`: set at intake, on a corrected phone,
   * cleared by an erasure.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  /** True when `timeZone` is the capital's of a country with zones of different clocks (the US, Australia). */
  @Column({ type: 'boolean', default: false })
  timeZoneIsCapital: boolean;
}
