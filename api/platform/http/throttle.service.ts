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

/** One hit to count: `key`'s window as it stands at `now`. */
interface Hit {
  key: string;
  now: number;
}

/** What one hit counted: its window's start, and the hits in it up to this one. */
interface Counted {
  windowStart: string | number;
  hits: number;
}

/**
 * Fixed-window counters in the `throttle_windows` table, shared by every app process.
 * Hits of one window length that arrive together are counted by one upsert (group commit, as the submissions they
 * guard are): each key once, with how many hits it had; it opens a new window when the stored one has ended, else
 * counts up, taking its keys' rows in key order. It commits on its own, so no window's row is held while a window of
 * another length waits.
 */
export class ThrottleService {
  private lastCleanup = 0;
  /** A group per window length: each throttle has its own, and its keys are counted by one statement. */
  private readonly hitsByLength = new Map<number, CommitGroups<Hit, Counted>>();

  constructor(private readonly dataSource: DataSource) {}

  async hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<ThrottleResult> {
    const { windowStart, hits } = await this.groupFor(windowMs).submit({ key, now });
    await this.cleanupNowAndThen(now);
    const retryAfterSeconds = Math.max(1, Math.ceil((Number(windowStart) + windowMs - now) / 1000));
    return { allowed: Number(hits) <= limit, hits: Number(hits), retryAfterSeconds };
  }

  private groupFor(windowMs: number): CommitGroups<Hit, Counted> {
    let hits = this.hitsByLength.get(windowMs);
    if (!hits) {
      hits = new CommitGroups(this.dataSource, {
        write: async (manager, hit) => (await this.count(manager, windowMs, [hit]))[0]!,
        writeAll: (manager, group) => this.count(manager, windowMs, group),
        oneStatement: true,
        // Many clients share an address (a carrier's NAT): every statement locks the windows in key order.
        lockOrder: (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      });
      this.hitsByLength.set(windowMs, hits);
    }
    return hits;
  }

  /**
   * Counts `hits` of windows of `windowMs`, answering what each counted, in their order: one statement, each key in it
   * once, in the group's order (by key), the order it locks their rows in. A key's hits in the group take the counts
   * up to the stored total in their order.
   */
  private async count(manager: EntityManager, windowMs: number, hits: Hit[]): Promise<Counted[]> {
    const counted: Counted[] = new Array(hits.length);
    const keys = new Map<string, { now: number; places: number[] }>();
    hits.forEach(({ key, now }, place) => {
      const entry = keys.get(key) ?? { now, places: [] };
      entry.now = Math.max(entry.now, now);
      entry.places.push(place);
      keys.set(key, entry);
    });
    const ended = `"throttle_windows"."windowStart" <= EXCLUDED."windowStart" - ${Math.trunc(windowMs)}`;
    const rows: Array<{ key: string; windowStart: string | number; hits: number | string }> = await manager.query(
      this.placeholders(
        `INSERT INTO "throttle_windows" ("key", "windowStart", "hits") VALUES ${[...keys].map(() => '(?, ?, ?)').join(', ')}
         ON CONFLICT ("key") DO UPDATE SET
           "hits" = CASE WHEN ${ended} THEN EXCLUDED."hits" ELSE "throttle_windows"."hits" + EXCLUDED."hits" END,
           "windowStart" = CASE WHEN ${ended} THEN EXCLUDED."windowStart" ELSE "throttle_windows"."windowStart" END
         RETURNING "key", "windowStart", "hits"`,
      ),
      [...keys].flatMap(([key, { now, places }]) => [key, now, places.length]),
    );
    for (const row of rows) {
      const { places } = keys.get(row.key)!;
      places.forEach(
        (place, index) =>
          (counted[place] = { windowStart: row.windowStart, hits: Number(row.hits) - places.length + 1 + index }),
      );
    }
    return counted;
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
