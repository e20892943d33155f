import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn } from '../test/sign-in';
import { startTestApp, type TestApp } from '../test/test-app';
import { TEST_DATABASES } from '../test/test-databases';

describe.each(TEST_DATABASES)('admin sign-in on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  test('signIn gives a cookie that check accepts', async () => {
    const { cookie, user } = await signIn(app, { role: 'user' });
    expect(user.role).toBe('user');
    const check = await app.request('/api/admin/check', { headers: { Cookie: cookie } });
    expect(await check.json()).toEqual({ authenticated: true, user: { ...user, lastLogin: expect.any(String) } });
  });
});
