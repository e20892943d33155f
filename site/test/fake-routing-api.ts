import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { RoutingRule } from '#contract/routing/routing-api';
import type { Availability } from '#contract/routing/working-hours';
import { fetchMock, jsonResponse } from './admin-test-utils';

/** A fake of the routing and availability calls, replacing only fetch. */
export interface FakeRoutingApi {
  rules: RoutingRule[];
  users: AdminUser[];
  /** Per plural ('buyers'), the sources its Source filter would offer. */
  sources: Record<string, string[]>;
  /** The signed-in user's own availability. */
  own: Availability;
  /** Set: the next PUT of the rules is refused with these field problems, as the server would. */
  refuseRules?: Record<string, string>;
  /** Likewise for the next PUT of an availability, one's own or a user's. */
  refuseAvailability?: Record<string, string>;
  requests: { method: string; url: string; body: unknown }[];
}

const refused = (fields: Record<string, string>) =>
  jsonResponse(400, { error: { code: 'validation_failed', message: Object.values(fields)[0], fields } });

export function fakeRoutingApi(api: FakeRoutingApi): void {
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    api.requests.push({ method, url, body });
    const route = `${method} ${url}`;
    if (route === 'GET /api/admin/routing') return jsonResponse(200, { rules: api.rules });
    if (route === 'PUT /api/admin/routing') {
      const fields = api.refuseRules;
      api.refuseRules = undefined;
      if (fields) return refused(fields);
      api.rules = (body as { rules: RoutingRule[] }).rules;
      return jsonResponse(200, { rules: api.rules });
    }
    if (route === 'GET /api/admin/users') return jsonResponse(200, { users: api.users });
    const sources = /^GET \/api\/(buyers|sellers|renters)\/sources$/.exec(route);
    if (sources) return jsonResponse(200, { sources: api.sources[sources[1]!] ?? [] });
    if (route === 'GET /api/account/availability') return jsonResponse(200, api.own);
    if (method === 'PUT' && api.refuseAvailability && url.endsWith('/availability')) {
      const fields = api.refuseAvailability;
      api.refuseAvailability = undefined;
      return refused(fields);
    }
    if (route === 'PUT /api/account/availability') {
      api.own = body as Availability;
      return jsonResponse(200, api.own);
    }
    const userAvailability = /^PUT \/api\/admin\/users\/(\d+)\/availability$/.exec(route);
    if (userAvailability) {
      const user = api.users.find((candidate) => candidate.id === Number(userAvailability[1]))!;
      user.availability = body as Availability;
      return jsonResponse(200, { user });
    }
    return jsonResponse(404, { error: { code: 'not_found', message: `no ${route}` } });
  });
}
