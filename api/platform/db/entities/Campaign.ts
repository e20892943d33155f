import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CampaignSource, CampaignState, PostContent } from '#contract/campaigns/campaigns-api';
import { NOW } from '../columns';

/**
 * A newsletter campaign (migration 1764990000000): what it says, and where its sending is. Once started, each
 * recipient's email is one `campaign` outbox job of the group `campaign:<id>`, whose states are its counts while
 * it sends; when it ends they are copied here (`sentCount`…), as the outbox forgets finished jobs after 30 days.
 */
@Entity({ name: 'campaigns' })
// The schedule's poll reads the scheduled and sending campaigns only.
@Index('IDX_campaigns_state', ['state', 'scheduledAt'])
export class Campaign {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 200, default: '' })
  subject: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  preheader: string;

  @Column({ type: 'varchar', length: 10, default: 'markdown' })
  source: CampaignSource;

  @Column({ type: 'text', default: '' })
  bodyMarkdown: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  postId: string | null;

  @Column({ type: 'varchar', length: 10, default: 'summary' })
  postContent: PostContent;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  state: CampaignState;

  @Column({ type: Date, nullable: true })
  scheduledAt: Date | null;

  @Column({ type: Date, nullable: true })
  startedAt: Date | null;

  @Column({ type: Date, nullable: true })
  finishedAt: Date | null;

  /** The recipients queued when it started. */
  @Column({ type: 'integer', default: 0 })
  recipients: number;

  /** The final counts, once it has ended (sent or cancelled); while it sends the outbox holds them. */
  @Column({ type: 'integer', default: 0 })
  sentCount: number;

  @Column({ type: 'integer', default: 0 })
  skippedCount: number;

  @Column({ type: 'integer', default: 0 })
  failedCount: number;

  @Column({ type: 'integer', default: 0 })
  bouncedCount: number;

  /** No foreign key: a campaign outlives the account that wrote it. */
  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @Column({ type: Date, default: NOW })
  createdAt: Date;

  @Column({ type: Date, default: NOW })
  updatedAt: Date;
}
