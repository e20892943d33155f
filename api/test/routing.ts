import type { RoutingRule } from '#contract/routing/routing-api';
import type { Availability } from '#contract/routing/working-hours';
import { AdminUser } from '../platform/db/entities/AdminUser';
import type { TestApp } from './test-app';

/** A rule with no conditions (it takes every lead) for these agents; overrides make it narrower. */
export function routingRule(name: string, agentIds: number[], overrides: Partial<RoutingRule> = {}): RoutingRule {
  return {
    name,
    leadTypes: [],
    regions: [],
    abroad: null,
    sources: [],
    agentIds,
    firstResponseMinutes: 15,
    ...overrides,
  };
}

/** PUT /api/admin/routing as the signed-in `cookie`. */
export function putRules(app: TestApp, cookie: string, rules: unknown): Promise<Response> {
  return app.request('/api/admin/routing', {
    method: 'PUT',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
}

/** Sets an account's working hours and away switch straight in the database (the routes have tests of their own). */
export async function setAvailability(app: TestApp, userId: number, availability: Availability): Promise<void> {
  await app.dataSource.getRepository(AdminUser).update({ id: userId }, availability);
}
