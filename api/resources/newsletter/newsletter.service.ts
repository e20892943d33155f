import { type Actor, recordAudit, requireActor } from '../../platform/db/record-audit';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { textSearch } from '../../platform/db/dialects/text-search';
import { CommitGroups } from '../../platform/db/commit-groups';
import { emailKeyOf, lockPeople } from '../../platform/db/contact-keys';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { HttpError } from '../../platform/errors';
import { SEARCH_TOTAL_CAP } from '#contract/shared/page-info';
import { type SubscriberCounts } from '#contract/newsletter/newsletter-api';
import { subscriberCounts, subscriberTotal } from './subscriber-counts';
import { foldForSearch } from '../../platform/db/lead-search';
import { storedTime } from '../../platform/db/stored-time';
import type { RowPosition } from '../../platform/validation/page-cursor';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import { enqueueJobs } from '../../platform/outbox/enqueue-jobs';
import type { NewsletterEmail } from './newsletter-emails';
import { PRIVACY_NOTICE_VERSION } from '#contract/leads/privacy-notice';
import type { SubscriberState } from '#contract/newsletter/subscriber-states';
import type { NewsletterTokenPurpose, NewsletterTokens } from './newsletter-tokens';
import { announceActive, bySignupOrder, type NewsletterConsent, type Signup, writeSignup } from './write-signup';

/** The one answer for a subscriber that is not there. */
export const subscriberNotFound = () => new HttpError(404, 'not_found', 'There is no such subscriber.');

export interface SubscriberPage {
  subscribers: NewsletterSubscriber[];
  next: RowPosition | null;
  total: number;
  totalCapped: boolean;
}

/** What the Newsletter Subscribers list is narrowed to: a search of the address, and a state. */
export interface SubscriberFilters {
  search?: string;
  state?: SubscriberState;
}

export interface NewsletterServiceOptions {
  /** With email configured: a signup is Pending until the confirmation link is clicked. */
  doubleOptIn: boolean;
  tokens: NewsletterTokens;
}

export class NewsletterService {
  /** Sign-ups that arrive together are stored in one transaction, and each is answered after its commit. */
  private readonly signUps: CommitGroups<Signup, boolean>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    private readonly options: NewsletterServiceOptions,
  ) {
    this.signUps = new CommitGroups<Signup, boolean>(dataSource, {
      write: (manager, signup) => writeSignup(manager, outbox, signup, options.doubleOptIn),
      lockOrder: bySignupOrder,
      // As intake does: the people first, then their subscriber rows.
      lockAhead: (manager, signups) =>
        lockPeople(
          manager,
          signups.map(({ email }) => ({ emailKey: emailKeyOf(email), phoneE164: null })),
        ),
      committed: (written) => {
        if (written.includes(true)) this.outbox.wake();
      },
    });
  }

  /** Whether a signup waits for the click in a confirmation email (email configured). */
  get doubleOptIn(): boolean {
    return this.options.doubleOptIn;
  }

  /**
   * The newsletter form's signup, for any form that offers the newsletter: `consent` says when it was given
   * and under which privacy notice. Idempotent, and the caller cannot tell a new address from a known one,
   * so the public API reveals nothing about who subscribed. Resolves once the signup is durable.
   */
  async subscribe(
    email: string,
    consent: NewsletterConsent = { givenAt: new Date(), privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
  ): Promise<void> {
    await this.signUps.submit({ email, consent });
  }

  /**
   * The confirmation link's click: a Pending subscriber becomes Active (staff and webhooks are told, and the
   * welcome email goes out). Answers false for a token that is bad, expired, or for no Pending or Active
   * subscriber; true again for one already Active (a second click).
   */
  async confirm(token: string | undefined, now: Date = new Date()): Promise<boolean> {
    const confirmed = await this.dataSource.transaction(async (manager) => {
      const subscriber = await this.withToken(manager, 'confirm', token, now);
      if (!subscriber || subscriber.state === 'unsubscribed') return undefined;
      if (subscriber.state === 'active') return false;
      // Only the request that moves it from Pending tells anyone, however many clicks race.
      const { affected } = await manager
        .getRepository(NewsletterSubscriber)
        .update({ id: subscriber.id, state: 'pending' }, { state: 'active', confirmedAt: now });
      if (!affected) return false;
      const welcome: NewsletterEmail = {
        message: 'newsletter-welcome',
        to: subscriber.email,
        subscriberId: subscriber.id,
      };
      await enqueueJobs(manager, [{ kind: 'email', payload: welcome }]);
      await announceActive(manager, this.outbox, { ...subscriber, state: 'active', confirmedAt: now });
      return true;
    });
    if (confirmed) this.outbox.wake();
    return confirmed !== undefined;
  }

  /**
   * The unsubscribe link (GET's button or one click): Unsubscribed, idempotently; answers the address it
   * unsubscribed, so the page can name it, or undefined for a bad token.
   */
  async unsubscribe(token: string | undefined, now: Date = new Date()): Promise<string | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await this.withToken(manager, 'unsubscribe', token, now);
      if (!subscriber) return undefined;
      if (subscriber.state !== 'unsubscribed') {
        await manager
          .getRepository(NewsletterSubscriber)
          .update({ id: subscriber.id }, { state: 'unsubscribed', unsubscribedAt: now });
      }
      return subscriber.email;
    });
  }

  /** The subscriber a token was signed for `purpose`, unexpired; undefined for anything else. */
  private async withToken(
    manager: EntityManager,
    purpose: NewsletterTokenPurpose,
    token: string | undefined,
    now: Date,
  ): Promise<NewsletterSubscriber | undefined> {
    const read = this.options.tokens.read(token);
    if (!read) return undefined;
    const subscriber = await manager.getRepository(NewsletterSubscriber).findOneBy({ id: read.subscriberId });
    return subscriber && this.options.tokens.verify(purpose, read, subscriber.emailKey, now) ? subscriber : undefined;
  }

  /**
   * One page of the subscribers in `state` (any without) whose address holds `search` (any case), newest
   * first (ties: the later id first), after `after`; with the count matching (stopping past
   * SEARCH_TOTAL_CAP, except for all the Active ones, which the daily counts hold).
   */
  async page(
    { search, state }: SubscriberFilters,
    after: RowPosition | undefined,
    limit: number,
    { withTotal = true } = {},
  ): Promise<SubscriberPage> {
    const needle = foldForSearch((search ?? '').trim());
    const query = () => {
      const builder = this.dataSource
        .getRepository(NewsletterSubscriber)
        .createQueryBuilder('subscriber')
        .where('1 = 1');
      if (state) builder.andWhere('subscriber.state = :state', { state });
      if (needle) builder.andWhere(textSearch(this.dataSource).contains('subscriber.emailKey', ':needle'), { needle });
      return builder;
    };
    const rows = query()
      .orderBy('subscriber.createdAt', 'DESC')
      .addOrderBy('subscriber.id', 'DESC')
      .take(limit + 1);
    if (after)
      rows.andWhere('(subscriber.createdAt, subscriber.id) < (:afterTime, :afterId)', {
        afterTime: storedTime(this.dataSource, after.createdAt),
        afterId: after.id,
      });
    const capped = Boolean(needle) || state !== 'active';
    const [found, counted] = await Promise.all([
      rows.getMany(),
      withTotal ? (capped ? this.count(query()) : subscriberTotal(this.dataSource)) : 0,
    ]);
    const subscribers = found.slice(0, limit);
    const last = subscribers.at(-1);
    return {
      subscribers,
      next: found.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
      total: capped ? Math.min(counted, SEARCH_TOTAL_CAP) : counted,
      totalCapped: capped && counted > SEARCH_TOTAL_CAP,
    };
  }

  /** The Newsletter Subscribers page's stat cards. */
  counts(now: Date = new Date()): Promise<SubscriberCounts> {
    return subscriberCounts(this.dataSource, now);
  }

  /** The rows of `matching`, stopping past SEARCH_TOTAL_CAP. */
  private async count(matching: SelectQueryBuilder<NewsletterSubscriber>): Promise<number> {
    const [sql, values] = matching
      .select('1')
      .limit(SEARCH_TOTAL_CAP + 1)
      .getQueryAndParameters();
    const [row]: Array<{ count: unknown }> = await this.dataSource.query(
      `SELECT COUNT(*) AS count FROM (${sql}) AS matches`,
      values,
    );
    return Number(row?.count ?? 0);
  }

  /**
   * Removes a subscriber, as `actor`, and answers what was removed; 404 when there is none with that id.
   * The audit entry names the row, never the address: an erasure must not leave it behind in the trail.
   */
  async remove(id: number, actor: Actor): Promise<NewsletterSubscriber> {
    requireActor(actor, 'remove a subscriber');
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await manager.getRepository(NewsletterSubscriber).findOneBy({ id });
      if (!subscriber) throw subscriberNotFound();
      await manager.getRepository(NewsletterSubscriber).delete({ id });
      await recordAudit(manager, actor, 'subscriber.deleted', { subscriberId: id });
      return subscriber;
    });
  }
}
