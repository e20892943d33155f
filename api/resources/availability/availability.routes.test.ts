import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityPage } from '#contract/activity/activity-api';
import type { Availability } from '#contract/routing/working-hours';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

const OFFICE: Availability = {
  workingHours: [
    { day: 1, start: '08:00', end: '17:00' },
    { day: 5, start: '22:00', end: '02:00' },
  ],
  away: false,
};

describe.each(TEST_DATABASES)('availability on $name', (database) => {
  let app: TestApp;
  let admin: { cookie: string; user: { id: number } };
  let user: { cookie: string; user: { id: number } };
  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await signIn(app, { role: 'admin', username: 'hours-admin' });
    user = await signIn(app, { role: 'user', username: 'hours-user' });
  });
  afterAll(() => app?.close());

  const call = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const stored = async (id: number) => {
    const row = await app.dataSource.getRepository(AdminUser).findOneByOrFail({ id });
    return { workingHours: row.workingHours, away: row.away };
  };

  test('no session is 401; anyone signed in reads and sets their own; none set is always available', async () => {
    expect((await call('GET', '/api/account/availability', undefined)).status).toBe(401);
    expect((await call('PUT', '/api/account/availability', undefined, OFFICE)).status).toBe(401);
    const before = await call('GET', '/api/account/availability', user.cookie);
    expect(await before.json()).toEqual({ availability: { workingHours: null, away: false } });
    const put = await call('PUT', '/api/account/availability', user.cookie, OFFICE);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ availability: OFFICE });
    expect(await (await call('GET', '/api/account/availability', user.cookie)).json()).toEqual({
      availability: OFFICE,
    });
    expect(await stored(user.user.id)).toEqual(OFFICE);
    const away = await call('PUT', '/api/account/availability', user.cookie, { workingHours: null, away: true });
    expect(await away.json()).toEqual({ availability: { workingHours: null, away: true } });
  });

  test("an admin sets anyone's, answered as the user with its availability, and audited; a user may not", async () => {
    const path = `/api/admin/users/${user.user.id}/availability`;
    expect((await call('PUT', path, undefined, OFFICE)).status).toBe(401);
    expect((await call('PUT', path, user.cookie, OFFICE)).status).toBe(403);
    const response = await call('PUT', path, admin.cookie, { ...OFFICE, away: true });
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({
      id: user.user.id,
      username: 'hours-user',
      availability: { ...OFFICE, away: true },
    });
    const users = await (await call('GET', '/api/admin/users', admin.cookie)).json();
    const listed = users.users.find((row: { id: number }) => row.id === user.user.id);
    expect(listed.availability).toEqual({ ...OFFICE, away: true });
    const activity = (await (
      await call('GET', '/api/admin/activity?action=user.availability_changed', admin.cookie)
    ).json()) as ActivityPage;
    expect(activity.entries[0]).toMatchObject({
      actorName: 'hours-admin',
      details: { userId: user.user.id, username: 'hours-user', away: true, periods: 2 },
    });
    expect((await call('PUT', '/api/admin/users/999999/availability', admin.cookie, OFFICE)).status).toBe(404);
    expect((await call('PUT', '/api/admin/users/abc/availability', admin.cookie, OFFICE)).status).toBe(404);
  });

  test.each([
    [{ away: false }, 'workingHours', 'Please give the working hours as a list'],
    [{ workingHours: null }, 'away', 'Please answer true (away) or false.'],
    [{ workingHours: 'weekdays', away: false }, 'workingHours', 'Please give the working hours as a list'],
    [{ workingHours: [7], away: false }, 'workingHours[0]', 'Please give each period as an object'],
    // A list is no period: stored, it would be a period with no day or times, which routing cannot read.
    [{ workingHours: [[]], away: false }, 'workingHours[0]', 'Please give each period as an object'],
    [{ workingHours: [OFFICE.workingHours!], away: false }, 'workingHours[0]', 'Please give each period as an object'],
    [
      { workingHours: [{ day: 8, start: '08:00', end: '17:00' }], away: false },
      'workingHours[0].day',
      '1 (Monday) to 7',
    ],
    [{ workingHours: [{ day: '1', start: '08:00', end: '17:00' }], away: false }, 'workingHours[0].day', '1 (Monday)'],
    [
      { workingHours: [OFFICE.workingHours![0], { day: 2, start: '24:00', end: '17:00' }], away: false },
      'workingHours[1].start',
      'Please give the start like 08:30',
    ],
    [{ workingHours: [{ day: 2, start: '08:00', end: '5pm' }], away: false }, 'workingHours[0].end', 'like 17:00'],
    [{ workingHours: [{ day: 2, start: '08:00' }], away: false }, 'workingHours[0].end', 'like 17:00'],
    [
      { workingHours: Array.from({ length: 29 }, () => ({ day: 1, start: '08:00', end: '09:00' })), away: false },
      'workingHours',
      'Please keep to 28 periods a week.',
    ],
    [{ workingHours: null, away: 'no' }, 'away', 'Please answer true (away) or false.'],
  ])('a bad availability is a 400 naming its path, and nothing is stored: %j', async (body, field, message) => {
    await call('PUT', '/api/account/availability', user.cookie, OFFICE);
    for (const [path, cookie] of [
      ['/api/account/availability', user.cookie],
      [`/api/admin/users/${user.user.id}/availability`, admin.cookie],
    ] as const) {
      const response = await call('PUT', path, cookie, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields[field]).toContain(message);
    }
    expect(await stored(user.user.id)).toEqual(OFFICE);
  });
});
