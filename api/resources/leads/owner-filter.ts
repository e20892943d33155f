import { ValidateBy } from 'class-validator';
import { ASSIGNED_TO_ME, UNASSIGNED } from '#contract/follow-ups/follow-up-api';
import { LEAD_TYPES } from '#contract/leads/join-options';
import { rowId } from '../../platform/validation/row-id';
import type { Condition } from './lead-search-sql';

/** The lists' "Assigned to" filter as the queries take it: a user's id, or nobody. */
export type OwnerFilter = number | typeof UNASSIGNED;

const isOwnerFilter = (value: unknown) =>
  typeof value === 'string' && (value === ASSIGNED_TO_ME || value === UNASSIGNED || rowId(value) !== undefined);

/** `assignedTo` of the list filters: me, unassigned or a user's id (a user that does not exist simply owns nothing). */
export function IsOwnerFilter(): PropertyDecorator {
  return ValidateBy(
    { name: 'isOwnerFilter', validator: { validate: isOwnerFilter } },
    { message: "Use assignedTo=me, assignedTo=unassigned or a user's id, like assignedTo=3." },
  );
}

/** The checked `assignedTo` with 'me' resolved to the signed-in user, server-side. */
export function assignedToFilter(value: string | undefined, signedInUserId: number): OwnerFilter | undefined {
  if (value === undefined) return undefined;
  if (value === ASSIGNED_TO_ME) return signedInUserId;
  return value === UNASSIGNED ? UNASSIGNED : rowId(value);
}

/** How SQLite reads a list without a type filter (see ownerCondition). */
export interface UntypedOwnerList {
  counting: boolean;
}

const EVERY_TYPE = `l."type" IN (${LEAD_TYPES.map((type) => `'${type}'`).join(', ')})`;

/**
 * The owner filter's condition; `column` writes the column as the other list conditions do (kept off the list
 * indexes for one person's leads). With a type, a page and a count walk IDX_leads_list_type_assignedTo. On
 * SQLite without one (`untyped`), whose planner otherwise sorted every lead of the owner read through
 * IDX_leads_assignedToId (100 to 400 ms at 300,000 leads): naming every type lets it probe that index once per
 * type (a user's page 0.4 ms, counts 0.3 ms, the unassigned count 12 ms); except for a page of the unassigned,
 * most leads, which walks the list index newest first (0.1 ms) and skips the few that have an owner.
 */
export function ownerCondition(
  owner: OwnerFilter | undefined,
  column: string,
  untyped?: UntypedOwnerList,
): Condition | undefined {
  if (owner === undefined) return undefined;
  if (owner === UNASSIGNED && untyped && !untyped.counting) return { sql: `+${column} IS NULL`, parameters: {} };
  const types = untyped ? `${EVERY_TYPE} AND ` : '';
  if (owner === UNASSIGNED) return { sql: `${types}${column} IS NULL`, parameters: {} };
  return { sql: `${types}${column} = :assignedTo`, parameters: { assignedTo: owner } };
}
