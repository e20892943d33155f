import { type EntityManager, In } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';

/** The usernames of the staff who own some leads, by user id: how a lead record names its owner. */
export type OwnerNames = ReadonlyMap<number, string>;

/** For leads that have no owner (a new lead at intake): nothing to look up. */
export const NO_OWNERS: OwnerNames = new Map();

/**
 * The names of the owners of `leads`, in one statement for a whole page (none when no lead has an owner),
 * rather than a join in the list's hand-tuned statements or a lookup per lead.
 */
export async function ownerNamesOf(
  manager: EntityManager,
  leads: ReadonlyArray<{ assignedToId: number | null }>,
): Promise<OwnerNames> {
  const ids = [...new Set(leads.map((lead) => lead.assignedToId).filter((id) => id !== null))];
  if (ids.length === 0) return NO_OWNERS;
  const users = await manager
    .getRepository(AdminUser)
    .find({ select: { id: true, username: true }, where: { id: In(ids) } });
  return new Map(users.map((user) => [user.id, user.username]));
}
