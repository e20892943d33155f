import { ADMIN_ACCOUNT_RULES } from '#contract/admin-users/admin-users-api';
import { normalUsername, usernameKey } from '../../platform/db/username-keys';

/**
 * Whether a username could belong to an account at all: the account rules (letters, digits and
 * . _ @ -, so no control characters) once normalised, and a name and key that fit their columns. Anything
 * else is an unknown user before it reaches the database, where it could only fail (PostgreSQL refuses
 * NUL, a varchar refuses what is too long).
 */
export function isPossibleUsername(username: string): boolean {
  const normal = normalUsername(username);
  return (
    ADMIN_ACCOUNT_RULES.usernamePattern.test(normal) &&
    normal.length <= ADMIN_ACCOUNT_RULES.usernameMaxLength &&
    usernameKey(username).length <= ADMIN_ACCOUNT_RULES.usernameMaxLength
  );
}
