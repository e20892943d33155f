import type { DataSource } from 'typeorm';
import type { BlogPost } from '#contract/blog/blog-post';
import { ActivityService } from './resources/activity';
import { AdminLeadsService, LeadRecordsService, LeadsService, LeadTouchesService } from './resources/leads';
import { AdminUsersService } from './resources/admin-users';
import { AvailabilityService } from './resources/availability';
import { BlogService } from './resources/blog';
import { CallableNowService } from './resources/callable-now';
import { campaignJobHandler, campaignScheduler, CampaignsService, PreparedEmails } from './resources/campaigns';
import { FollowUpsService } from './resources/follow-ups';
import { LeadNotesService, LeadTimelineService } from './resources/lead-notes';
import { NewsletterLinks, NewsletterService } from './resources/newsletter';
import { NotificationsService } from './resources/notifications';
import { PasswordsService } from './resources/passwords';
import { PeopleService } from './resources/people';
import { chaseScheduler, LeadRouter, RoutingService } from './resources/routing';
import { SecondFactorService } from './resources/second-factor';
import { SessionsService, SignInAudit } from './resources/auth';
import { StatsService } from './resources/stats';
import { ThrottleService } from './platform/http/throttle.service';
import { WebhooksService } from './resources/webhooks';
import { createJobHandlers, type DeliveryContext } from './job-handlers';
import { EventOutbox } from './platform/outbox/event-outbox';
import { OutboxWorker, type OutboxWorkerOptions } from './platform/outbox/outbox-worker';
import { foldPendingCounts } from './platform/db/pending-counts';
import { digestScheduler } from './resources/digest';

/**
 * The workers' timings (tests shorten them; what runs on each poll is the app's own), and the app's one test clock:
 * what the daily digest, the follow-ups' "today", Callable now, a next step's day in the lead's zone, the second
 * factor's codes and sign-in stages, a lead's arrival (at which it is routed) and the chase of its first touch read
 * (tests set it; the real time otherwise).
 */
export type OutboxOptions = Omit<OutboxWorkerOptions, 'onPoll'> & { now?: () => Date };

export interface Services {
  activity: ActivityService;
  adminLeads: AdminLeadsService;
  adminUsers: AdminUsersService;
  /** Agents' working hours and away switch. */
  availability: AvailabilityService;
  blog: BlogService;
  /** A user's leads to call now, within their own calling hours. */
  callableNow: CallableNowService;
  /** Newsletter campaigns: composed, scheduled, sent. */
  campaigns: CampaignsService;
  /** Due today and overdue next steps, and the staff list. */
  followUps: FollowUpsService;
  leads: LeadsService;
  leadNotes: LeadNotesService;
  leadTimeline: LeadTimelineService;
  leadRecords: LeadRecordsService;
  /** Calls, messages and meetings staff log on a lead. */
  leadTouches: LeadTouchesService;
  newsletter: NewsletterService;
  notifications: NotificationsService;
  /** Your own password: changed, chosen in place of a temporary one, reset by email. */
  passwords: PasswordsService;
  people: PeopleService;
  /** The lead routing rules admins set. */
  routing: RoutingService;
  secondFactor: SecondFactorService;
  sessions: SessionsService;
  signInAudit: SignInAudit;
  stats: StatsService;
  throttle: ThrottleService;
  webhooks: WebhooksService;
  /** Delivers alerts and webhooks; main.ts starts it (tests start it when they need it). */
  outbox: OutboxWorker;
  /**
   * Sends campaigns' emails, a lane of its own beside `outbox`, at the relay's rate cap; undefined without a
   * relay. main.ts starts it.
   */
  campaignOutbox: OutboxWorker | undefined;
}

export function createServices(
  dataSource: DataSource,
  blogPosts: BlogPost[],
  delivery: Omit<DeliveryContext, 'dataSource'>,
  { now, ...outboxOptions }: OutboxOptions = {},
): Services {
  const sessions = new SessionsService(dataSource);
  const events = new EventOutbox({ emailEnabled: delivery.mailer !== undefined, wake: () => outbox.wake() });
  // From the worker's polls: the chases of routed leads, the daily digest when there is a mail relay to send it, and
  // the counts' pending changes folded into the tallies. Each on its own: one that fails holds back none of the others.
  const pollSteps: Record<string, ((pollTime: Date) => Promise<void>) | undefined> = {
    digest: delivery.mailer ? digestScheduler(dataSource, now) : undefined,
    chases: chaseScheduler(dataSource, now),
    'pending counts': () => foldPendingCounts(dataSource),
  };
  const onPoll = async (pollTime: Date) => {
    for (const [step, run] of Object.entries(pollSteps)) {
      await run?.(pollTime).catch((error: unknown) =>
        delivery.log({ level: 'error', msg: `outbox poll step failed: ${step}`, error: String(error) }),
      );
    }
  };
  const posts = new Map(blogPosts.map((post) => [post.id, post]));
  const post = (id: string) => posts.get(id);
  const campaignEmails = new PreparedEmails(delivery.siteUrl, post);
  const outbox: OutboxWorker = new OutboxWorker(
    dataSource,
    createJobHandlers({ ...delivery, dataSource }, { events, now, campaignEmails }),
    delivery.log,
    { ...outboxOptions, onPoll },
  );
  const { campaigns, campaignOutbox } = campaignSending(dataSource, delivery, {
    post,
    prepared: campaignEmails,
    now,
    outbox,
    outboxOptions,
  });
  const newsletter = new NewsletterService(dataSource, events, {
    doubleOptIn: delivery.mailer !== undefined,
    tokens: delivery.newsletterTokens,
  });
  return {
    activity: new ActivityService(dataSource),
    adminLeads: new AdminLeadsService(dataSource, events, now),
    adminUsers: new AdminUsersService(dataSource, sessions),
    availability: new AvailabilityService(dataSource),
    blog: new BlogService(blogPosts),
    callableNow: new CallableNowService(dataSource, now),
    campaigns,
    followUps: new FollowUpsService(dataSource, now),
    leads: new LeadsService(
      dataSource,
      events,
      { doubleOptIn: newsletter.doubleOptIn },
      { routing: new LeadRouter(events), now },
    ),
    leadNotes: new LeadNotesService(dataSource),
    leadTimeline: new LeadTimelineService(dataSource),
    leadRecords: new LeadRecordsService(dataSource),
    leadTouches: new LeadTouchesService(dataSource, events, now),
    newsletter,
    notifications: new NotificationsService(dataSource, delivery),
    passwords: new PasswordsService(dataSource, sessions, events, delivery.passwordResetTokens, now),
    people: new PeopleService(dataSource, delivery.log),
    routing: new RoutingService(dataSource),
    secondFactor: new SecondFactorService(dataSource, sessions, now),
    sessions,
    signInAudit: new SignInAudit(dataSource),
    stats: new StatsService(dataSource),
    throttle: new ThrottleService(dataSource),
    webhooks: new WebhooksService(dataSource, delivery.nodeEnv),
    outbox,
    campaignOutbox,
  };
}

/** How long a campaign email may wait for its slot under the rate cap: well inside a job's deadline. */
const LONGEST_RATE_WAIT_S = 30;

/**
 * The campaigns and their worker: it claims only `campaign` jobs, keeps `mailConcurrency` relay connections busy
 * (a few emails queued behind each, so a claim fetches many at once) and, under a rate cap, no more emails in hand
 * than LONGEST_RATE_WAIT_S of the rate. Its poll starts scheduled campaigns and ends finished ones.
 */
function campaignSending(
  dataSource: DataSource,
  delivery: Omit<DeliveryContext, 'dataSource'>,
  {
    post,
    prepared,
    now,
    outbox,
    outboxOptions,
  }: {
    post: (id: string) => BlogPost | undefined;
    prepared: PreparedEmails;
    now?: () => Date;
    outbox: OutboxWorker;
    outboxOptions: OutboxWorkerOptions;
  },
): { campaigns: CampaignsService; campaignOutbox: OutboxWorker | undefined } {
  const campaigns = new CampaignsService(dataSource, {
    post,
    prepared,
    siteUrl: delivery.siteUrl,
    emailEnabled: delivery.bulkMailer !== undefined,
    wake: () => campaignOutbox?.wake(),
    wakeAlerts: () => outbox.wake(),
    now,
  });
  const { bulkMailer, sendRate, mailConcurrency, ratePerSecond } = delivery;
  const inHand = Math.min(
    4 * mailConcurrency,
    ratePerSecond ? Math.max(mailConcurrency, ratePerSecond * LONGEST_RATE_WAIT_S) : Infinity,
  );
  const campaignOutbox = bulkMailer
    ? new OutboxWorker(
        dataSource,
        {
          campaign: campaignJobHandler({
            dataSource,
            mailer: bulkMailer,
            mailFrom: delivery.mailFrom,
            siteUrl: delivery.siteUrl,
            links: new NewsletterLinks(delivery.siteUrl, delivery.newsletterTokens),
            prepared,
            sendRate,
          }),
        },
        delivery.log,
        {
          ...outboxOptions,
          pollMs: Math.min(outboxOptions.pollMs ?? 1_000, 1_000),
          maxInFlight: inHand,
          batchSize: inHand,
          onPoll: campaignScheduler(dataSource, campaigns, {
            log: delivery.log,
            wake: () => campaignOutbox?.wake(),
            now,
          }),
        },
      )
    : undefined;
  return { campaigns, campaignOutbox };
}
