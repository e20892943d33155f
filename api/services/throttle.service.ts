import type { DataSource } from 'typeorm';

export interface ThrottleResult {
  allowed: boolean;
  /** Seconds until the current window ends; what a 429 puts in Retry-After. */
  retryAfterSeconds: number;
}

const CLEANUP_EVERY_MS = 60_000;
/** The longest window any throttle uses; windows older than this are over and can go. */
const LONGEST_WINDOW_MS = 60 * 60_000;

/**
 * Fixed-window counters in the `throttle_windows` table, shared by every app process.
 * One upsert per hit: it opens a new window when the stored one has ended, else counts up.
 */
export class ThrottleService {
  private lastCleanup = 0;

  constructor(private readonly dataSource: DataSource) {}

  async hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<ThrottleResult> {
    const expiredBefore = now - windowMs;
    const rows: { windowStart: string | number; hits: number }[] = await this.dataSource.query(
      this.placeholders(
        `INSERT INTO "throttle_windows" ("key", "windowStart", "hits") VALUES (?, ?, 1)
         ON CONFLICT ("key") DO UPDATE SET
           "hits" = CASE WHEN "throttle_windows"."windowStart" <= ? THEN 1 ELSE "throttle_windows"."hits" + 1 END,
           "windowStart" = CASE WHEN "throttle_windows"."windowStart" <= ? THEN ? ELSE "throttle_windows"."windowStart" END
         RETURNING "windowStart", "hits"`,
      ),
      [key, now, expiredBefore, expiredBefore, now],
    );
    await this.cleanupNowAndThen(now);
    const { windowStart, hits } = rows[0];
    const retryAfterSeconds = Math.max(1, Math.ceil((Number(windowStart) + windowMs - now) / 1000));
    return { allowed: Number(hits) <= limit, retryAfterSeconds };
  }

  /** Takes back one hit (a sign-in counted before its check, that turned out to be right). */
  async release(key: string): Promise<void> {
    await this.dataSource.query(this.placeholders('UPDATE "throttle_windows" SET "hits" = "hits" - 1 WHERE "key" = ? AND "hits" > 0'), [key]);
  }

  /** Forgets a key's count (a successful sign-in clears its username's failures). */
  async reset(key: string): Promise<void> {
    await this.dataSource.query(this.placeholders('DELETE FROM "throttle_windows" WHERE "key" = ?'), [key]);
  }

  private async cleanupNowAndThen(now: number): Promise<void> {
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    await this.dataSource.query(this.placeholders('DELETE FROM "throttle_windows" WHERE "windowStart" < ?'), [now - LONGEST_WINDOW_MS]);
  }

  /** The SQL is written with `?`; PostgreSQL numbers its parameters. */
  private placeholders(sql: string): string {
    if (this.dataSource.options.type !== 'postgres') return sql;
    let index = 0;
    return sql.replace(/\?/g, () => `$${++index}`);
  }
}
