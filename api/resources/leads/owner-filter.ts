import { ValidateBy } from 'class-validator';
import { ASSIGNED_TO_ME, UNASSIGNED } from '../../domain/follow-up-api';
import { rowId } from '../../validation/row-id';
import type { Condition } from './lead-search-sql';

/** The lists' "Assigned to" filter as the queries take it (issue 13): a user's id, or nobody. */
export type OwnerFilter = number | typeof UNASSIGNED;

const isOwnerFilter = (value: unknown) => typeof value === 'string' && (value === ASSIGNED_TO_ME || value === UNASSIGNED || rowId(value) !== undefined);

/** `assignedTo` of the list filters: me, unassigned or a user's id (a user that does not exist simply owns nothing). */
export function IsOwnerFilter(): PropertyDecorator {
  return ValidateBy({ name: 'isOwnerFilter', validator: { validate: isOwnerFilter } }, { message: "Use assignedTo=me, assignedTo=unassigned or a user's id, like assignedTo=3." });
}

/** The checked `assignedTo` with 'me' resolved to the signed-in user, server-side. */
export function assignedToFilter(value: string | undefined, signedInUserId: number): OwnerFilter | undefined {
  if (value === undefined) return undefined;
  if (value === ASSIGNED_TO_ME) return signedInUserId;
  return value === UNASSIGNED ? UNASSIGNED : rowId(value);
}

/**
 * The owner filter's condition; `column` writes the column as the other list conditions do (kept off the list
 * indexes for one person's leads). With a type, a page walks IDX_leads_list_type_assignedTo.
 */
export function ownerCondition(owner: OwnerFilter | undefined, column: string): Condition | undefined {
  if (owner === undefined) return undefined;
  if (owner === UNASSIGNED) return { sql: `${column} IS NULL`, parameters: {} };
  return { sql: `${column} = :assignedTo`, parameters: { assignedTo: owner } };
}
