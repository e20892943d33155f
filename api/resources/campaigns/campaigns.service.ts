import { type DataSource, type EntityManager, In } from 'typeorm';
import type { BlogPost } from '#contract/blog/blog-post';
import type { CampaignInput, CampaignPreview, CampaignRecord, CampaignState } from '#contract/campaigns/campaigns-api';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { Campaign } from '../../platform/db/entities/Campaign';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { type Actor, recordAudit, requireActor } from '../../platform/db/record-audit';
import { storedTime } from '../../platform/db/stored-time';
import { HttpError, validationFailed } from '../../platform/errors';
import { enqueueJobs } from '../../platform/outbox/enqueue-jobs';
import type { RowPosition } from '../../platform/validation/page-cursor';
import { campaignCounts } from './campaign-counts';
import { campaignGroup } from './campaign-job';
import type { PreparedEmails } from './prepared-emails';
import type { CampaignTestEmail } from './campaign-test-email';
import { toCampaignRecord } from './campaigns.presenter';
import { queueRecipients } from './queue-recipients';

export const campaignNotFound = () => new HttpError(404, 'not_found', 'There is no such campaign.');

const wrongState = (message: string) => new HttpError(409, 'conflict', message);

/** What starts a scheduled campaign in Activity: no one in particular. */
export const THE_SCHEDULE: Actor = { id: null, username: '(schedule)' };

export interface CampaignsOptions {
  /** The blog's post of an id, for campaigns that send one. */
  post: (id: string) => BlogPost | undefined;
  prepared: PreparedEmails;
  siteUrl: string;
  /** Whether a relay is configured (SMTP_URL): without one, nothing is sent. */
  emailEnabled: boolean;
  /** A campaign just started or resumed: its worker looks at once. */
  wake: () => void;
  /** A test email was queued: the alerts' worker looks at once. */
  wakeAlerts: () => void;
  /** The app's clock (tests set it). */
  now?: () => Date;
}

/** Compose, schedule, send, pause, resume and cancel newsletter campaigns; each change is in Activity. */
export class CampaignsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: CampaignsOptions,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** One page, newest first, after `after`. */
  async page(
    after: RowPosition | undefined,
    limit: number,
  ): Promise<{ campaigns: CampaignRecord[]; next: RowPosition | null; total: number }> {
    const rows = this.dataSource
      .getRepository(Campaign)
      .createQueryBuilder('campaign')
      .orderBy('campaign.createdAt', 'DESC')
      .addOrderBy('campaign.id', 'DESC')
      .take(limit + 1);
    if (after)
      rows.where('(campaign.createdAt, campaign.id) < (:afterTime, :afterId)', {
        afterTime: storedTime(this.dataSource, after.createdAt),
        afterId: after.id,
      });
    const [found, total] = await Promise.all([rows.getMany(), this.dataSource.getRepository(Campaign).count()]);
    const campaigns = found.slice(0, limit);
    const last = campaigns.at(-1);
    return {
      campaigns: await this.records(this.dataSource.manager, campaigns),
      next: found.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
      total,
    };
  }

  async get(id: number): Promise<CampaignRecord> {
    return this.record(this.dataSource.manager, await this.find(this.dataSource.manager, id));
  }

  async create(input: CampaignInput, actor: Actor): Promise<CampaignRecord> {
    requireActor(actor, 'create a campaign');
    this.checkPost(input);
    return this.dataSource.transaction(async (manager) => {
      const now = this.now();
      const campaign = await manager
        .getRepository(Campaign)
        .save({ ...contentOf(input), state: 'draft' as const, createdById: actor.id, createdAt: now, updatedAt: now });
      await recordAudit(manager, actor, 'campaign.created', { campaignId: campaign.id, subject: campaign.subject });
      return this.record(manager, campaign);
    });
  }

  /** A draft's or a scheduled campaign's content; a scheduled one stays scheduled. */
  async update(id: number, input: CampaignInput, actor: Actor): Promise<CampaignRecord> {
    requireActor(actor, 'change a campaign');
    this.checkPost(input);
    return this.dataSource.transaction(async (manager) => {
      const campaign = await this.changeState(
        manager,
        id,
        ['draft', 'scheduled'],
        {
          ...contentOf(input),
          updatedAt: this.now(),
        },
        'Only a draft or a scheduled campaign can be changed: this one has started.',
      );
      await recordAudit(manager, actor, 'campaign.changed', { campaignId: id, subject: campaign.subject });
      return this.record(manager, campaign);
    });
  }

  async remove(id: number, actor: Actor): Promise<void> {
    requireActor(actor, 'delete a campaign');
    await this.dataSource.transaction(async (manager) => {
      const campaign = await this.find(manager, id);
      const { affected } = await manager.getRepository(Campaign).delete({ id, state: In(['draft', 'scheduled']) });
      if (!affected) throw wrongState('Only a draft or a scheduled campaign can be deleted: this one has started.');
      await recordAudit(manager, actor, 'campaign.deleted', { campaignId: id, subject: campaign.subject });
    });
  }

  /** The email as a subscriber would get it; nothing is stored. */
  async preview(input: CampaignInput): Promise<CampaignPreview> {
    this.checkPost(input);
    const prepared = await this.options.prepared.fresh({ ...input, id: 0 });
    const email = prepared(new URL('/unsubscribe', this.options.siteUrl).toString());
    return { subject: email.subject, preheader: input.preheader, html: email.html, text: email.text };
  }

  /** Queues the campaign's email to `actor`'s own address; answers the address. */
  async sendTest(id: number, actor: Actor): Promise<string> {
    requireActor(actor, 'send a test');
    this.requireEmail();
    const address = await this.dataSource.transaction(async (manager) => {
      await this.find(manager, id);
      const user = actor.id === null ? null : await manager.getRepository(AdminUser).findOneBy({ id: actor.id });
      if (!user?.email)
        throw validationFailed({}, 'Your account has no email address: add one on the Users screen to get tests.');
      const job: CampaignTestEmail = { message: 'campaign-test', to: user.email, campaignId: id };
      await enqueueJobs(manager, [{ kind: 'email', payload: job }]);
      await recordAudit(manager, actor, 'campaign.test_sent', { campaignId: id });
      return user.email;
    });
    this.options.wakeAlerts();
    return address;
  }

  /** Starts the campaign now, or schedules it for `at`. */
  async send(id: number, at: Date | undefined, actor: Actor): Promise<CampaignRecord> {
    requireActor(actor, 'send a campaign');
    this.requireEmail();
    if (at && at.getTime() <= this.now().getTime())
      throw validationFailed({ at: 'Please choose a time in the future.' });
    const record = await this.dataSource.transaction(async (manager) => {
      const campaign = await this.find(manager, id);
      this.checkPost(campaign);
      if (at) {
        const scheduled = await this.changeState(
          manager,
          id,
          ['draft', 'scheduled'],
          {
            state: 'scheduled',
            scheduledAt: at,
            updatedAt: this.now(),
          },
          'This campaign has already started.',
        );
        await recordAudit(manager, actor, 'campaign.scheduled', { campaignId: id, at: at.toISOString() });
        return this.record(manager, scheduled);
      }
      return this.record(manager, await this.start(manager, id, actor));
    });
    if (!at) this.options.wake();
    return record;
  }

  /**
   * Starts a draft or scheduled campaign in `manager`'s transaction: every recipient's job is written with it.
   * A 409 when it is no longer startable (another request or process started it).
   */
  async start(manager: EntityManager, id: number, actor: Actor): Promise<Campaign> {
    const now = this.now();
    const started = await this.changeState(
      manager,
      id,
      ['draft', 'scheduled'],
      {
        state: 'sending',
        startedAt: now,
        updatedAt: now,
      },
      'This campaign has already started.',
    );
    const recipients = await queueRecipients(manager, id);
    await manager.getRepository(Campaign).update({ id }, { recipients });
    await recordAudit(manager, actor, 'campaign.started', { campaignId: id, recipients });
    return { ...started, recipients };
  }

  /** Holds the jobs not yet claimed; those under way finish. */
  async pause(id: number, actor: Actor): Promise<CampaignRecord> {
    requireActor(actor, 'pause a campaign');
    return this.dataSource.transaction(async (manager) => {
      const campaign = await this.changeState(
        manager,
        id,
        ['sending'],
        { state: 'paused', updatedAt: this.now() },
        'Only a campaign that is sending can be paused.',
      );
      await this.unclaimedJobs(manager, id, ['pending']).set({ state: 'held' }).execute();
      await recordAudit(manager, actor, 'campaign.paused', { campaignId: id });
      return this.record(manager, campaign);
    });
  }

  async resume(id: number, actor: Actor): Promise<CampaignRecord> {
    requireActor(actor, 'resume a campaign');
    const record = await this.dataSource.transaction(async (manager) => {
      const campaign = await this.changeState(
        manager,
        id,
        ['paused'],
        { state: 'sending', updatedAt: this.now() },
        'Only a paused campaign can be resumed.',
      );
      await this.unclaimedJobs(manager, id, ['held']).set({ state: 'pending', runAt: new Date() }).execute();
      await recordAudit(manager, actor, 'campaign.resumed', { campaignId: id });
      return this.record(manager, campaign);
    });
    this.options.wake();
    return record;
  }

  /** A scheduled campaign becomes a draft again; one sending or paused ends, its unsent emails unsent. */
  async cancel(id: number, actor: Actor): Promise<CampaignRecord> {
    requireActor(actor, 'cancel a campaign');
    return this.dataSource.transaction(async (manager) => {
      const current = await this.find(manager, id);
      if (current.state === 'scheduled') {
        const draft = await this.changeState(
          manager,
          id,
          ['scheduled'],
          {
            state: 'draft',
            scheduledAt: null,
            updatedAt: this.now(),
          },
          'This campaign has already started.',
        );
        await recordAudit(manager, actor, 'campaign.unscheduled', { campaignId: id });
        return this.record(manager, draft);
      }
      const cancelled = await this.changeState(
        manager,
        id,
        ['sending', 'paused'],
        {
          state: 'cancelled',
          updatedAt: this.now(),
        },
        'Only a scheduled, sending or paused campaign can be cancelled.',
      );
      await this.unclaimedJobs(manager, id, ['pending', 'held'])
        .set({ state: 'failed', result: 'cancelled', lastError: 'campaign cancelled', finishedAt: new Date() })
        .execute();
      await recordAudit(manager, actor, 'campaign.cancelled', { campaignId: id });
      return this.record(manager, cancelled);
    });
  }

  /** The campaign's jobs in `states` that no process holds now (one under way finishes as it is). */
  private unclaimedJobs(manager: EntityManager, id: number, states: Array<OutboxJob['state']>) {
    return manager
      .createQueryBuilder()
      .update(OutboxJob)
      .where('groupKey = :group AND state IN (:...states) AND (lockedUntil IS NULL OR lockedUntil < :now)', {
        group: campaignGroup(id),
        states,
        now: new Date(),
      });
  }

  /**
   * Moves the campaign from one of `from` with `changes`, under its row's lock (the UPDATE's), and answers it as
   * it is now; 404 when there is none, 409 with `conflict` when it is in another state.
   */
  private async changeState(
    manager: EntityManager,
    id: number,
    from: CampaignState[],
    changes: Partial<Campaign>,
    conflict: string,
  ): Promise<Campaign> {
    const { affected } = await manager.getRepository(Campaign).update({ id, state: In(from) }, changes);
    const campaign = await this.find(manager, id);
    if (!affected) throw wrongState(conflict);
    return campaign;
  }

  private async find(manager: EntityManager, id: number): Promise<Campaign> {
    const campaign = await manager.getRepository(Campaign).findOneBy({ id });
    if (!campaign) throw campaignNotFound();
    return campaign;
  }

  private checkPost(input: Pick<CampaignInput, 'source' | 'postId'>): void {
    if (input.source === 'post' && !this.options.post(input.postId ?? ''))
      throw validationFailed({ postId: 'Please choose one of the blog posts.' });
  }

  private requireEmail(): void {
    if (!this.options.emailEnabled)
      throw wrongState('Email is not set up on this server (SMTP_URL), so campaigns cannot be sent.');
  }

  private async record(manager: EntityManager, campaign: Campaign): Promise<CampaignRecord> {
    const [record] = await this.records(manager, [campaign]);
    return record!;
  }

  private async records(manager: EntityManager, campaigns: Campaign[]): Promise<CampaignRecord[]> {
    const authorIds = [...new Set(campaigns.map((campaign) => campaign.createdById).filter((id) => id !== null))];
    const authors = authorIds.length
      ? await manager
          .getRepository(AdminUser)
          .find({ select: { id: true, username: true }, where: { id: In(authorIds) } })
      : [];
    const names = new Map(authors.map((author) => [author.id, author.username]));
    return Promise.all(
      campaigns.map(async (campaign) =>
        toCampaignRecord(
          campaign,
          names.get(campaign.createdById ?? 0) ?? null,
          await campaignCounts(manager, campaign),
        ),
      ),
    );
  }
}

function contentOf(input: CampaignInput): Pick<Campaign, keyof CampaignInput> {
  const post = input.source === 'post';
  return {
    subject: input.subject,
    preheader: input.preheader,
    source: input.source,
    bodyMarkdown: post ? '' : input.bodyMarkdown,
    postId: post ? input.postId : null,
    postContent: input.postContent,
  };
}
