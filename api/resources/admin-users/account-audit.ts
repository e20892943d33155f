import type { EntityManager } from 'typeorm';
import type { AdminUser } from '../../platform/db/entities/AdminUser';
import { type Actor, recordAudit } from '../../platform/db/record-audit';

/** The account's fields whose change is a 'user.changed' entry (by name only: the values are not kept). */
const PLAIN_FIELDS = ['username', 'email'] as const;

/** Whom an account entry is about: the id and the name the account has after the change. */
const subject = (user: AdminUser) => ({ userId: user.id, username: user.username });

/** What a user's campaign allowance became, in an entry's details ('campaigns: allowed'). */
const campaigns = (user: AdminUser) => (user.sendsCampaigns ? 'allowed' : 'withdrawn');

/**
 * Whether a change touched what a `user` may do with campaigns: its allowance changed, or it has just become a user
 * (an admin always may, so a demotion either keeps sending allowed or withdraws it). An admin's allowance is none
 * to record.
 */
const campaignsChanged = (before: AdminUser, after: AdminUser) =>
  after.role === 'user' && (before.role !== 'user' || before.sendsCampaigns !== after.sendsCampaigns);

/**
 * The audit entries of one account change, in its transaction: 'user.changed' naming the fields that
 * changed, 'user.role_changed' (from, to), 'user.campaigns_changed' (allowed or withdrawn) and
 * 'user.password_changed' (that it did, never what to). A change that changed nothing records nothing.
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
  if (campaignsChanged(before, after))
    await recordAudit(manager, actor, 'user.campaigns_changed', { ...subject(after), campaigns: campaigns(after) });
  if (passwordChanged) await recordPasswordChanged(manager, actor, after);
}

/** 'user.password_changed': that it did, never what to. */
export const recordPasswordChanged = (manager: EntityManager, actor: Actor, user: AdminUser) =>
  recordAudit(manager, actor, 'user.password_changed', subject(user));

/** 'user.created' with the role, and 'campaigns: allowed' for a user made with the allowance. */
export const recordAccountCreated = (manager: EntityManager, actor: Actor, user: AdminUser) =>
  recordAudit(manager, actor, 'user.created', {
    ...subject(user),
    role: user.role,
    ...(user.sendsCampaigns ? { campaigns: campaigns(user) } : {}),
  });

export const recordAccountDeleted = (manager: EntityManager, actor: Actor, user: AdminUser) =>
  recordAudit(manager, actor, 'user.deleted', { ...subject(user), role: user.role });
