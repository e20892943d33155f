import { type EntityManager, In } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { Lead } from '../../platform/db/entities/Lead';

/** Ids per statement, well under SQLite's limit on bound values. */
const CHUNK = 500;

/**
 * Locks the merge groups led by `roots` (each root and the leads whose `mergedIntoId` names it) for the rest of
 * the transaction, in ascending id order so two writers on overlapping groups queue rather than deadlock.
 * Answers the rows locked; a root that is gone (deleted) is missing from them.
 */
export function lockGroups(manager: EntityManager, roots: number[]): Promise<Lead[]> {
  const query = manager
    .getRepository(Lead)
    .createQueryBuilder('lead')
    .where('lead.id IN (:...roots) OR lead.mergedIntoId IN (:...roots)', { roots })
    .orderBy('lead.id', 'ASC');
  rowLocks.forUpdate(query);
  return query.getMany();
}

/**
 * After the leads `gone` were deleted: the leads that still point at one of them (it led their group) point
 * at the oldest of them instead, which leads the group now. `mergedIntoId` has no foreign key, so nothing
 * else would. In the caller's transaction.
 */
export async function mendGroups(manager: EntityManager, gone: number[]): Promise<void> {
  const leads = manager.getRepository(Lead);
  const orphans: Lead[] = [];
  for (let start = 0; start < gone.length; start += CHUNK) {
    const chunk = gone.slice(start, start + CHUNK);
    orphans.push(
      ...(await leads.find({
        select: { id: true, createdAt: true, mergedIntoId: true },
        where: { mergedIntoId: In(chunk) },
      })),
    );
  }
  orphans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const groups = Map.groupBy(orphans, (lead) => lead.mergedIntoId);
  const now = new Date();
  for (const [first, ...rest] of groups.values()) {
    await leads.update({ id: first!.id }, { mergedIntoId: null, updatedAt: now });
    if (rest.length > 0)
      await leads.update({ id: In(rest.map((lead) => lead.id)) }, { mergedIntoId: first!.id, updatedAt: now });
  }
}
