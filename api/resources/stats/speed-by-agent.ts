import type { DataSource } from 'typeorm';
import type { AgentSpeed } from '#contract/stats/stats-api';
import { aggregates } from '../../platform/db/dialects/aggregates';
import { indexHints } from '../../platform/db/dialects/index-hints';
import { timeArithmetic } from '../../platform/db/dialects/time-arithmetic';
import { queryRows } from '../../platform/db/query-rows';
import { storedTime } from '../../platform/db/stored-time';

/** The window: as the per-type speed to lead, the last 30 days. */
const WINDOW_DAYS = 30;

interface Counted {
  agent: unknown;
  count: unknown;
}

/**
 * Speed to lead per agent over the last 30 days, for admins: the median minutes from arrival to the first touch
 * of the leads each agent owns now, the leads routing gave them (new or moved to them), and the leads moved away
 * from them because the first touch was late. Three grouped statements, each a range of an index by time (the
 * `reason <> 'manual'` terms repeat the routing index's condition, which SQLite must see written to use it); the
 * names are the accounts' today. Agents of a routing group appear even with nothing to count yet.
 */
export async function speedByAgent(dataSource: DataSource, now: Date): Promise<AgentSpeed[]> {
  const window = {
    since: storedTime(dataSource, new Date(now.getTime() - WINDOW_DAYS * 86_400_000)),
    now: storedTime(dataSource, now),
  };
  const query = <T>(sql: string) => {
    const [text, values] = dataSource.driver.escapeQueryWithParameters(sql, window);
    return queryRows<T>(dataSource.manager, text, values);
  };
  // SQLite, left to itself, reads the routing changes through the toUserId index whole and each lead of the
  // window for its owner; named, each index holds every column its statement reads.
  const hints = indexHints(dataSource);
  const leadsIndexed = hints.indexedBy('IDX_leads_agent_first_touch');
  const changesIndexed = hints.indexedBy('IDX_lead_assignment_changes_routing');
  const minutes = timeArithmetic(dataSource).minutesBetween('l."createdAt"', 'l."firstContactedAt"');
  const [medians, routed, moved, grouped] = await Promise.all([
    query<Counted & { median: unknown }>(
      `SELECT l."assignedToId" AS agent, COUNT(*) AS count, ${aggregates(dataSource).median(minutes)} AS median
       FROM "leads" l${leadsIndexed}
       WHERE l."assignedToId" IS NOT NULL AND l."createdAt" >= :since AND l."createdAt" <= :now
         AND l."spamAt" IS NULL AND l."firstContactedAt" IS NOT NULL
       GROUP BY l."assignedToId"`,
    ),
    query<Counted>(
      `SELECT c."toUserId" AS agent, COUNT(*) AS count FROM "lead_assignment_changes" c${changesIndexed}
       WHERE c."reason" <> 'manual' AND c."toUserId" IS NOT NULL
         AND c."changedAt" >= :since AND c."changedAt" <= :now
       GROUP BY c."toUserId"`,
    ),
    query<Counted>(
      `SELECT c."fromUserId" AS agent, COUNT(*) AS count FROM "lead_assignment_changes" c${changesIndexed}
       WHERE c."reason" <> 'manual' AND c."reason" = 'reassigned' AND c."fromUserId" IS NOT NULL
         AND c."changedAt" >= :since AND c."changedAt" <= :now
       GROUP BY c."fromUserId"`,
    ),
    query<{ agentIds: string }>(`SELECT r."agentIds" AS "agentIds" FROM "routing_rules" r`),
  ]);
  const figures = new Map<number, Omit<AgentSpeed, 'agentId' | 'username'>>();
  const of = (agent: unknown) => {
    const id = Number(agent);
    let entry = figures.get(id);
    if (!entry) {
      entry = { medianMinutesToFirstTouch: null, touchedCount: 0, routedCount: 0, reassignedCount: 0 };
      figures.set(id, entry);
    }
    return entry;
  };
  for (const row of medians) {
    const entry = of(row.agent);
    // Rounded to a tenth of a minute: julianday's floating point leaves noise in the last digits.
    entry.medianMinutesToFirstTouch = Math.round(Number(row.median) * 10) / 10;
    entry.touchedCount = Number(row.count);
  }
  for (const row of routed) of(row.agent).routedCount = Number(row.count);
  for (const row of moved) of(row.agent).reassignedCount = Number(row.count);
  for (const row of grouped) for (const id of JSON.parse(row.agentIds) as number[]) of(id);
  if (figures.size === 0) return [];
  const [text, values] = dataSource.driver.escapeQueryWithParameters(
    `SELECT u."id" AS id, u."username" AS username FROM "admin_users" u WHERE u."id" IN (:...ids)`,
    { ids: [...figures.keys()] },
  );
  const users = await queryRows<{ id: unknown; username: string }>(dataSource.manager, text, values);
  return users
    .map((user) => ({ agentId: Number(user.id), username: user.username, ...figures.get(Number(user.id))! }))
    .sort((a, b) => a.username.localeCompare(b.username) || a.agentId - b.agentId);
}
