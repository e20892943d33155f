import { randomBytes } from 'node:crypto';
import { type DataSource, IsNull } from 'typeorm';
import { type AppConfig, ConfigError } from './config';
import { AdminUser } from './platform/db/entities/AdminUser';
import { ADMIN_ACCOUNT_RULES } from '#contract/admin-users/admin-users-api';
import { keepFirstAdminPassword, type Terminal } from './first-admin-password';
import type { Logger } from './platform/logger';
import { AdminUsersService, FIRST_ADMIN_ID } from './resources/admin-users';
import { isPossibleUsername, passwordProblem, SessionsService } from './resources/auth';

/**
 * When there are no users: ADMIN_USERNAME/ADMIN_PASSWORD (and ADMIN_EMAIL) become the first admin (id 1); without
 * them it is `admin` with a random password, never logged: shown on the terminal (stderr) or kept
 * in a file readable by this user only, whose path the log gives (see keepFirstAdminPassword).
 */
export async function ensureFirstAdmin(
  dataSource: DataSource,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword'> & Partial<Pick<AppConfig, 'adminEmail'>>,
  log: Logger,
  terminal: Terminal = process.stderr,
): Promise<void> {
  const { adminUsername, adminPassword } = config;
  if (Boolean(adminUsername) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (adminUsername && !isPossibleUsername(adminUsername)) {
    throw new ConfigError(
      `ADMIN_USERNAME may hold only up to ${ADMIN_ACCOUNT_RULES.usernameMaxLength} letters, digits and . _ @ -`,
    );
  }
  const problem = adminPassword && passwordProblem(adminPassword);
  if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`);

  const users = new AdminUsersService(dataSource, new SessionsService(dataSource));
  const password = adminPassword ?? randomBytes(18).toString('base64url');
  const email = bareAddress(config.adminEmail);
  const created = await users.createFirstAdmin(adminUsername ?? 'admin', password, email);
  if (!created) {
    // An install older than ADMIN_EMAIL: its first admin gets the address if it has none, so alerts reach someone.
    if (
      email &&
      (await dataSource.getRepository(AdminUser).update({ id: FIRST_ADMIN_ID, email: IsNull() }, { email })).affected
    ) {
      log({ msg: 'first admin given ADMIN_EMAIL', id: FIRST_ADMIN_ID });
    }
    return;
  }
  if (adminPassword) {
    log({ msg: 'first admin created', id: created.id, username: created.username });
    return;
  }
  const passwordFile = keepFirstAdminPassword(dataSource, created.username, password, terminal);
  log({ msg: 'first admin created', id: created.id, username: created.username, passwordFile });
}

/** ADMIN_EMAIL may be written `Name <name@example.com>`; the account keeps the address alone. */
function bareAddress(address: string | undefined): string | null {
  if (!address) return null;
  return /<([^>]+)>/.exec(address)?.[1] ?? address;
}
