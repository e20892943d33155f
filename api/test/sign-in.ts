import type { Actor } from '../platform/db/record-audit';
import type { AdminRole, AdminUser } from '#contract/admin-users/admin-users-api';
import { AdminUsersService } from '../resources/admin-users/admin-users.service';
import { SessionsService } from '../resources/auth/sessions.service';
import type { TestApp } from './test-app';

let counter = 0;

/** Who makes the tests' accounts: every account is made by someone, and the audit trail says who. */
export const TEST_SETUP: Actor = { id: null, username: 'test setup' };

/** The password every user made by signIn has. */
export const TEST_PASSWORD = 'test-password-123';

/**
 * Creates a user through the service and signs in over HTTP, as the back-office does. Send the
 * answered `cookie` as a Cookie header to call authenticated endpoints as that user. `sendsCampaigns` makes a
 * `user` one an admin allowed to send newsletter campaigns.
 */
export async function signIn(
  app: TestApp,
  {
    role = 'admin',
    username = `${role}-${process.pid}-${++counter}`,
    sendsCampaigns = false,
  }: { role?: AdminRole; username?: string; sendsCampaigns?: boolean } = {},
): Promise<{ cookie: string; user: AdminUser }> {
  const users = new AdminUsersService(app.dataSource, new SessionsService(app.dataSource));
  if (!(await users.findByUsername(username)))
    await users.create({ username, email: null, role, password: TEST_PASSWORD, sendsCampaigns }, TEST_SETUP, {
      temporary: false,
    });
  const response = await app.postJson('/api/admin/login', { username, password: TEST_PASSWORD });
  if (response.status !== 200)
    throw new Error(`signIn(${username}) answered ${response.status}: ${await response.text()}`);
  return { cookie: sessionCookie(response), user: ((await response.json()) as { user: AdminUser }).user };
}

/** The session cookie and its signature from a Set-Cookie answer, as one Cookie header value. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}
