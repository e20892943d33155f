import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('GET /api/health on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  test('answers 200 {ok:true} while the database answers', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  test('answers 503 once the database is gone', async () => {
    await app.dataSource.destroy();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect((await response.json()).error).toMatchObject({
      code: 'service_unavailable',
      message: 'The database is not answering.',
    });
    await app.dataSource.initialize();
  });
});
