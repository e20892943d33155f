import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import type { SubscriberCounts } from '#contract/newsletter/newsletter-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

/**
 * Every Active subscriber, from the daily counts kept by triggers (`live_subscriber_days`: what is folded and what
 * is pending): a row a day instead of a row a subscriber.
 */
export async function subscriberTotal(dataSource: DataSource): Promise<number> {
  const [row]: Array<{ total: unknown }> = await dataSource.query(
    `SELECT COALESCE(SUM("subscribers"), 0) AS total FROM "live_subscriber_days"`,
  );
  return Number(row?.total ?? 0);
}

/** Subscribers per Accra day ('yyyy-MM-dd') from `first` to `last`, from the daily counts. */
export async function subscribersByDay(
  dataSource: DataSource,
  first: string,
  last: string,
): Promise<Array<{ day: string; count: number }>> {
  const [sql, values] = dataSource.driver.escapeQueryWithParameters(
    `SELECT "day", SUM("subscribers") AS count FROM "live_subscriber_days" WHERE "day" >= :first AND "day" <= :last
     GROUP BY "day" HAVING SUM("subscribers") <> 0`,
    { first, last },
  );
  const rows: Array<{ day: string; count: unknown }> = await dataSource.query(sql, values);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/**
 * The subscriber counts, of Active subscribers only: the total from the daily counts, the month and the
 * week each its own COUNT over their range of the createdAt index. This month: the calendar month in
 * Accra holding `now`. This week: the 7 × 24 hours up to `now`.
 */
export async function subscriberCounts(dataSource: DataSource, now: Date): Promise<SubscriberCounts> {
  const month = DateTime.fromJSDate(now, { zone: STAFF_ZONE }).startOf('month');
  const between = (from: Date, to: Date, includeFrom: boolean) =>
    dataSource
      .getRepository(NewsletterSubscriber)
      .createQueryBuilder('subscriber')
      .where(
        `subscriber.state = 'active' AND subscriber.createdAt ${includeFrom ? '>=' : '>'} :from AND subscriber.createdAt <= :to`,
        { from, to },
      )
      .getCount();
  const [total, thisMonth, thisWeek] = await Promise.all([
    subscriberTotal(dataSource),
    between(month.toJSDate(), new Date(Math.min(now.getTime(), month.plus({ months: 1 }).toMillis() - 1)), true),
    between(new Date(now.getTime() - 7 * 24 * 3600_000), now, false),
  ]);
  return { total, thisMonth, thisWeek };
}
