import { createHash, randomBytes } from 'node:crypto';
import { type DataSource, LessThan, MoreThan, Not } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { Session } from '../../platform/db/entities/Session';
import { queryRows } from '../../platform/db/query-rows';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import { selectColumns, toEntity } from '../../platform/db/read-entities';

export type SignInStage = 'code' | 'password' | 'setup';

/** What a back-office session holds besides koa-session's own `_expire`/`_maxAge`. */
export interface SessionData {
  userId?: number;
  /** The user's `credentialsVersion` at sign-in: the session holds only while it still matches. */
  credentialsVersion?: number;
  /**
   * A sign-in not complete yet: 'code' waits for the second factor, 'setup' (a second factor is
   * required and the account has none) may only reach the enrolment endpoints, 'password' (the password was a
   * temporary one someone else set) may only choose a new one. Absent once complete.
   */
  stage?: SignInStage;
  /** When that stage runs out (ms since the epoch, by the second factor's clock). */
  stageEndsAt?: number;
  /** When the sign-in began (ms since the epoch, by the app's clock): a session ends 30 days after it, used or not. */
  signedInAt?: number;
  /** The browser and system it signed in from, in words ('Chrome on Android'), for the Account screen's list. */
  device?: string;
  [key: string]: unknown;
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** A session as the Account screen lists it. */
export interface ListedSession {
  listedId: string;
  data: SessionData;
  expiresAt: Date;
}

/** How a session is named outside the server: part of its row key, itself a hash of the secret id. */
const listedIdOf = (key: string) => key.slice(0, 20);

function parsedData(text: string): SessionData {
  try {
    return JSON.parse(text) as SessionData;
  } catch {
    return {};
  }
}

/**
 * The row key of a session id: its SHA-256. The table never holds what a cookie carries, so a copy
 * of the database (a backup, a leak) signs no one in.
 */
const rowKey = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * The `sessions` table as koa-session's external store, plus ending a user's sessions.
 * An expired row is never answered: it is deleted when read, and all expired rows are swept now
 * and then by whichever process is busy (no timers, so nothing to stop at shutdown).
 */
export class SessionsService {
  private lastSweep = 0;

  constructor(private readonly dataSource: DataSource) {}

  private get repository() {
    return this.dataSource.getRepository(Session);
  }

  /** A new session id: 256 random bits, unguessable. */
  static newId(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * A live session's data, the end of its idle timeout as stored, and its user as the database has them
   * now, read together: every signed-in request needs both, and one statement is one round trip.
   */
  async get(id: string): Promise<{ data: SessionData; expiresAt: Date; user: AdminUser | null } | undefined> {
    await this.sweepNowAndThen();
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT ${selectColumns(this.dataSource, Session, 's', 's_')}, ${selectColumns(this.dataSource, AdminUser, 'u', 'u_')}
       FROM "sessions" s LEFT JOIN "admin_users" u ON u."id" = s."userId" WHERE s."id" = :id`,
      { id: rowKey(id) },
    );
    const [found] = await queryRows<Record<string, unknown>>(this.dataSource.manager, sql, parameters, {
      prepare: true,
    });
    if (!found) return undefined;
    const row = toEntity(this.dataSource, Session, found, 's_');
    if (row.expiresAt.getTime() <= Date.now()) {
      await this.repository.delete({ id: row.id });
      return undefined;
    }
    try {
      return {
        data: JSON.parse(row.data) as SessionData,
        expiresAt: row.expiresAt,
        user: found.u_id == null ? null : toEntity(this.dataSource, AdminUser, found, 'u_'),
      };
    } catch {
      return undefined;
    }
  }

  /** Stores a session just signed in (a new id). One whose user was deleted meanwhile is not stored. */
  async insert(id: string, data: SessionData, maxAgeMs: number): Promise<void> {
    if (typeof data.userId !== 'number') return;
    try {
      await this.repository.insert({
        id: rowKey(id),
        userId: data.userId,
        data: JSON.stringify(data),
        expiresAt: new Date(Date.now() + maxAgeMs),
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }

  /**
   * Saves a session that was loaded for this request and moves its idle timeout on. Only an
   * update: a session ended while the request ran (logout, password change) stays ended.
   */
  async renew(id: string, data: SessionData, maxAgeMs: number): Promise<void> {
    await this.repository.update(
      { id: rowKey(id) },
      { data: JSON.stringify(data), expiresAt: new Date(Date.now() + maxAgeMs) },
    );
  }

  async destroy(id: string): Promise<void> {
    await this.repository.delete({ id: rowKey(id) });
  }

  /** Ends every session of a user. */
  async endSessionsOf(userId: number): Promise<void> {
    await this.repository.delete({ userId });
  }

  /**
   * Ends every session of a user but the one with this id (the request's own); answers how many ended. With an
   * `actor` (signing out everywhere else) the audit trail records it in the same transaction.
   */
  async endOtherSessionsOf(userId: number, keptId: string, actor?: Actor): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(Session).delete({ userId, id: Not(rowKey(keptId)) });
      const ended = result.affected ?? 0;
      if (actor) await recordAudit(manager, actor, 'sessions.others_ended', { ended });
      return ended;
    });
  }

  /** A user's live sessions, newest sign-in first, each known by its listed id (never its secret id). */
  async listOf(userId: number): Promise<ListedSession[]> {
    const rows = await this.repository.find({ where: { userId, expiresAt: MoreThan(new Date()) } });
    return rows
      .map((row) => ({ listedId: listedIdOf(row.id), data: parsedData(row.data), expiresAt: row.expiresAt }))
      .sort((a, b) => (b.data.signedInAt ?? 0) - (a.data.signedInAt ?? 0));
  }

  /** Ends one of a user's sessions by its listed id; false when the user has none such. */
  async endListedSession(userId: number, listedId: string): Promise<boolean> {
    const row = (await this.repository.find({ select: { id: true }, where: { userId } })).find(
      (candidate) => listedIdOf(candidate.id) === listedId,
    );
    if (!row) return false;
    await this.repository.delete({ id: row.id, userId });
    return true;
  }

  /** The listed id of the session with this (secret) id. */
  static listedIdOf(id: string): string {
    return listedIdOf(rowKey(id));
  }

  async sweepExpired(now = new Date()): Promise<void> {
    await this.repository.delete({ expiresAt: LessThan(now) });
  }

  private async sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.sweepExpired();
  }
}
