import { afterEach, describe, expect, test } from 'vitest';
import { ThrottleService } from '../services/throttle.service';
import { buildLead } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';
import { TEST_DATABASES } from '../test/test-databases';

describe.each(TEST_DATABASES)('public submission limit on $name', (database) => {
  let app: TestApp;
  afterEach(() => app.close());

  test('after the limit a client gets 429 with Retry-After and a message; others are unaffected', async () => {
    app = await startTestApp(database, { config: { publicSubmissionsPerMinute: 3, trustProxy: true } });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    expect((await app.postJson('/api/buyers', buildLead(), from('203.0.113.7'))).status).toBe(201);
    expect((await app.postJson('/api/newsletter', { email: 'a@example.com' }, from('203.0.113.7'))).status).toBe(201);
    expect((await app.postJson('/api/renters', buildLead({ name: '' }), from('203.0.113.7'))).status).toBe(400);

    const limited = await app.postJson('/api/sellers', buildLead(), from('203.0.113.7'));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { error } = await limited.json();
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toMatch(/wait \d+ seconds/);

    expect((await app.postJson('/api/sellers', buildLead(), from('198.51.100.20'))).status).toBe(201);
  });

  test('0 turns the limit off', async () => {
    app = await startTestApp(database, { config: { publicSubmissionsPerMinute: 0 } });
    for (let i = 0; i < 15; i++) expect((await app.postJson('/api/newsletter', { email: `n${i}@example.com` })).status).toBe(201);
  });

  test('a new window starts once the old one has ended', async () => {
    app = await startTestApp(database);
    const service = new ThrottleService(app.dataSource);
    const start = 1_700_000_000_000;
    expect(await service.hit('k', 2, 60_000, start)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await service.hit('k', 2, 60_000, start + 1_000)).allowed).toBe(true);
    expect(await service.hit('k', 2, 60_000, start + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await service.hit('k', 2, 60_000, start + 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });
});
