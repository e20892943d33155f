import { ADMIN_ACCOUNT_RULES } from '../../domain/admin-api';

/**
 * The unique key of a username: lowercased by JavaScript, so one account per name whatever its case
 * on both databases. Lowercasing can lengthen a name ('İ' becomes two characters), so a username is
 * acceptable only when its key also fits the 64-character column.
 */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/**
 * Whether a username could belong to an account at all: the account rules (letters, digits and
 * . _ @ -, so no control characters) and a key that fits its column. Anything else is an unknown
 * user before it reaches the database, where it could only fail (PostgreSQL refuses NUL, a
 * varchar refuses what is too long).
 */
export function isPossibleUsername(username: string): boolean {
  return (
    ADMIN_ACCOUNT_RULES.usernamePattern.test(username) &&
    username.length <= ADMIN_ACCOUNT_RULES.usernameMaxLength &&
    usernameKey(username).length <= ADMIN_ACCOUNT_RULES.usernameMaxLength
  );
}
