import type { AdminUser } from '../admin-users/admin-users-api';

/**
 * GET /api/admin/check. A sign-in waiting for its second factor is not authenticated: it says which step is due
 * (see second-factor-api.ts LoginAnswer).
 */
export interface AuthCheck {
  authenticated: boolean;
  user?: AdminUser;
  secondFactorRequired?: true;
  secondFactorSetupRequired?: true;
  /** Signed in with a temporary password: a new one is to be chosen first. */
  passwordChangeRequired?: true;
}
