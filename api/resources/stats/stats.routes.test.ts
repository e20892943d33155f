import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DashboardStats } from '#contract/stats/stats-api';
import { insertLead, insertSubscriber } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

// The counts against hand-made fixtures and every period edge are in stats.service.test.ts, with a fixed "now".
describe.each(TEST_DATABASES)('GET /api/admin/stats on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app.close());

  test('401 without a session', async () => {
    const response = await app.request('/api/admin/stats');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  test('both roles get { stats } with every card and the three trend ranges, today included', async () => {
    await insertLead(app.dataSource, { type: 'buyer', contactStatus: 'Contacted', leadStatus: 'Interested' });
    await insertLead(app.dataSource, { type: 'seller' });
    await insertSubscriber(app.dataSource, 'today@example.com', new Date().toISOString());
    for (const role of ['admin', 'user'] as const) {
      const { cookie } = await signIn(app, { role });
      const response = await app.request('/api/admin/stats', { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { stats: DashboardStats };
      expect(Object.keys(body)).toEqual(['stats']);
      const { stats } = body;
      expect(stats.buyers).toEqual({ total: 1, contacted: 1, qualified: 1, qualifiedPercent: 100 });
      expect(stats.sellers).toEqual({ total: 1, contacted: 0, qualified: 0, qualifiedPercent: 0 });
      expect(stats.renters).toEqual({ total: 0, contacted: 0, qualified: 0, qualifiedPercent: 0 });
      expect(stats.subscribers).toEqual({ total: 1, thisMonth: 1, thisWeek: 1 });
      expect(stats.pipeline).toBe(3);
      expect([stats.trends.daily.length, stats.trends.weekly.length, stats.trends.monthly.length]).toEqual([
        30, 12, 12,
      ]);
      for (const range of ['daily', 'weekly', 'monthly'] as const) {
        expect(stats.trends[range].at(-1), range).toMatchObject({ buyers: 1, sellers: 1, renters: 0, newsletters: 1 });
      }
      expect(stats.speedToLead.seller).toEqual({ medianMinutesToContact: null, contactedCount: 0, goingColdCount: 0 });
      expect(Object.keys(stats.speedToLead).sort()).toEqual(['buyer', 'renter', 'seller']);
      // No SMTP_URL in this app's configuration.
      expect(stats.emailAlertsEnabled).toBe(false);
      // Speed to lead per agent is for admins: an array (empty with no routing nor owned leads), else null.
      expect(stats.speedByAgent).toEqual(role === 'admin' ? [] : null);
    }
  });
});

describe('GET /api/admin/stats with SMTP_URL set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(TEST_DATABASES[0]!, { config: { smtpUrl: 'smtp://127.0.0.1:2525' } });
  });
  afterAll(() => app.close());

  test('says email alerts are on', async () => {
    const { cookie } = await signIn(app, { role: 'admin' });
    const response = await app.request('/api/admin/stats', { headers: { Cookie: cookie } });
    expect(((await response.json()) as { stats: DashboardStats }).stats.emailAlertsEnabled).toBe(true);
  });
});
