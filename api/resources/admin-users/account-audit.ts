import type { EntityManager } from 'typeorm';
import type { AdminUser } from '../../platform/db/entities/AdminUser';
import { type Actor, recordAudit } from '../../platform/db/record-audit';

/** The account's fields whose change is a 'user.changed' entry (by name only: the values are not kept). */
const PLAIN_FIELDS = ['username', 'email'] as const;

/** Whom an account entry is about: the id and the name the account has after the change. */
const subject = (user: AdminUser) => ({ userId: user.id, username: user.username });

/**
 * The audit entries of one account change, in its transaction: 'user.changed' naming the fields that
 * changed, 'user.role_changed' (from, to) and 'user.password_changed' (that it did, never what to).
 * A change that changed nothing records nothing.
 */
export async function recordAccountChange(
  manager: EntityManager,
  actor: Actor,
  before: AdminUser,
  after: AdminUser,
  passwordChanged: boolean,
): Promise<void> {
  const fields = PLAIN_FIELDS.filter((field) => before[field] !== after[field]);
  if (fields.length > 0) await recordAudit(manager, actor, 'user.changed', { ...subject(after), fields });
  if (before.role !== after.role)
    await recordAudit(manager, actor, 'user.role_changed', { ...subject(after), from: before.role, to: after.role });
  if (passwordChanged) await recordPasswordChanged(manager, actor, after);
}

/** 'user.password_changed': that it did, never what to. */
export const recordPasswordChanged = (manager: EntityManager, actor: Actor, user: AdminUser) =>
  recordAudit(manager, actor, 'user.password_changed', subject(user));

export const recordAccountCreated = (manager: EntityManager, actor: Actor, user: AdminUser) =>
  recordAudit(manager, actor, 'user.created', { ...subject(user), role: user.role });

export const recordAccountDeleted = (manager: EntityManager, actor: Actor, user: AdminUser) =>
  recordAudit(manager, actor, 'user.deleted', { ...subject(user), role: user.role });
