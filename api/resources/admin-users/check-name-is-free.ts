import type { EntityManager } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { usernameKey, usernameSkeleton } from '../../platform/db/username-keys';
import { HttpError } from '../../platform/errors';

export const usernameTaken = () =>
  new HttpError(409, 'username_taken', 'That username is already taken. Please choose another.', {
    username: 'That username is already taken.',
  });
const usernameLookalike = () =>
  new HttpError(
    409,
    'username_lookalike',
    'That username looks too much like an existing one. Please choose another.',
    {
      username: 'That username looks too much like an existing one.',
    },
  );

/**
 * Refuses a name that another account (not `exceptId`) already has, or looks like: the unique indexes catch the
 * same at the same moment in another process, this answers which of the two it is.
 */
export async function checkNameIsFree(manager: EntityManager, username: string, exceptId?: number): Promise<void> {
  const others = await manager.find(AdminUser, {
    select: { id: true, usernameKey: true },
    where: [{ usernameKey: usernameKey(username) }, { usernameSkeleton: usernameSkeleton(username) }],
  });
  const clashing = others.filter((other) => other.id !== exceptId);
  if (clashing.some((other) => other.usernameKey === usernameKey(username))) throw usernameTaken();
  if (clashing.length > 0) throw usernameLookalike();
}
