import { afterEach, describe, expect, test } from 'vitest';
import { buildLead } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('public submission limit on $name', (database) => {
  let app: TestApp;
  afterEach(() => app.close());

  test('after the limit a client gets 429 with Retry-After and a message; others are unaffected', async () => {
    app = await startTestApp(database, { config: { publicSubmissionsPerMinute: 3, trustProxy: true } });
    // Behind the proxy, the client is the last address the proxy appended; what comes before is the client's to forge.
    const from = (ip: string) => ({ 'X-Forwarded-For': `10.9.8.${Math.floor(Math.random() * 250)}, ${ip}` });
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

  test('without TRUST_PROXY a forged X-Forwarded-For changes nothing', async () => {
    app = await startTestApp(database, { config: { publicSubmissionsPerMinute: 2, trustProxy: false } });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await app.postJson('/api/newsletter', { email: `f${i}@example.com` }, { 'X-Forwarded-For': `203.0.113.${i}` }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  test('IPv6 clients are counted by their /64, and any header value is safe', async () => {
    app = await startTestApp(database, { config: { publicSubmissionsPerMinute: 2, trustProxy: true } });
    const statuses = [];
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::7', '2001:0db8:0001:0002:ffff::9']) {
      statuses.push(
        (await app.postJson('/api/newsletter', { email: 'v6@example.com' }, { 'X-Forwarded-For': ip })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
    const garbage = await app.postJson(
      '/api/newsletter',
      { email: 'g@example.com' },
      { 'X-Forwarded-For': 'x'.repeat(500) },
    );
    expect(garbage.status).toBe(201);
  });

  test('0 turns the limit off', async () => {
    app = await startTestApp(database, { config: { publicSubmissionsPerMinute: 0 } });
    for (let i = 0; i < 15; i++)
      expect((await app.postJson('/api/newsletter', { email: `n${i}@example.com` })).status).toBe(201);
  });
});
