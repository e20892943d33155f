import { type EntityManager, In } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import type { RoutingRule } from '../../platform/db/entities/RoutingRule';
import type { Agent } from './choose-agent';

/**
 * The agents with these ids, as routing sees them. With `lock` (in a transaction), key-share locked on PostgreSQL:
 * an account's deletion running at the same time waits for this transaction (then unassigns the lead it gave them),
 * or went first (then the account is not found and not chosen), so no lead is routed to an account that is gone.
 * Their other columns may change.
 */
export async function agentsById(manager: EntityManager, ids: number[], lock = true): Promise<Map<number, Agent>> {
  if (ids.length === 0) return new Map();
  const query = manager
    .getRepository(AdminUser)
    .createQueryBuilder('user')
    .select(['user.id', 'user.username', 'user.email', 'user.workingHours', 'user.away'])
    .where({ id: In([...new Set(ids)]) })
    .orderBy('user.id', 'ASC');
  const users = await (lock ? rowLocks.forKeyShare(query) : query).getMany();
  return new Map(
    users.map((user) => [
      user.id,
      {
        id: user.id,
        username: user.username,
        email: user.email,
        availability: { workingHours: user.workingHours, away: user.away },
      },
    ]),
  );
}

/** A rule's group in turn order, without the accounts no longer there. */
export function groupOf(rule: Pick<RoutingRule, 'agentIds'>, agents: Map<number, Agent>): Agent[] {
  return rule.agentIds.flatMap((id) => agents.get(id) ?? []);
}
