import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../db/entities/NewsletterSubscriber';

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
}
