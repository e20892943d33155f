import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import type { NewsletterRecord } from '#contract/newsletter/newsletter-api';
import { insertSubscriber } from '../../test/seed-rows';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('GET /api/newsletters and DELETE /api/newsletters/{id} on $name', (database) => {
  let app: TestApp;
  let adminCookie: string;
  let userCookie: string;
  const remove = (id: number | string, cookie = adminCookie) =>
    app.request(`/api/newsletters/${id}`, { method: 'DELETE', headers: { Cookie: cookie } });
  const list = async (cookie = adminCookie) => {
    const response = await app.request('/api/newsletters', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['newsletters', 'nextCursor', 'total', 'totalCapped']);
    return body.newsletters as NewsletterRecord[];
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    adminCookie = (await signIn(app, { role: 'admin' })).cookie;
    userCookie = (await signIn(app, { role: 'user' })).cookie;
  });
  afterAll(() => app.close());

  test('401 without a session, for the list and the removal; nothing is removed', async () => {
    const subscriber = await insertSubscriber(app.dataSource, 'keep@example.com', '2026-01-01T00:00:00.000Z');
    expect((await app.request('/api/newsletters')).status).toBe(401);
    const response = await remove(subscriber.id, '');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
    expect(await app.dataSource.getRepository(NewsletterSubscriber).existsBy({ id: subscriber.id })).toBe(true);
  });

  // As stored before double opt-in: Active, with no consent facts (and never bounced).
  const EARLIER = { state: 'active', consentAt: null, privacyNoticeVersion: '', bouncedAt: null };

  test('the list is wrapped, newest first (ties: the later id first), with id, email, createdAt and the state and consent facts', async () => {
    const older = await insertSubscriber(app.dataSource, 'Older@Example.com', '2026-02-01T08:00:00.000Z');
    const tieA = await insertSubscriber(app.dataSource, 'tie-a@example.com', '2026-03-01T08:00:00.000Z');
    const tieB = await insertSubscriber(app.dataSource, 'tie-b@example.com', '2026-03-01T08:00:00.000Z');
    const newsletters = await list(userCookie);
    expect(newsletters.slice(0, 3)).toEqual([
      { id: tieB.id, email: 'tie-b@example.com', createdAt: '2026-03-01T08:00:00.000Z', ...EARLIER },
      { id: tieA.id, email: 'tie-a@example.com', createdAt: '2026-03-01T08:00:00.000Z', ...EARLIER },
      { id: older.id, email: 'Older@Example.com', createdAt: '2026-02-01T08:00:00.000Z', ...EARLIER },
    ]);
  });

  test('an address the relay refused for good answers when (bouncedAt, ISO 8601)', async () => {
    const subscriber = await insertSubscriber(app.dataSource, 'refused@example.com', '2026-03-02T08:00:00.000Z');
    await app.dataSource
      .getRepository(NewsletterSubscriber)
      .update({ id: subscriber.id }, { bouncedAt: new Date('2026-03-05T17:45:09.120Z') });
    const answered = (await list(userCookie)).find((record) => record.id === subscriber.id);
    expect(answered).toEqual({
      id: subscriber.id,
      email: 'refused@example.com',
      createdAt: '2026-03-02T08:00:00.000Z',
      ...EARLIER,
      bouncedAt: '2026-03-05T17:45:09.120Z',
    });
  });

  test('delete answers 200 JSON with the removed record; a second time 404 JSON', async () => {
    const subscriber = await insertSubscriber(app.dataSource, 'gone@example.com', '2026-04-01T00:00:00.000Z');
    const first = await remove(subscriber.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      deleted: true,
      newsletter: { id: subscriber.id, email: 'gone@example.com', createdAt: '2026-04-01T00:00:00.000Z', ...EARLIER },
    });
    expect((await list()).map((s) => s.id)).not.toContain(subscriber.id);

    const second = await remove(subscriber.id);
    expect(second.status).toBe(404);
    expect((await second.json()).error).toMatchObject({ code: 'not_found', message: 'There is no such subscriber.' });
  });

  test('only an admin removes a subscriber: a user gets 403 and the subscriber stays; each removal is in the audit trail', async () => {
    const subscriber = await insertSubscriber(app.dataSource, 'user-removes@example.com', '2026-04-02T00:00:00.000Z');
    const refused = await remove(subscriber.id, userCookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('forbidden');
    expect(await app.dataSource.getRepository(NewsletterSubscriber).existsBy({ id: subscriber.id })).toBe(true);

    expect((await remove(subscriber.id)).status).toBe(200);
    const entries = await app.dataSource.getRepository(AuditEvent).findBy({ action: 'subscriber.deleted' });
    expect(entries.find((entry) => entry.details.subscriberId === subscriber.id)).toMatchObject({
      actorName: expect.stringMatching(/^admin-/),
    });
    // The trail names the row, never the address: an erasure would have to find it there.
    expect(JSON.stringify(entries)).not.toContain('user-removes@example.com');
  });

  test('unknown and malformed ids answer 404 JSON, never 500', async () => {
    for (const id of ['999999', 'abc', '1.5', '0', '-1', '99999999999999999999']) {
      const response = await remove(id);
      expect(response.status, id).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });
});
