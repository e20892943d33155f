import { type EntityManager, In } from 'typeorm';
import { rowLocks } from '../../platform/db/dialects/row-locks';
import { RoutingRule } from '../../platform/db/entities/RoutingRule';
import { queryRows } from '../../platform/db/query-rows';

/** A rule row as a fixed statement reads it: lists as JSON text, `abroad` as each database keeps a boolean. */
interface RawRule {
  id: number | string;
  position: number | string;
  name: string;
  leadTypes: string;
  regions: string;
  abroad: boolean | number | null;
  sources: string;
  agentIds: string;
  firstResponseMinutes: number | string;
  turn: number | string;
}

const RULES_IN_ORDER = `SELECT "id", "position", "name", "leadTypes", "regions", "abroad", "sources", "agentIds",
  "firstResponseMinutes", "turn" FROM "routing_rules" ORDER BY "position", "id"`;

/**
 * Every rule in the order they are tried, as one fixed (prepared) statement reads them: intake's one read when no
 * rule is defined, and the snapshot its leads are matched against otherwise.
 */
export async function rulesInOrder(manager: EntityManager): Promise<RoutingRule[]> {
  const rows = await queryRows<RawRule>(manager, RULES_IN_ORDER, [], { prepare: true });
  return rows.map((row) =>
    Object.assign(new RoutingRule(), {
      id: Number(row.id),
      position: Number(row.position),
      name: row.name,
      leadTypes: JSON.parse(row.leadTypes),
      regions: JSON.parse(row.regions),
      abroad: row.abroad === null ? null : Boolean(row.abroad),
      sources: JSON.parse(row.sources),
      agentIds: JSON.parse(row.agentIds),
      firstResponseMinutes: Number(row.firstResponseMinutes),
      turn: Number(row.turn),
    }),
  );
}

/**
 * The rules with these ids (every rule without), locked until the transaction ends, taken in id order: every writer
 * of rules (intake, a move, a PUT of the rules, an account's deletion) locks them so, and before any lead, so no two
 * can each hold a row the other waits for. SQLite runs one writer at a time and needs no lock.
 */
export function lockRules(manager: EntityManager, ids?: number[]): Promise<RoutingRule[]> {
  const query = manager.getRepository(RoutingRule).createQueryBuilder('rule').orderBy('rule.id', 'ASC');
  if (ids) query.where({ id: In(ids) });
  return rowLocks.forUpdate(query).getMany();
}

const COMPARED = ['position', 'name', 'leadTypes', 'regions', 'abroad', 'sources', 'agentIds'] as const;

/** Whether a rule is as it was at an earlier read (its turn aside, which only routing moves). */
export function sameRule(a: RoutingRule, b: RoutingRule): boolean {
  const fields = (rule: RoutingRule) =>
    JSON.stringify([...COMPARED.map((field) => rule[field]), rule.firstResponseMinutes]);
  return fields(a) === fields(b);
}
