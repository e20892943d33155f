import type { RoutingRule } from '#contract/routing/routing-api';
import { STAFF } from './admin-test-utils';
import type { AdminUser } from '#contract/admin-users/admin-users-api';

/** Staff with each kind of availability: no hours (available), away, and Monday hours only. */
export const AMA: AdminUser = {
  ...STAFF,
  username: 'Ama',
  availability: { workingHours: null, away: false },
};
export const KOFI: AdminUser = {
  ...STAFF,
  id: 3,
  username: 'Kofi',
  availability: { workingHours: null, away: true },
};
export const ESI: AdminUser = {
  ...STAFF,
  id: 4,
  username: 'Esi',
  availability: { workingHours: [{ day: 1, start: '08:00', end: '17:00' }], away: false },
};

export const ABROAD_BUYERS: RoutingRule = {
  name: 'Abroad buyers',
  leadTypes: ['buyer'],
  regions: [],
  abroad: true,
  sources: [],
  agentIds: [2, 3],
  firstResponseMinutes: 15,
};
export const EVERYONE_ELSE: RoutingRule = {
  name: 'Everyone else',
  leadTypes: [],
  regions: [],
  abroad: null,
  sources: [],
  agentIds: [4],
  firstResponseMinutes: 30,
};
