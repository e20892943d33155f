import type { AdminUser as AdminUserRow } from '../../platform/db/entities/AdminUser';
import type { AdminUser } from '#contract/admin-users/admin-users-api';

/** The only way a user row leaves the server: the fields of `AdminUser`, never the hash. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    secondFactorEnabled: Boolean(row.totpEnabledAt),
    availability: { workingHours: row.workingHours ?? null, away: row.away ?? false },
    sendsCampaigns: row.role === 'admin' || Boolean(row.sendsCampaigns),
  };
}
