import type { DataSource, EntityManager } from 'typeorm';
import { CommitGroups } from '../db/commit-groups';
import { placeholders } from '../db/dialects/placeholders';

export interface ThrottleResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the current window ends; what a 429 puts in Retry-After. */
  retryAfterSeconds: number;
}

const CLEANUP_EVERY_MS = 60_000;
/** The longest window any throttle uses; windows older than this are over and can go. */
const LONGEST_WINDOW_MS = 60 * 60_000;

/** One hit to count: `key`'s window of `windowMs` as it stands at `now`. */
interface Hit {
  key: string;
  windowMs: number;
  now: number;
}

/**
 * Fixed-window counters in the `throttle_windows` table, shared by every app process.
 * One upsert per hit: it opens a new window when the stored one has ended, else counts up. Hits that
 * arrive together are counted in one transaction (group commit), as the submissions they guard are.
 */
export class ThrottleService {
  private lastCleanup = 0;
  private readonly hits: CommitGroups<Hit, { windowStart: string | number; hits: number }>;

  constructor(private readonly dataSource: DataSource) {
    this.hits = new CommitGroups(dataSource, {
      write: (manager, hit) => this.count(manager, hit),
      // Many clients share an address (a carrier's NAT): every group locks the windows in key order.
      lockOrder: (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    });
  }

  async hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<ThrottleResult> {
    const { windowStart, hits } = await this.hits.submit({ key, windowMs, now });
    await this.cleanupNowAndThen(now);
    const retryAfterSeconds = Math.max(1, Math.ceil((Number(windowStart) + windowMs - now) / 1000));
    return { allowed: Number(hits) <= limit, hits: Number(hits), retryAfterSeconds };
  }

  private async count(
    manager: EntityManager,
    { key, windowMs, now }: Hit,
  ): Promise<{ windowStart: string | number; hits: number }> {
    const expiredBefore = now - windowMs;
    const rows: { windowStart: string | number; hits: number }[] = await manager.query(
      this.placeholders(
        `INSERT INTO "throttle_windows" ("key", "windowStart", "hits") VALUES (?, ?, 1)
         ON CONFLICT ("key") DO UPDATE SET
           "hits" = CASE WHEN "throttle_windows"."windowStart" <= ? THEN 1 ELSE "throttle_windows"."hits" + 1 END,
           "windowStart" = CASE WHEN "throttle_windows"."windowStart" <= ? THEN ? ELSE "throttle_windows"."windowStart" END
         RETURNING "windowStart", "hits"`,
      ),
      [key, now, expiredBefore, expiredBefore, now],
    );
    return rows[0]!;
  }

  /** A key's hits in its current window of `windowMs` (none once that has ended), without counting one. */
  async hitsOf(key: string, windowMs: number, now = Date.now()): Promise<number> {
    const rows: { hits: number | string }[] = await this.dataSource.query(
      this.placeholders('SELECT "hits" FROM "throttle_windows" WHERE "key" = ? AND "windowStart" > ?'),
      [key, now - windowMs],
    );
    return Number(rows[0]?.hits ?? 0);
  }

  /** Takes back hits, never below none (a sign-in counted before its check, that turned out to be right). */
  async release(key: string, count = 1): Promise<void> {
    await this.dataSource.query(
      this.placeholders(
        'UPDATE "throttle_windows" SET "hits" = CASE WHEN "hits" > ? THEN "hits" - ? ELSE 0 END WHERE "key" = ?',
      ),
      [count, count, key],
    );
  }

  /** Forgets a key's count (a successful sign-in clears the failures of its username from its address). */
  async reset(key: string): Promise<void> {
    await this.dataSource.query(this.placeholders('DELETE FROM "throttle_windows" WHERE "key" = ?'), [key]);
  }

  private async cleanupNowAndThen(now: number): Promise<void> {
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    await this.dataSource.query(this.placeholders('DELETE FROM "throttle_windows" WHERE "windowStart" < ?'), [
      now - LONGEST_WINDOW_MS,
    ]);
  }

  /** The SQL is written with `?`, numbered where the database numbers its parameters. */
  private placeholders(sql: string): string {
    return placeholders(this.dataSource).numbered(sql);
  }
}
