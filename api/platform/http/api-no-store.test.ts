import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('no cache keeps an /api answer, on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  test.each(['/api/buyers', '/api/sellers', '/api/renters'])(
    'the intake answer to POST %s echoes the visitor and is no-store',
    async (path) => {
      const response = await app.postJson(path, buildLead({ email: 'visitor@example.com' }));
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(JSON.stringify(await response.json())).toContain('visitor@example.com');
    },
  );

  test('the newsletter sign-up answer is no-store', async () => {
    const response = await app.postJson('/api/newsletter', { email: 'reader@example.com' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('every other /api answer is no-store too: errors, health, a signed-in list', async () => {
    const { cookie } = await signIn(app);
    const answers = await Promise.all([
      app.postJson('/api/buyers', { email: 'not-enough@example.com' }),
      app.request('/api/no-such-thing'),
      app.request('/api/newsletter', { method: 'DELETE' }),
      app.request('/api/health'),
      app.request('/api/buyers', { headers: { Cookie: cookie } }),
      app.request('/api/admin/check'),
    ]);
    expect(answers.map((response) => response.status)).toEqual([400, 404, 405, 200, 200, 200]);
    expect(answers.map((response) => response.headers.get('cache-control'))).toEqual(Array(6).fill('no-store'));
  });

  test('a route that sets its own policy keeps it: the blog posts are public for five minutes', async () => {
    const response = await app.request('/api/blog/posts');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
