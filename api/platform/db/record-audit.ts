import type { EntityManager } from 'typeorm';
import type { AuditAction } from '#contract/activity/audit-actions';
import { AuditEvent } from './entities/AuditEvent';
import { insertRow } from './insert-row';

/**
 * Who did something the audit trail keeps: their id and their name as it was then. The id is null where no
 * account did it: a failed sign-in with an unknown username (named '(no such account)'), the command line.
 */
export interface Actor {
  id: number | null;
  username: string;
}

/**
 * Refuses a change that must name who makes it (creating an account, changing a role, erasing a person,
 * deleting): a caller that has no acting user is a programming error, never a silent unaudited change.
 */
export function requireActor(actor: Actor | null | undefined, doing: string): asserts actor is Actor {
  if (!actor || typeof actor.username !== 'string' || actor.username === '')
    throw new Error(`Cannot ${doing} without an acting user`);
}

/** The Activity filter's form of a name: lowercased as account names are (usernameKey), within its column. */
export function auditActorKey(name: string): string {
  return name.toLowerCase().slice(0, 64);
}

/** Adds an entry to the audit trail in `manager`'s transaction: it stands or falls with what it records. */
export async function recordAudit(
  manager: EntityManager,
  actor: Actor,
  action: AuditAction,
  details: Record<string, unknown>,
): Promise<void> {
  await insertRow(manager, AuditEvent, {
    occurredAt: new Date(),
    actorId: actor.id,
    actorName: actor.username,
    actorKey: auditActorKey(actor.username),
    action,
    details,
  });
}

/**
 * What an audit entry keeps of a search: that there was one (its
 * text often names a person, and the trail outlives an erasure).
 */
export const SEARCH_NOT_KEPT = '(a search, not kept)';
