import { describe, expect, test } from 'vitest';
import { runPendingMigrations } from '../migrate';
import { openBeforeMigration } from '../../../test/before-migration';
import { TEST_DATABASES } from '../../../test/test-databases';

const DAY = Date.UTC(2026, 5, 1, 9, 0, 0);

// Subscribers written before the migration are Active and stay counted; afterwards the daily counts hold
// Active subscribers only, through every change of state, and undoing the migration drops the others.
describe.each(TEST_DATABASES)('migration NewsletterDoubleOptIn on $name', (database) => {
  test('existing subscribers become Active; the daily counts follow the state; down keeps only the Active ones', async () => {
    const { dataSource, run, time, undo, close } = await openBeforeMigration(
      database,
      'NewsletterDoubleOptIn1764450000000',
    );
    try {
      // As the app reads them once every migration ran (folded and pending), as the table alone before.
      const days = async (view = 'live_subscriber_days') =>
        Object.fromEntries(
          (
            (await dataSource.query(
              `SELECT "day", SUM("subscribers") AS "subscribers" FROM "${view}" GROUP BY "day" HAVING SUM("subscribers") <> 0 ORDER BY 1`,
            )) as Array<{ day: string; subscribers: unknown }>
          ).map((row) => [row.day, Number(row.subscribers)]),
        );
      for (const [index, email] of ['a@example.com', 'b@example.com'].entries()) {
        await run(`INSERT INTO "newsletter_subscribers" ("email", "emailKey", "createdAt") VALUES (?, ?, ?)`, [
          email,
          email,
          time(DAY + index * 60_000),
        ]);
      }
      await runPendingMigrations(dataSource);
      expect(
        await dataSource.query(
          `SELECT "state", "consentAt", "privacyNoticeVersion" FROM "newsletter_subscribers" ORDER BY "id"`,
        ),
      ).toEqual([
        { state: 'active', consentAt: null, privacyNoticeVersion: '' },
        { state: 'active', consentAt: null, privacyNoticeVersion: '' },
      ]);
      expect(await days()).toEqual({ '2026-06-01': 2 });

      // Pending ones count nowhere, until confirmed; an unsubscribe and a delete of an Active one take one away.
      await run(
        `INSERT INTO "newsletter_subscribers" ("email", "emailKey", "createdAt", "state") VALUES ('p@example.com', 'p@example.com', ?, 'pending'), ('q@example.com', 'q@example.com', ?, 'pending')`,
        [time(DAY + 86_400_000), time(DAY + 86_400_000)],
      );
      expect(await days()).toEqual({ '2026-06-01': 2 });
      await run(`UPDATE "newsletter_subscribers" SET "state" = 'active' WHERE "emailKey" = 'p@example.com'`);
      await run(`UPDATE "newsletter_subscribers" SET "confirmationSentAt" = ? WHERE "emailKey" = 'p@example.com'`, [
        time(DAY),
      ]);
      expect(await days()).toEqual({ '2026-06-01': 2, '2026-06-02': 1 });
      await run(`UPDATE "newsletter_subscribers" SET "state" = 'unsubscribed' WHERE "emailKey" = 'a@example.com'`);
      await run(`DELETE FROM "newsletter_subscribers" WHERE "emailKey" IN ('b@example.com', 'q@example.com')`);
      expect(await days()).toEqual({ '2026-06-02': 1 });

      await undo();
      expect(
        (await dataSource.query(`SELECT "email" FROM "newsletter_subscribers"`)).map(
          (row: { email: string }) => row.email,
        ),
      ).toEqual(['p@example.com']);
      await run(
        `INSERT INTO "newsletter_subscribers" ("email", "emailKey", "createdAt") VALUES ('c@example.com', 'c@example.com', ?)`,
        [time(DAY)],
      );
      expect(await days('subscriber_days')).toEqual({ '2026-06-01': 1, '2026-06-02': 1 });
      await runPendingMigrations(dataSource);
      expect(await days()).toEqual({ '2026-06-01': 1, '2026-06-02': 1 });
    } finally {
      await close();
    }
  });
});
