/**
 * The campaign benchmark's subscribers: `count` confirmed (Active) ones, `reader<n>@subscribers.bench.example`,
 * signed up over the last two years, written by one INSERT … SELECT straight into the migrated database. The
 * subscribers' tally triggers stay on and count them as the app's own writes would (a row trigger each on SQLite,
 * one statement-level trigger on PostgreSQL).
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { PRIVACY_NOTICE_VERSION } from '../api/contract/leads/privacy-notice';

export const SUBSCRIBER_DOMAIN = '@subscribers.bench.example';

const COLUMNS = `"email", "emailKey", "createdAt", "state", "consentAt", "privacyNoticeVersion", "confirmedAt"`;

/** Seeds `count` Active subscribers into the migrated database at `databaseUrl`. */
export async function seedSubscribers(databaseUrl: string, count: number): Promise<void> {
  if (databaseUrl.startsWith('sqlite:')) return seedSqlite(databaseUrl.slice('sqlite:'.length), count);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "newsletter_subscribers" (${COLUMNS})
        SELECT 'reader' || i || $2, 'reader' || i || $2, t, 'active', t, $3, t
        FROM generate_series(1, $1::int) AS i, LATERAL (SELECT now() - (i % 730) * interval '1 day' AS t) AS times`,
      [count, SUBSCRIBER_DOMAIN, PRIVACY_NOTICE_VERSION],
    );
    // What autovacuum would have done by the time a list this size is mailed.
    await client.query(`VACUUM ANALYZE "newsletter_subscribers"`);
  } finally {
    await client.end();
  }
}

function seedSqlite(file: string, count: number): void {
  const db = new Database(file);
  try {
    // TypeORM's stored time on SQLite: UTC text 'YYYY-MM-DD HH:MM:SS.SSS'.
    db.prepare(
      `WITH RECURSIVE "n"("i") AS (SELECT 1 UNION ALL SELECT "i" + 1 FROM "n" WHERE "i" < @count)
        INSERT INTO "newsletter_subscribers" (${COLUMNS})
        SELECT 'reader' || "i" || @domain, 'reader' || "i" || @domain, "t", 'active', "t", @version, "t"
        FROM (SELECT "i", strftime('%Y-%m-%d %H:%M:%f', 'now', '-' || ("i" % 730) || ' days') AS "t" FROM "n")`,
    ).run({ count, domain: SUBSCRIBER_DOMAIN, version: PRIVACY_NOTICE_VERSION });
  } finally {
    db.close();
  }
}
