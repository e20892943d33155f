import type { DataSource, EntityManager } from 'typeorm';
import { advisoryLocks } from '../../platform/db/dialects/advisory-locks';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { type Actor, requireActor } from '../../platform/db/record-audit';
import { unassignLeadsOf } from './unassign-leads';
import { lockGroupsFor } from '../routing';
import {
  recordAccountChange,
  recordAccountCreated,
  recordAccountDeleted,
  recordPasswordChanged,
} from './account-audit';
import type { AdminRole } from '#contract/admin-users/admin-users-api';
import { forbiddenFor, HttpError } from '../../platform/errors';
import { hashPassword, isPossibleUsername, verifyAgainstDummy, verifyPassword } from '../auth';
import type { SessionsService } from '../auth';
import { normalUsername, usernameKey, usernameSkeleton } from '../../platform/db/username-keys';
import { checkNameIsFree, usernameTaken } from './check-name-is-free';

export interface AdminUserInput {
  username: string;
  email: string | null;
  role: AdminRole;
  /** Required to create; on update, empty or absent keeps the current one. */
  password?: string;
  /** Whether a `user` may send newsletter campaigns: absent keeps it (false for a new account); an admin always may. */
  sendsCampaigns?: boolean;
}

/** The allowance as stored: meaningful for a `user` only, so an admin's row holds false and a demotion grants nothing. */
const storedAllowance = (role: AdminRole, sendsCampaigns: boolean) => role === 'user' && sendsCampaigns;

/** The first admin; never deletable. */
export const FIRST_ADMIN_ID = 1;
// Any fixed number: the key of the PostgreSQL advisory lock that serialises account changes.
const ACCOUNTS_LOCK_KEY = 4_233_234;
// True when deleting or demoting the row would still leave an admin; checked in the same statement.
const LEAVES_AN_ADMIN = `("role" <> 'admin' OR (SELECT COUNT(*) FROM "admin_users" WHERE "role" = 'admin') > 1)`;
// True while whoever makes the change (:actorId) is still an admin; checked in the same statement.
const ACTOR_IS_ADMIN = `EXISTS (SELECT 1 FROM "admin_users" AS "actor" WHERE "actor"."id" = :actorId AND "actor"."role" = 'admin')`;
// A new password, or a new role (compared in the statement, against the row as it is then), makes
// every session signed in before stale: see requireSession.
const NEXT_CREDENTIALS_VERSION = `CASE WHEN "role" = :newRole THEN "credentialsVersion" ELSE "credentialsVersion" + 1 END`;

/** The one answer for a user that is not there. */
export const userNotFound = () => new HttpError(404, 'not_found', 'There is no such user.');
const lastAdmin = (action: string) =>
  new HttpError(409, 'last_admin', `This is the last admin: ${action}. Make another user an admin first.`);

/** Why a guarded change touched no row: its actor is no admin now, the user is gone, or it is the last admin. */
async function whyUnchanged(manager: EntityManager, id: number, actorId: number, action: string): Promise<HttpError> {
  if (!(await manager.existsBy(AdminUser, { id: actorId, role: 'admin' }))) return forbiddenFor('admin');
  if (!(await manager.existsBy(AdminUser, { id }))) return userNotFound();
  return lastAdmin(action);
}

/** Back-office accounts: sign-in, the users screen's rules, the first admin and the CLI. */
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  list(): Promise<AdminUser[]> {
    return this.dataSource.getRepository(AdminUser).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async findById(id: number): Promise<AdminUser | null> {
    return this.dataSource.getRepository(AdminUser).findOneBy({ id });
  }

  findByUsername(username: string): Promise<AdminUser | null> {
    return this.dataSource.getRepository(AdminUser).findOneBy({ usernameKey: usernameKey(username) });
  }

  /**
   * The user when the password is theirs, else null, in about the same time whether or not the name
   * exists. A name no account can have (too long, control characters) is unknown without a query.
   * The answered row is as read before the password check: its `credentialsVersion` is what the
   * password was checked against.
   */
  async authenticate(username: string, password: string): Promise<AdminUser | null> {
    const user = isPossibleUsername(username) ? await this.findByUsername(username) : null;
    if (!user) return verifyAgainstDummy(password).then(() => null);
    return (await verifyPassword(password, user.passwordHash)) ? user : null;
  }

  async recordLogin(id: number): Promise<void> {
    await this.dataSource.getRepository(AdminUser).update({ id }, { lastLogin: new Date() });
  }

  /**
   * Creates an account as `actor` (the users screen's admin, the command line), recorded in the audit trail; with
   * `temporary` its password is one the account must replace at its first sign-in. The first admin at start is
   * the one account made without an actor: createFirstAdmin.
   */
  async create(
    input: AdminUserInput & { password: string },
    actor: Actor,
    { temporary }: { temporary: boolean },
  ): Promise<AdminUser> {
    requireActor(actor, 'create an account');
    return this.insertAccount(input, actor, temporary);
  }

  /** `temporary`: the password is someone else's choice, so the account chooses its own at its first sign-in. */
  private async insertAccount(
    input: AdminUserInput & { password: string },
    actor: Actor | null,
    temporary: boolean,
  ): Promise<AdminUser> {
    const now = new Date();
    const user = this.dataSource.getRepository(AdminUser).create({
      username: normalUsername(input.username),
      usernameKey: usernameKey(input.username),
      usernameSkeleton: usernameSkeleton(input.username),
      email: input.email,
      role: input.role,
      sendsCampaigns: storedAllowance(input.role, input.sendsCampaigns ?? false),
      passwordHash: await hashPassword(input.password),
      mustChangePassword: temporary,
      credentialsVersion: 0,
      createdAt: now,
      lastLogin: null,
      updatedAt: now,
    });
    try {
      await this.dataSource.transaction(async (manager) => {
        await checkNameIsFree(manager, input.username);
        await manager.getRepository(AdminUser).insert(user);
        if (actor) await recordAccountCreated(manager, actor, user);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? usernameTaken() : error;
    }
    return user;
  }

  /**
   * Changes an account, as `actorId` (who must still be an admin). A new password or role ends
   * every session of that user: the caller starts a new one when the user is the actor. The campaign
   * allowance ends none: the guard reads it with the session's row, so it counts from the next request.
   */
  async update(id: number, input: AdminUserInput, actorId: number): Promise<AdminUser> {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const { before, after } = await this.serialized(actorId, async (manager, actor) => {
      const before = await manager.findOneBy(AdminUser, { id });
      await checkNameIsFree(manager, input.username, id);
      const changes = {
        username: normalUsername(input.username),
        usernameKey: usernameKey(input.username),
        usernameSkeleton: usernameSkeleton(input.username),
        email: input.email,
        role: input.role,
        ...(input.sendsCampaigns !== undefined || input.role === 'admin'
          ? { sendsCampaigns: storedAllowance(input.role, input.sendsCampaigns ?? false) }
          : {}),
        updatedAt: new Date(),
        credentialsVersion: () => (passwordHash ? '"credentialsVersion" + 1' : NEXT_CREDENTIALS_VERSION),
        // Set for someone else it is temporary: they choose their own at their next sign-in.
        ...(passwordHash ? { passwordHash, mustChangePassword: id !== actorId } : {}),
      };
      const query = manager
        .createQueryBuilder()
        .update(AdminUser)
        .set(changes)
        .where('"id" = :id', { id })
        .andWhere(ACTOR_IS_ADMIN, { actorId })
        .setParameter('newRole', input.role);
      // Whatever the row's role was when read: it may have become an admin since.
      if (input.role !== 'admin') query.andWhere(LEAVES_AN_ADMIN);
      const result = await query.execute().catch((error: unknown) => {
        throw isUniqueViolation(error) ? usernameTaken() : error;
      });
      if (result.affected === 0) throw await whyUnchanged(manager, id, actorId, 'it cannot be made a user');
      const after = (await manager.findOneBy(AdminUser, { id }))!;
      if (before) await recordAccountChange(manager, actor, before, after, passwordHash !== undefined);
      return { before, after };
    });
    if (after.credentialsVersion !== before?.credentialsVersion) await this.sessions.endSessionsOf(id);
    return after;
  }

  /**
   * Deletes an account, as `actorId` (who must still be an admin); its sessions go with it (ON DELETE CASCADE),
   * and in the same transaction its leads are left unassigned (`assignedToId` has no foreign key to do it) and it
   * leaves every routing group. The routing rules are locked first, as intake locks them, so a lead being routed
   * to the account at the same time is stored before the deletion (and unassigned by it), or routed without it.
   */
  async remove(id: number, actorId: number): Promise<void> {
    if (id === FIRST_ADMIN_ID)
      throw new HttpError(403, 'protected_user', 'The first admin (user 1) cannot be deleted.');
    if (id === actorId) throw new HttpError(403, 'own_account', 'You cannot delete your own account.');
    await this.serialized(actorId, async (manager, actor) => {
      const target = await manager.findOneBy(AdminUser, { id });
      const leaveGroups = await lockGroupsFor(manager, id);
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(AdminUser)
        .where('"id" = :id', { id })
        .andWhere(LEAVES_AN_ADMIN)
        .andWhere(ACTOR_IS_ADMIN, { actorId })
        .execute();
      if (result.affected === 0) throw await whyUnchanged(manager, id, actorId, 'it cannot be deleted');
      if (target) {
        await unassignLeadsOf(manager, target, actor);
        await leaveGroups();
        await recordAccountDeleted(manager, actor, target);
      }
    });
  }

  /**
   * Sets a temporary password (the CLI's reset-password, as `actor`: the account chooses its own at its next
   * sign-in), records that it did, and ends every session of that user.
   */
  async setPassword(id: number, password: string, actor: Actor): Promise<void> {
    requireActor(actor, 'set a password');
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(AdminUser).update(
        { id },
        {
          passwordHash,
          mustChangePassword: true,
          updatedAt: new Date(),
          credentialsVersion: () => '"credentialsVersion" + 1',
        },
      );
      const user = await manager.findOneBy(AdminUser, { id });
      if (user) await recordPasswordChanged(manager, actor, user);
    });
    await this.sessions.endSessionsOf(id);
  }

  /**
   * Creates the first admin (with ADMIN_EMAIL's address, if any) when
   * there are no users at all; answers it, or null when users exist.
   */
  async createFirstAdmin(username: string, password: string, email: string | null = null): Promise<AdminUser | null> {
    if ((await this.dataSource.getRepository(AdminUser).count()) > 0) return null;
    try {
      return await this.insertAccount({ username, email, role: 'admin', password }, null, false);
    } catch (error) {
      // Another process starting at the same time made it first.
      if (error instanceof HttpError && error.code === 'username_taken') return null;
      throw error;
    }
  }

  /**
   * Runs account changes one at a time, each only while its actor is still an admin (the role was
   * checked when the request came in, and may have been taken away since). On PostgreSQL a
   * transaction-scoped advisory lock makes a second change wait, so two admins deleting each other
   * cannot both pass the last-admin rule; on SQLite each check-and-change is one statement, which
   * SQLite runs alone anyway (so the statements repeat the actor check). Either way the work runs in a
   * transaction, with the audit entry it records, and is handed its actor as it is now.
   */
  private serialized<T>(actorId: number, work: (manager: EntityManager, actor: Actor) => Promise<T>): Promise<T> {
    const checked = async (manager: EntityManager) => {
      const actor = await manager.findOneBy(AdminUser, { id: actorId, role: 'admin' });
      if (!actor) throw forbiddenFor('admin');
      return work(manager, { id: actor.id, username: actor.username });
    };
    return this.dataSource.transaction(async (manager) => {
      await advisoryLocks.untilCommit(manager, ACCOUNTS_LOCK_KEY);
      return checked(manager);
    });
  }
}
