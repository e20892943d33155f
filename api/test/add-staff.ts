import type { DataSource } from 'typeorm';
import { AdminUser } from '../platform/db/entities/AdminUser';
import type { AdminRole } from '#contract/admin-users/admin-users-api';
import type { LeadType } from '#contract/leads/join-options';
import { AdminUsersService } from '../resources/admin-users/admin-users.service';
import { SessionsService } from '../resources/auth/sessions.service';
import { TEST_PASSWORD, TEST_SETUP } from './sign-in';

export interface StaffOptions {
  username: string;
  email: string | null;
  role?: AdminRole;
  alertLeadTypes?: LeadType[];
  alertSubscribers?: boolean;
  dailyDigest?: boolean;
}

/** A staff account made through the service (password TEST_PASSWORD), with the alert choices given. */
export async function addStaff(
  dataSource: DataSource,
  { username, email, role = 'user', ...choices }: StaffOptions,
): Promise<AdminUser> {
  const users = new AdminUsersService(dataSource, new SessionsService(dataSource));
  const user = await users.create({ username, email, role, password: TEST_PASSWORD }, TEST_SETUP, { temporary: false });
  if (Object.keys(choices).length > 0) await dataSource.getRepository(AdminUser).update({ id: user.id }, choices);
  return await dataSource.getRepository(AdminUser).findOneByOrFail({ id: user.id });
}
