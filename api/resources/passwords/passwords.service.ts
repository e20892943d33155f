import type { DataSource, EntityManager } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import type { PasswordResetEmail } from './reset-emails';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import { recordPasswordChanged } from '../admin-users';
import { hashPassword, isPossibleUsername, UNKNOWN_USERNAME } from '../auth';
import type { SessionsService } from '../auth';
import { usernameKey } from '../../platform/db/username-keys';
import { type PasswordResetTokens, RESET_LINK_MINUTES } from './password-reset-tokens';

// Anything longer, or with control characters, is no address
// an account has: not worth a query (PostgreSQL refuses NUL).
const POSSIBLE_EMAIL = /^[^\s\p{Cc}]{3,254}$/u;

/** A new password as the columns take it: the temporary flag cleared, and every session signed in before ended. */
const newPassword = async (password: string) => ({
  passwordHash: await hashPassword(password),
  mustChangePassword: false,
  updatedAt: new Date(),
  credentialsVersion: () => '"credentialsVersion" + 1',
});

/**
 * A user's own password: changed on the Account screen, chosen at sign-in in place of a temporary one, and
 * "Forgot your password?" (a signed, single-use link by email). `now` is the app's test clock.
 */
export class PasswordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly outbox: EventOutbox,
    private readonly tokens: PasswordResetTokens,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sets the user's own password (the caller checked who they are), ends all their sessions, answers the row. */
  async setOwn(user: AdminUser, password: string): Promise<AdminUser> {
    const changes = await newPassword(password);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(AdminUser).update({ id: user.id }, changes);
      await recordPasswordChanged(manager, { id: user.id, username: user.username }, user);
    });
    await this.sessions.endSessionsOf(user.id);
    return this.dataSource.getRepository(AdminUser).findOneByOrFail({ id: user.id });
  }

  /**
   * Mails a reset link to every account with this username or email address that has an address. The same work is
   * done (an audit entry in a transaction) whether or not one exists, so neither the answer nor its time tells.
   */
  async requestReset(login: string, ip: string): Promise<void> {
    const accounts = (await this.accountsFor(login)).filter((user) => user.email);
    const expiresAt = Math.floor(this.now().getTime() / 1000) + RESET_LINK_MINUTES * 60;
    const emails: PasswordResetEmail[] = accounts.map((user) => ({
      message: 'password-reset',
      to: user.email!,
      reset: { userId: user.id, username: user.username, credentialsVersion: user.credentialsVersion, expiresAt },
    }));
    const written = await this.dataSource.transaction(async (manager) => {
      for (const user of accounts) await this.audit(manager, user, 'password_reset.requested', { ip });
      if (accounts.length === 0)
        await this.audit(manager, { id: null, username: UNKNOWN_USERNAME }, 'password_reset.requested', {
          ip,
          knownUser: false,
        });
      return this.outbox.addEmails(manager, emails);
    });
    if (written) this.outbox.wake();
  }

  /**
   * Sets a new password with a reset link's token: answers false when the token is not one we signed, has run
   * out, or was used (the account's credentials changed since). Using it ends all the account's sessions.
   */
  async completeReset(token: string, password: string, ip: string): Promise<boolean> {
    const read = this.tokens.read(token);
    const user = read ? await this.dataSource.getRepository(AdminUser).findOneBy({ id: read.userId }) : null;
    if (!read || !user || !this.tokens.verify(read, user, this.now())) return false;
    const changes = await newPassword(password);
    const done = await this.dataSource.transaction(async (manager) => {
      // Only while the credentials are still those the link was signed for: two uses at once, one wins.
      const result = await manager
        .getRepository(AdminUser)
        .update({ id: user.id, credentialsVersion: user.credentialsVersion }, changes);
      if (result.affected === 0) return false;
      await this.audit(manager, user, 'password_reset.completed', { ip });
      return true;
    });
    if (done) await this.sessions.endSessionsOf(user.id);
    return done;
  }

  private async accountsFor(login: string): Promise<AdminUser[]> {
    const repository = this.dataSource.getRepository(AdminUser);
    const byName = isPossibleUsername(login) ? await repository.findBy({ usernameKey: usernameKey(login) }) : [];
    const byEmail =
      POSSIBLE_EMAIL.test(login) && login.includes('@')
        ? await repository
            .createQueryBuilder('u')
            .where('LOWER(u."email") = :email', { email: login.toLowerCase() })
            .getMany()
        : [];
    return [...new Map([...byName, ...byEmail].map((user) => [user.id, user])).values()];
  }

  private audit(
    manager: EntityManager,
    user: Actor | AdminUser,
    action: 'password_reset.requested' | 'password_reset.completed',
    details: Record<string, unknown>,
  ): Promise<void> {
    const subject = 'usernameKey' in user ? { userId: user.id, username: user.username } : {};
    return recordAudit(manager, { id: user.id, username: user.username }, action, { ...subject, ...details });
  }
}
