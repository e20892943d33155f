import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../db/entities/NewsletterSubscriber';
import type { SubscriberCounts } from '../../domain/admin-api';
import { STAFF_ZONE } from '../../domain/staff-zone';

/**
 * SPEC 9's subscriber counts, each its own COUNT so the month and the week read only their range of
 * the createdAt index. This month: the calendar month in Accra holding `now`. This week: the 7 × 24
 * hours up to `now`.
 */
export async function subscriberCounts(dataSource: DataSource, now: Date): Promise<SubscriberCounts> {
  const month = DateTime.fromJSDate(now, { zone: STAFF_ZONE }).startOf('month');
  const between = (from: Date, to: Date, includeFrom: boolean) =>
    dataSource
      .getRepository(NewsletterSubscriber)
      .createQueryBuilder('subscriber')
      .where(`subscriber.createdAt ${includeFrom ? '>=' : '>'} :from AND subscriber.createdAt <= :to`, { from, to })
      .getCount();
  const [total, thisMonth, thisWeek] = await Promise.all([
    dataSource.getRepository(NewsletterSubscriber).count(),
    between(month.toJSDate(), new Date(Math.min(now.getTime(), month.plus({ months: 1 }).toMillis() - 1)), true),
    between(new Date(now.getTime() - 7 * 24 * 3600_000), now, false),
  ]);
  return { total, thisMonth, thisWeek };
}
