import type { AdminUser } from '#contract/admin-users/admin-users-api';
import type { Availability } from '#contract/routing/working-hours';

/**
 * An account's availability as the users list and the session carry it. Read defensively: until the API
 * answers it on every AdminUser, an account may come without it (undefined), and the screens then show none.
 */
export function availabilityOf(user: AdminUser): Availability | undefined {
  return (user as AdminUser & { availability?: Availability }).availability;
}

/** What a new account has: no hours (always available), not away. */
export const ALWAYS_AVAILABLE: Availability = { workingHours: null, away: false };
