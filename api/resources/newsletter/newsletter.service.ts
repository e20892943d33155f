import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../db/entities/NewsletterSubscriber';
import { insertRow } from '../../db/insert-row';
import { HttpError } from '../../errors';
import type { EventOutbox } from '../../outbox/event-outbox';
import { toNewsletterRecord } from './newsletter.presenter';

/** The one answer for a subscriber that is not there. */
export const subscriberNotFound = () => new HttpError(404, 'not_found', 'There is no such subscriber.');

export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
  ) {}

  /**
   * Adds an address unless it is there already in any case. Idempotent, and the caller cannot tell
   * the two outcomes apart, so the public API reveals nothing about who subscribed.
   */
  async subscribe(email: string): Promise<void> {
    const subscriber = { email, emailKey: email.toLowerCase(), createdAt: new Date() };
    const added = await this.dataSource.transaction(async (manager) => {
      // An address already there inserts nothing, and nobody is told about it again. (On PostgreSQL
      // a concurrent twin can pass the check; its insert is then ignored and answers no id.)
      if (await manager.getRepository(NewsletterSubscriber).existsBy({ emailKey: subscriber.emailKey })) return false;
      const id = await insertRow(manager, NewsletterSubscriber, subscriber, { ignoreConflicts: true });
      if (id === undefined) return false;
      const record = toNewsletterRecord({ ...subscriber, id });
      return this.outbox.add(manager, { type: 'subscriber.created', occurredAt: record.createdAt, subscriber: record });
    });
    if (added) this.outbox.wake();
  }

  /** Every subscriber, newest first (ties: the later id first). */
  list(): Promise<NewsletterSubscriber[]> {
    return this.dataSource.getRepository(NewsletterSubscriber).find({ order: { createdAt: 'DESC', id: 'DESC' } });
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
