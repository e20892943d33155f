import type { DataSource } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { recordAudit } from '../../platform/db/record-audit';
import type { AuditAction } from '#contract/activity/audit-actions';
import { usernameKey } from '../../platform/db/username-keys';
import { isPossibleUsername } from './possible-username';

/** Who a failed sign-in's entry names when no account has the username typed. */
export const UNKNOWN_USERNAME = '(no such account)';

/** How a sign-in was completed: password alone, or with a code from the app or a recovery code. */
export type SecondFactorMethod = 'totp' | 'recovery_code' | null;

/**
 * The audit trail's sign-in entries. Each is written on its own (no transaction around it), before the
 * request answers, so a refusal that follows (a 401) cannot take it back. Details hold the client address
 * and how the sign-in went; never the password, the code or a secret.
 */
export class SignInAudit {
  constructor(private readonly dataSource: DataSource) {}

  private record(
    actor: Pick<AdminUser, 'username'> & { id: number | null },
    action: AuditAction,
    details: Record<string, unknown>,
  ): Promise<void> {
    return recordAudit(this.dataSource.manager, { id: actor.id, username: actor.username }, action, details);
  }

  succeeded(user: AdminUser, ip: string, secondFactor: SecondFactorMethod): Promise<void> {
    return this.record(user, 'sign_in.succeeded', { ip, secondFactor });
  }

  /**
   * A wrong password, or a username no account has. The latter's entry keeps no trace of what was typed: people
   * type their password into the username field, and the trail must never hold one.
   */
  async failed(username: string, ip: string): Promise<void> {
    const user = isPossibleUsername(username)
      ? await this.dataSource.getRepository(AdminUser).findOneBy({ usernameKey: usernameKey(username) })
      : null;
    await this.record(user ?? { id: null, username: UNKNOWN_USERNAME }, 'sign_in.failed', {
      ip,
      knownUser: user !== null,
    });
  }

  secondFactorFailed(user: AdminUser, ip: string, method: Exclude<SecondFactorMethod, null>): Promise<void> {
    return this.record(user, 'sign_in.second_factor_failed', { ip, method });
  }

  recoveryCodeUsed(user: AdminUser, ip: string, recoveryCodesLeft: number): Promise<void> {
    return this.record(user, 'sign_in.recovery_code_used', { ip, recoveryCodesLeft });
  }
}
