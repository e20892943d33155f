import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { ThrottleService } from './throttle.service';

describe.each(TEST_DATABASES)('ThrottleService on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  test('a new window starts once the old one has ended', async () => {
    const service = new ThrottleService(app.dataSource);
    const start = 1_700_000_000_000;
    expect(await service.hit('k', 2, 60_000, start)).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 60 });
    expect((await service.hit('k', 2, 60_000, start + 1_000)).allowed).toBe(true);
    expect(await service.hit('k', 2, 60_000, start + 30_000)).toEqual({
      allowed: false,
      hits: 3,
      retryAfterSeconds: 30,
    });
    expect(await service.hit('k', 2, 60_000, start + 60_000)).toEqual({
      allowed: true,
      hits: 1,
      retryAfterSeconds: 60,
    });
  });

  test('release takes hits back, never below none; reset forgets the key', async () => {
    const service = new ThrottleService(app.dataSource);
    const start = 1_750_000_000_000;
    for (let i = 0; i < 4; i++) await service.hit('r', 10, 60_000, start);
    await service.release('r');
    expect((await service.hit('r', 10, 60_000, start)).hits).toBe(4);
    await service.release('r', 3);
    expect((await service.hit('r', 10, 60_000, start)).hits).toBe(2);
    await service.release('r', 5);
    expect((await service.hit('r', 10, 60_000, start)).hits).toBe(1);
    await service.reset('r');
    expect(await app.dataSource.query(`SELECT "hits" FROM "throttle_windows" WHERE "key" = 'r'`)).toEqual([]);
  });

  test('keys count separately, and windows long over are cleaned up', async () => {
    const service = new ThrottleService(app.dataSource);
    const start = 1_800_000_000_000;
    expect((await service.hit('a', 1, 60_000, start)).allowed).toBe(true);
    expect((await service.hit('b', 1, 60_000, start)).allowed).toBe(true);
    expect((await service.hit('a', 1, 60_000, start + 1)).allowed).toBe(false);
    await service.hit('c', 1, 60_000, start + 2 * 3600_000);
    const keys = (await app.dataSource.query('SELECT "key" FROM "throttle_windows"')) as { key: string }[];
    expect(keys.map((row) => row.key)).toEqual(['c']);
  });

  test('hits that arrive together, of several keys and window lengths, each count their place in their window', async () => {
    const service = new ThrottleService(app.dataSource);
    const start = 1_850_000_000_000;
    await service.hit('together-b', 3, 60_000, start - 60_000);
    const hits = await Promise.all([
      ...Array.from({ length: 5 }, () => service.hit('together-a', 3, 60_000, start)),
      service.hit('together-b', 3, 60_000, start),
      service.hit('together-b', 3, 60_000, start),
      service.hit('together-hour', 3, 3_600_000, start),
    ]);
    expect(hits.map((hit) => [hit.hits, hit.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      // The stored window of 'together-b' had ended: a new one begins with these two.
      [1, true],
      [2, true],
      [1, true],
    ]);
    expect(hits.at(-1)!.retryAfterSeconds).toBe(3600);
  });
});

describe('ThrottleService on postgres, windows of two lengths at once', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(TEST_DATABASES.find((database) => database.name === 'postgres')!);
  });
  afterAll(() => app.close());

  test("a window's hits never wait while holding a window of another length: no two processes wait on each other", async () => {
    const service = new ThrottleService(app.dataSource);
    const url = (app.dataSource.options as { url: string }).url;
    const now = 1_900_000_000_000;
    await service.hit('order-hour', 5, 3_600_000, now);
    await service.hit('order-minute', 5, 60_000, now);
    const holder = new Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT * FROM "throttle_windows" WHERE "key" = 'order-minute' FOR UPDATE`);
      const minute = service.hit('order-minute', 5, 60_000, now);
      // The minute's upsert waits for the holder (read from the pool: a transaction keeps its first read of this view).
      await expect
        .poll(
          async () =>
            (
              await app.dataSource.query(
                `SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE "wait_event_type" = 'Lock' AND "query" LIKE 'INSERT INTO "throttle_windows"%'`,
              )
            )[0].n,
        )
        .toBe(1);
      // Counted in the minute's transaction, the hour's hit would wait with it for the holder (and hold its row).
      expect((await service.hit('order-hour', 5, 3_600_000, now)).hits).toBe(2);
      await holder.query('COMMIT');
      expect((await minute).hits).toBe(2);
    } finally {
      await holder.end();
    }
  });
});
