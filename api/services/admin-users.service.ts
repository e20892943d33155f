import type { DataSource, EntityManager } from 'typeorm';
import { AdminUser } from '../db/entities/AdminUser';
import type { AdminRole } from '../domain/admin-api';
import { HttpError } from '../errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { SessionsService } from './sessions.service';

export interface AdminUserInput {
  username: string;
  email: string | null;
  role: AdminRole;
  /** Required to create; on update, empty or absent keeps the current one. */
  password?: string;
}

/** The first admin; never deletable. */
export const FIRST_ADMIN_ID = 1;
// Any fixed number: the key of the PostgreSQL advisory lock that serialises account changes.
const ACCOUNTS_LOCK_KEY = 4_233_234;
// True when deleting or demoting the row would still leave an admin; checked in the same statement.
const LEAVES_AN_ADMIN = `("role" <> 'admin' OR (SELECT COUNT(*) FROM "admin_users" WHERE "role" = 'admin') > 1)`;

const notFound = () => new HttpError(404, 'not_found', 'There is no such user.');
const usernameTaken = () =>
  new HttpError(409, 'username_taken', 'That username is already taken. Please choose another.', {
    username: 'That username is already taken.',
  });
const lastAdmin = (action: string) =>
  new HttpError(409, 'last_admin', `This is the last admin: ${action}. Make another user an admin first.`);

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
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
    return this.dataSource.getRepository(AdminUser).findOneBy({ usernameKey: username.toLowerCase() });
  }

  /** The user when the password is theirs, else null, in about the same time whether or not the name exists. */
  async authenticate(username: string, password: string): Promise<AdminUser | null> {
    const user = await this.findByUsername(username);
    if (!user) return verifyAgainstDummy(password).then(() => null);
    return (await verifyPassword(password, user.passwordHash)) ? user : null;
  }

  async recordLogin(id: number): Promise<void> {
    await this.dataSource.getRepository(AdminUser).update({ id }, { lastLogin: new Date() });
  }

  async create(input: AdminUserInput & { password: string }): Promise<AdminUser> {
    const now = new Date();
    const user = this.dataSource.getRepository(AdminUser).create({
      username: input.username,
      usernameKey: input.username.toLowerCase(),
      email: input.email,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      lastLogin: null,
      updatedAt: now,
    });
    try {
      await this.dataSource.getRepository(AdminUser).insert(user);
    } catch (error) {
      throw isUniqueViolation(error) ? usernameTaken() : error;
    }
    return user;
  }

  /**
   * Changes an account. A new password or role ends that user's sessions (except the session of
   * whoever makes the change, so changing your own password does not sign you out).
   */
  async update(id: number, input: AdminUserInput, currentSessionId?: string): Promise<AdminUser> {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const { before, after } = await this.serialized(async (manager) => {
      const before = await manager.findOneBy(AdminUser, { id });
      if (!before) throw notFound();
      const demoting = before.role === 'admin' && input.role !== 'admin';
      const changes = {
        username: input.username,
        usernameKey: input.username.toLowerCase(),
        email: input.email,
        role: input.role,
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash } : {}),
      };
      const query = manager.createQueryBuilder().update(AdminUser).set(changes).where('"id" = :id', { id });
      if (demoting) query.andWhere(LEAVES_AN_ADMIN);
      const result = await query.execute().catch((error: unknown) => {
        throw isUniqueViolation(error) ? usernameTaken() : error;
      });
      if (demoting && result.affected === 0) throw lastAdmin('it cannot be made a user');
      return { before, after: (await manager.findOneBy(AdminUser, { id }))! };
    });
    if (passwordHash || before.role !== after.role) await this.sessions.endSessionsOf(id, currentSessionId);
    return after;
  }

  /** Deletes an account (its sessions go with it: ON DELETE CASCADE). */
  async remove(id: number, actorId: number): Promise<void> {
    if (id === FIRST_ADMIN_ID) throw new HttpError(403, 'protected_user', 'The first admin (user 1) cannot be deleted.');
    if (id === actorId) throw new HttpError(403, 'own_account', 'You cannot delete your own account.');
    await this.serialized(async (manager) => {
      if (!(await manager.existsBy(AdminUser, { id }))) throw notFound();
      const result = await manager.createQueryBuilder().delete().from(AdminUser).where('"id" = :id', { id }).andWhere(LEAVES_AN_ADMIN).execute();
      if (result.affected === 0) throw lastAdmin('it cannot be deleted');
    });
  }

  /** Sets a password (the CLI's reset-password) and ends every session of that user. */
  async setPassword(id: number, password: string): Promise<void> {
    await this.dataSource.getRepository(AdminUser).update({ id }, { passwordHash: await hashPassword(password), updatedAt: new Date() });
    await this.sessions.endSessionsOf(id);
  }

  /** Creates the first admin when there are no users at all; answers it, or null when users exist. */
  async createFirstAdmin(username: string, password: string): Promise<AdminUser | null> {
    if ((await this.dataSource.getRepository(AdminUser).count()) > 0) return null;
    try {
      return await this.create({ username, email: null, role: 'admin', password });
    } catch (error) {
      // Another process starting at the same time made it first.
      if (error instanceof HttpError && error.code === 'username_taken') return null;
      throw error;
    }
  }

  /**
   * Runs account changes one at a time. On PostgreSQL a transaction-scoped advisory lock makes a
   * second change wait, so two admins deleting each other cannot both pass the last-admin rule; on
   * SQLite each check-and-change is one statement, which SQLite runs alone anyway.
   */
  private serialized<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'postgres') return work(this.dataSource.manager);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK_KEY]);
      return work(manager);
    });
  }
}
