import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DataSource } from 'typeorm';
import type { AgentSpeed } from '#contract/stats/stats-api';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { LeadAssignmentChange } from '../../platform/db/entities/LeadAssignmentChange';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { openMigratedDatabase, TEST_DATABASES } from '../../test/test-databases';
import { insertLead } from '../../test/seed-rows';
import { speedByAgent } from './speed-by-agent';

const NOW = new Date('2026-03-04T10:00:00.000Z');
const HOUR = 3600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

describe.each(TEST_DATABASES)('speedByAgent on $name', (database) => {
  let dataSource: DataSource;
  let close: () => Promise<void>;
  let agents: AgentSpeed[];
  const ids: Record<string, number> = {};

  /** A lead of `owner`'s that arrived `hours` ago and was first touched `minutes` later (never, with null). */
  async function ownedLead(owner: string, hours: number, minutes: number | null, spam = false) {
    const createdAt = hoursAgo(hours);
    return insertLead(dataSource, {
      type: 'buyer',
      createdAt: createdAt.toISOString(),
      assignedToId: ids[owner],
      firstContactedAt: minutes === null ? null : new Date(createdAt.getTime() + minutes * 60_000),
      spamAt: spam ? createdAt : null,
    });
  }

  async function change(reason: 'manual' | 'routed' | 'reassigned', from: string | null, to: string, hours: number) {
    const lead = await insertLead(dataSource, { type: 'seller', createdAt: hoursAgo(hours + 1).toISOString() });
    await dataSource.getRepository(LeadAssignmentChange).insert({
      leadId: lead.id,
      fromName: from ?? '',
      toName: to,
      fromUserId: from === null ? null : ids[from],
      toUserId: ids[to],
      reason,
      ruleName: reason === 'manual' ? '' : 'Abroad buyers',
      changedAt: hoursAgo(hours),
      changedByName: reason === 'manual' ? 'boss' : '',
    });
  }

  beforeAll(async () => {
    ({ dataSource, close } = await openMigratedDatabase(database));
    for (const username of ['kofi', 'esi', 'ama', 'idle']) {
      const user = await dataSource
        .getRepository(AdminUser)
        .save({ username, usernameKey: username, usernameSkeleton: username });
      ids[username] = user.id;
    }
    await dataSource.getRepository(RoutingRule).save({ name: 'Everyone', agentIds: [ids.ama!], position: 0 });
    // Kofi's touched leads of the window: 10, 20 and 60 minutes → median 20.
    await ownedLead('kofi', 5, 10);
    await ownedLead('kofi', 50, 60);
    await ownedLead('kofi', 200, 20);
    // Not in the sample: untouched, spam, arrived 31 days ago.
    await ownedLead('kofi', 3, null);
    await ownedLead('kofi', 6, 1, true);
    await ownedLead('kofi', 31 * 24, 1);
    // Esi: an even sample, 30 and 90 → 60.
    await ownedLead('esi', 10, 30);
    await ownedLead('esi', 20, 90);
    // Routing's changes: two new leads to Kofi, one moved from Kofi to Esi; a hand-made change and an old one
    // count for nobody.
    await change('routed', null, 'kofi', 2);
    await change('routed', null, 'kofi', 30);
    await change('reassigned', 'kofi', 'esi', 1);
    await change('manual', 'esi', 'kofi', 4);
    await change('routed', null, 'esi', 31 * 24);
    agents = await speedByAgent(dataSource, NOW);
  });
  afterAll(() => close());

  test('each agent with figures, or in a routing group, by name; an account with neither is left out', () => {
    expect(agents.map((agent) => agent.username)).toEqual(['ama', 'esi', 'kofi']);
  });

  test('the median to first touch of the leads each agent owns, from the window, spam left out', () => {
    const kofi = agents.find((agent) => agent.username === 'kofi');
    expect(kofi).toEqual({
      agentId: ids.kofi,
      username: 'kofi',
      medianMinutesToFirstTouch: 20,
      touchedCount: 3,
      routedCount: 2,
      reassignedCount: 1,
    });
    const esi = agents.find((agent) => agent.username === 'esi');
    expect(esi).toMatchObject({ medianMinutesToFirstTouch: 60, touchedCount: 2, routedCount: 1, reassignedCount: 0 });
  });

  test('an agent of a group with nothing yet shows zeros', () => {
    expect(agents.find((agent) => agent.username === 'ama')).toEqual({
      agentId: ids.ama,
      username: 'ama',
      medianMinutesToFirstTouch: null,
      touchedCount: 0,
      routedCount: 0,
      reassignedCount: 0,
    });
  });

  test('in a window before anything happened, only the agents of a group, at zero', async () => {
    expect(await speedByAgent(dataSource, new Date('2020-01-01T00:00:00.000Z'))).toEqual([
      expect.objectContaining({ username: 'ama', routedCount: 0 }),
    ]);
  });
});
