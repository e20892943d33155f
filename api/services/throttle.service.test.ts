import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { TEST_DATABASES } from '../test/test-databases';
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
    expect(await service.hit('k', 2, 60_000, start)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await service.hit('k', 2, 60_000, start + 1_000)).allowed).toBe(true);
    expect(await service.hit('k', 2, 60_000, start + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await service.hit('k', 2, 60_000, start + 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
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
});
