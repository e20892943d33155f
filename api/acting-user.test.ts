import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminUser } from './platform/db/entities/AdminUser';
import type { Actor } from './platform/db/record-audit';
import { insertSubscriber } from './test/seed-rows';
import { startTestApp, type TestApp } from './test/test-app';
import { TEST_DATABASES } from './test/test-databases';

/** What a caller that forgot who acts would pass. */
const NOBODY = undefined as unknown as Actor;

describe.each(TEST_DATABASES)('changes that need an acting user, on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app?.close());

  test('creating an account, setting a password, erasing a person and removing a subscriber are refused without one, and change nothing', async () => {
    const accounts = await app.dataSource.getRepository(AdminUser).count();
    await expect(
      app.services.adminUsers.create(
        { username: 'ghost', email: null, role: 'admin', password: 'a-long-password-1' },
        NOBODY,
        { temporary: false },
      ),
    ).rejects.toThrow('Cannot create an account without an acting user');
    await expect(
      app.services.adminUsers.create(
        { username: 'ghost', email: null, role: 'admin', password: 'a-long-password-1' },
        { id: null, username: '' },
        { temporary: false },
      ),
    ).rejects.toThrow(/without an acting user/);
    expect(await app.dataSource.getRepository(AdminUser).count()).toBe(accounts);

    await expect(app.services.adminUsers.setPassword(1, 'a-long-password-2', NOBODY)).rejects.toThrow(
      'Cannot set a password without an acting user',
    );
    await expect(
      app.services.people.erase({ emailKey: 'someone@example.com', phoneE164: null }, NOBODY),
    ).rejects.toThrow('Cannot erase a person without an acting user');

    const subscriber = await insertSubscriber(app.dataSource, 'stays@example.com', '2026-04-01T00:00:00.000Z');
    await expect(app.services.newsletter.remove(subscriber.id, NOBODY)).rejects.toThrow(
      'Cannot remove a subscriber without an acting user',
    );
    expect(
      (await app.services.newsletter.page({ search: 'stays@', state: 'active' }, undefined, 10)).subscribers,
    ).toHaveLength(1);
  });

  test('the first admin at start is the one account made without an actor', async () => {
    const fresh = await startTestApp(database);
    try {
      const first = await fresh.services.adminUsers.createFirstAdmin('founder', 'a-long-password-3');
      expect(first).toMatchObject({ id: 1, username: 'founder', role: 'admin' });
    } finally {
      await fresh.close();
    }
  });
});
