import type { DataSource, EntityManager } from 'typeorm';
import { CommitGroups } from '../../db/commit-groups';
import { NewsletterSubscriber } from '../../db/entities/NewsletterSubscriber';
import { insertRow } from '../../db/insert-row';
import { HttpError } from '../../errors';
import { SEARCH_TOTAL_CAP, type SubscriberCounts } from '../../domain/admin-api';
import { subscriberCounts, subscriberTotal } from './subscriber-counts';
import { foldForSearch } from '../../domain/lead-search';
import { storedTime } from '../../db/stored-time';
import type { RowPosition } from '../../validation/page-cursor';
import type { EventOutbox } from '../../outbox/event-outbox';
import { toNewsletterRecord } from './newsletter.presenter';

/** The one answer for a subscriber that is not there. */
export const subscriberNotFound = () => new HttpError(404, 'not_found', 'There is no such subscriber.');

export interface SubscriberPage {
  subscribers: NewsletterSubscriber[];
  next: RowPosition | null;
  total: number;
  totalCapped: boolean;
}

export class NewsletterService {
  private readonly postgres: boolean;
  /** Sign-ups that arrive together are stored in one transaction, and each is answered after its commit. */
  private readonly signUps: CommitGroups<string, boolean>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
    this.signUps = new CommitGroups(dataSource, {
      write: (manager, email) => this.add(manager, email),
      // Twin addresses meet in the unique index on emailKey, and the day's tally row is shared: one order for every group.
      lockOrder: (a, b) => a.toLowerCase().localeCompare(b.toLowerCase()),
      committed: (added) => {
        if (added.includes(true)) this.outbox.wake();
      },
    });
  }

  /**
   * Adds an address unless it is there already in any case. Idempotent, and the caller cannot tell
   * the two outcomes apart, so the public API reveals nothing about who subscribed. Resolves once the
   * address is durable.
   */
  async subscribe(email: string): Promise<void> {
    await this.signUps.submit(email);
  }

  /** Writes the subscriber and the job that tells staff, or nothing for an address already there. Answers whether a job was written. */
  private async add(manager: EntityManager, email: string): Promise<boolean> {
    const subscriber = { email, emailKey: email.toLowerCase(), createdAt: new Date() };
    // An address already there (or earlier in the same group) inserts nothing, and nobody is told about it
    // again. (On PostgreSQL a concurrent twin can pass the check; its insert is then ignored and answers no id.)
    if (await manager.getRepository(NewsletterSubscriber).existsBy({ emailKey: subscriber.emailKey })) return false;
    const id = await insertRow(manager, NewsletterSubscriber, subscriber, { ignoreConflicts: true });
    if (id === undefined) return false;
    const record = toNewsletterRecord({ ...subscriber, id });
    return this.outbox.add(manager, { type: 'subscriber.created', occurredAt: record.createdAt, subscriber: record });
  }

  /**
   * One page of the subscribers whose address holds `search` (any case), newest first (ties: the later
   * id first), after `after`; with the count matching (a search's stops past SEARCH_TOTAL_CAP).
   */
  async page(search: string | undefined, after: RowPosition | undefined, limit: number, { withTotal = true } = {}): Promise<SubscriberPage> {
    const needle = foldForSearch((search ?? '').trim());
    const query = () => {
      const builder = this.dataSource.getRepository(NewsletterSubscriber).createQueryBuilder('subscriber');
      if (needle) builder.where(`${this.postgres ? 'strpos' : 'instr'}(subscriber.emailKey, :needle) > 0`, { needle });
      return builder;
    };
    const rows = query().orderBy('subscriber.createdAt', 'DESC').addOrderBy('subscriber.id', 'DESC').take(limit + 1);
    if (after) rows.andWhere('(subscriber.createdAt, subscriber.id) < (:afterTime, :afterId)', { afterTime: storedTime(this.dataSource, after.createdAt), afterId: after.id });
    const [found, counted] = await Promise.all([rows.getMany(), withTotal ? this.count(needle) : 0]);
    const subscribers = found.slice(0, limit);
    const last = subscribers.at(-1);
    return {
      subscribers,
      next: found.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
      total: needle ? Math.min(counted, SEARCH_TOTAL_CAP) : counted,
      totalCapped: Boolean(needle) && counted > SEARCH_TOTAL_CAP,
    };
  }

  /** The Newsletter Subscribers page's stat cards (SPEC 9). */
  counts(now: Date = new Date()): Promise<SubscriberCounts> {
    return subscriberCounts(this.dataSource, now);
  }

  /** Subscribers whose address holds `needle`, stopping past SEARCH_TOTAL_CAP; all of them without one. */
  private async count(needle: string): Promise<number> {
    if (!needle) return subscriberTotal(this.dataSource);
    const [sql, values] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT COUNT(*) AS count FROM (SELECT 1 FROM "newsletter_subscribers"
       WHERE ${this.postgres ? 'strpos' : 'instr'}("emailKey", :needle) > 0 LIMIT ${SEARCH_TOTAL_CAP + 1}) AS matches`,
      { needle },
    );
    const [row]: Array<{ count: unknown }> = await this.dataSource.query(sql, values);
    return Number(row?.count ?? 0);
  }

  /** Removes a subscriber and answers what was removed; 404 when there is none with that id. */
  async remove(id: number): Promise<NewsletterSubscriber> {
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await manager.getRepository(NewsletterSubscriber).findOneBy({ id });
      if (!subscriber) throw subscriberNotFound();
      await manager.getRepository(NewsletterSubscriber).delete({ id });
      return subscriber;
    });
  }
}
