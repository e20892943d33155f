import { describe, expect, test } from 'vitest';
import { createDataSource } from '../api/platform/db/data-source';
import { NewsletterSubscriber } from '../api/platform/db/entities/NewsletterSubscriber';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { TEST_DATABASES } from '../api/test/test-databases';
import { seedSubscribers, SUBSCRIBER_DOMAIN } from './bench-campaign-seed';

const COUNT = 1500;

describe.each(TEST_DATABASES)('the campaign benchmark seeding on $name', (database) => {
  test('writes confirmed subscribers, one per address, counted by the tallies as the app would', async () => {
    const { url, drop } = await database.createMigrated();
    const dataSource = createDataSource(url);
    try {
      await dataSource.initialize();
      await runPendingMigrations(dataSource);
      await dataSource.destroy();
      await seedSubscribers(url, COUNT);
      await dataSource.initialize();

      const subscribers = await dataSource.getRepository(NewsletterSubscriber).find();
      expect(subscribers).toHaveLength(COUNT);
      expect(new Set(subscribers.map((subscriber) => subscriber.emailKey)).size).toBe(COUNT);
      expect(
        subscribers.filter(
          (subscriber) =>
            subscriber.state !== 'active' ||
            subscriber.bouncedAt !== null ||
            subscriber.confirmedAt === null ||
            subscriber.emailKey !== subscriber.email.toLowerCase() ||
            !subscriber.email.endsWith(SUBSCRIBER_DOMAIN),
        ),
      ).toEqual([]);
      // The tally triggers counted each by its day, as for a signup through the app.
      const byDay: Record<string, number> = {};
      for (const { createdAt } of subscribers) {
        const day = createdAt.toISOString().slice(0, 10);
        byDay[day] = (byDay[day] ?? 0) + 1;
      }
      const tallies: Array<{ day: string; subscribers: unknown }> = await dataSource.query(
        `SELECT "day", SUM("subscribers") AS "subscribers" FROM "live_subscriber_days" GROUP BY "day" HAVING SUM("subscribers") <> 0`,
      );
      expect(Object.fromEntries(tallies.map((row) => [row.day, Number(row.subscribers)]))).toEqual(byDay);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await drop();
    }
  }, 60_000);
});
