import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityPage } from '#contract/activity/activity-api';
import type { RoutingRules } from '#contract/routing/routing-api';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { addStaff } from '../../test/add-staff';
import { putRules, routingRule } from '../../test/routing';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('/api/admin/routing on $name', (database) => {
  let app: TestApp;
  let admin: { cookie: string; user: { id: number } };
  let user: { cookie: string; user: { id: number } };
  let ama: number;
  let kofi: number;
  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await signIn(app, { role: 'admin', username: 'routing-admin' });
    user = await signIn(app, { role: 'user', username: 'routing-user' });
    ama = (await addStaff(app.dataSource, { username: 'Ama', email: 'ama@example.com' })).id;
    kofi = (await addStaff(app.dataSource, { username: 'Kofi', email: null })).id;
  });
  afterAll(() => app?.close());

  const getRules = async (cookie = admin.cookie) => {
    const response = await app.request('/api/admin/routing', { headers: { Cookie: cookie } });
    return { status: response.status, body: await response.json() };
  };
  const stored = () => app.dataSource.getRepository(RoutingRule).find({ order: { position: 'ASC' } });

  test('admins only: no session is 401, a user 403, for reading and replacing', async () => {
    expect((await app.request('/api/admin/routing')).status).toBe(401);
    expect((await putRules(app, '', [])).status).toBe(401);
    expect((await getRules(user.cookie)).status).toBe(403);
    expect((await putRules(app, user.cookie, [routingRule('Everyone', [ama])])).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  test('PUT replaces the list in order, fills in what is left out, answers it as stored, and is audited', async () => {
    const response = await putRules(app, admin.cookie, [
      routingRule('Abroad buyers', [kofi, ama], { leadTypes: ['buyer'], abroad: true, firstResponseMinutes: 30 }),
      { name: '  Facebook  ', agentIds: [ama], sources: [' facebook ', 'Instagram.com'] },
      { name: 'Everyone else', agentIds: [ama, kofi] },
    ]);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as RoutingRules;
    expect(answer.rules).toEqual([
      routingRule('Abroad buyers', [kofi, ama], { leadTypes: ['buyer'], abroad: true, firstResponseMinutes: 30 }),
      routingRule('Facebook', [ama], { sources: ['facebook', 'Instagram.com'] }),
      routingRule('Everyone else', [ama, kofi]),
    ]);
    expect((await getRules()).body).toEqual(answer);

    const activity = await app.request('/api/admin/activity?action=routing.changed', {
      headers: { Cookie: admin.cookie },
    });
    const [entry] = ((await activity.json()) as ActivityPage).entries;
    expect(entry).toMatchObject({
      actorName: 'routing-admin',
      details: { rules: 3, names: ['Abroad buyers', 'Facebook', 'Everyone else'] },
    });
  });

  test('a rule keeps its row and its turn while its name stays; a rule left out goes', async () => {
    await putRules(app, admin.cookie, [routingRule('Abroad buyers', [ama]), routingRule('Everyone else', [ama])]);
    const before = await stored();
    await app.dataSource.getRepository(RoutingRule).update({ id: before[1]!.id }, { turn: 5 });
    const response = await putRules(app, admin.cookie, [
      routingRule('Everyone else', [ama, kofi], { regions: ['kumasi'] }),
      routingRule('New rule', [kofi]),
    ]);
    expect(response.status).toBe(200);
    const after = await stored();
    expect(after.map((rule) => [rule.name, rule.position, rule.turn])).toEqual([
      ['Everyone else', 0, 5],
      ['New rule', 1, 0],
    ]);
    expect(after[0]!.id).toBe(before[1]!.id);
    expect((await putRules(app, admin.cookie, [])).status).toBe(200);
    expect(await stored()).toEqual([]);
  });

  test.each([
    [{ rules: 'all' }, 'rules', 'Please give the rules as a list.'],
    [{ rules: [5] }, 'rules[0]', 'Please give each rule as an object.'],
    [{ rules: [[]] }, 'rules[0]', 'Please give each rule as an object.'],
    [{ rules: [[{ name: 'A', agentIds: [1] }]] }, 'rules[0]', 'Please give each rule as an object.'],
    [{ rules: [{ agentIds: [1] }] }, 'rules[0].name', 'Please give the rule a name.'],
    [
      { rules: [{ name: 'x'.repeat(81), agentIds: [1] }] },
      'rules[0].name',
      'Please keep the name under 81 characters.',
    ],
    // 82 characters as PostgreSQL counts them (MaxLength leaves out the variation selectors), too long for the column.
    [
      { rules: [{ name: 'a\uFE0F'.repeat(41), agentIds: [1] }] },
      'rules[0].name',
      'Please keep the name under 81 characters.',
    ],
    [{ rules: [{ name: 'Two\nlines', agentIds: [1] }] }, 'rules[0].name', 'Please keep the name on one line'],
    [{ rules: [{ name: 'A', agentIds: [1], leadTypes: 'buyer' }] }, 'rules[0].leadTypes', 'Please give the lead types'],
    [{ rules: [{ name: 'A', agentIds: [1], leadTypes: ['buyer', 'buyer'] }] }, 'rules[0].leadTypes', 'once'],
    [{ rules: [{ name: 'A', agentIds: [1], leadTypes: ['landlord'] }] }, 'rules[0].leadTypes', 'Please choose among'],
    [{ rules: [{ name: 'A', agentIds: [1], regions: ['volta'] }] }, 'rules[0].regions', 'Please choose regions'],
    [{ rules: [{ name: 'A', agentIds: [1], abroad: 'yes' }] }, 'rules[0].abroad', 'Please answer true'],
    [{ rules: [{ name: 'A', agentIds: [1], sources: ['x', 'X'] }] }, 'rules[0].sources', 'each source once'],
    [{ rules: [{ name: 'A', agentIds: [1], sources: [''] }] }, 'rules[0].sources', 'empty sources'],
    [
      {
        rules: [
          {
            name: 'A',
            agentIds: [1],
            sources: Array(51)
              .fill('s')
              .map((s, i) => s + i),
          },
        ],
      },
      'rules[0].sources',
      'at most 50',
    ],
    [{ rules: [{ name: 'A', agentIds: [] }] }, 'rules[0].agentIds', 'at least one agent'],
    [{ rules: [{ name: 'A', agentIds: [1, 1] }] }, 'rules[0].agentIds', 'each agent once'],
    [{ rules: [{ name: 'A', agentIds: ['1'] }] }, 'rules[0].agentIds', 'as user ids'],
    [{ rules: [{ name: 'A', agentIds: [1e308] }] }, 'rules[0].agentIds', 'from the list of users'],
    [
      { rules: [{ name: 'A', agentIds: Array.from({ length: 51 }, (_, i) => i + 1) }] },
      'rules[0].agentIds',
      'at most 50',
    ],
    [{ rules: [{ name: 'A', agentIds: [1], firstResponseMinutes: 0 }] }, 'rules[0].firstResponseMinutes', 'at least 1'],
    [
      { rules: [{ name: 'A', agentIds: [1], firstResponseMinutes: 1441 }] },
      'rules[0].firstResponseMinutes',
      'at most 1440',
    ],
    [
      { rules: [{ name: 'A', agentIds: [1], firstResponseMinutes: 1.5 }] },
      'rules[0].firstResponseMinutes',
      'whole minutes',
    ],
    [{ rules: Array.from({ length: 51 }, (_, i) => ({ name: `R${i}`, agentIds: [1] })) }, 'rules', 'Please keep to 50'],
  ])('a bad body is a 400 naming the field path, and nothing is stored: %j', async (body, field, message) => {
    await putRules(app, admin.cookie, [routingRule('Kept', [ama])]);
    const response = await app.request('/api/admin/routing', {
      method: 'PUT',
      headers: { Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields[field]).toContain(message);
    expect((await stored()).map((rule) => rule.name)).toEqual(['Kept']);
  });

  test('an unknown agent and a name used twice are 400s naming the rule, and nothing is stored', async () => {
    await putRules(app, admin.cookie, [routingRule('Kept', [ama])]);
    const unknown = await putRules(app, admin.cookie, [
      routingRule('First', [ama]),
      routingRule('Second', [kofi, 999]),
    ]);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields).toEqual({
      'rules[1].agentIds': 'There is no user with id 999: choose agents from the list of users.',
    });
    const twice = await putRules(app, admin.cookie, [routingRule('Same', [ama]), routingRule('same', [kofi])]);
    expect(twice.status).toBe(400);
    expect((await twice.json()).error.fields).toEqual({
      'rules[1].name': 'Another rule has this name: please give each rule its own.',
    });
    expect((await stored()).map((rule) => rule.name)).toEqual(['Kept']);
  });

  test("a deleted account leaves every group in its deletion's transaction", async () => {
    const yaw = (await addStaff(app.dataSource, { username: 'Yaw', email: null })).id;
    await putRules(app, admin.cookie, [routingRule('Both', [yaw, ama]), routingRule('Only Yaw', [yaw])]);
    const deleted = await app.request(`/api/admin/users/${yaw}`, {
      method: 'DELETE',
      headers: { Cookie: admin.cookie },
    });
    expect(deleted.status).toBe(200);
    expect((await getRules()).body.rules.map((rule: { agentIds: number[] }) => rule.agentIds)).toEqual([[ama], []]);
  });
});
