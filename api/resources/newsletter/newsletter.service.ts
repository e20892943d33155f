import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../db/entities/NewsletterSubscriber';
import { HttpError } from '../../errors';

/** The one answer for a subscriber that is not there. */
export const subscriberNotFound = () => new HttpError(404, 'not_found', 'There is no such subscriber.');

export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Adds an address unless it is there already in any case. Idempotent, and the caller cannot tell
   * the two outcomes apart, so the public API reveals nothing about who subscribed.
   */
  async subscribe(email: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscriber)
      .values({ email, emailKey: email.toLowerCase(), createdAt: new Date() })
      .orIgnore()
      .updateEntity(false)
      .execute();
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
