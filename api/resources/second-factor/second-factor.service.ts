import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { readSetting, saveSettings } from '../../platform/db/app-settings';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { RecoveryCode } from '../../platform/db/entities/RecoveryCode';
import { Session } from '../../platform/db/entities/Session';
import { type Actor, recordAudit } from '../../platform/db/record-audit';
import type { SecondFactorStatus, TotpEnrolment } from '#contract/second-factor/second-factor-api';
import { HttpError, validationFailed } from '../../platform/errors';
import type { SessionsService } from '../auth';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { enrolmentFor, matchingStep, newTotpSecret } from './totp';

const alreadyOn = () =>
  new HttpError(409, 'second_factor_on', 'Your second factor is already on. Turn it off first to set up a new one.');
export const wrongCode = () =>
  validationFailed({ code: 'That code is not right. Check your authenticator app and try again.' });
/** Every column of the second factor as it is when off. */
const OFF = { totpSecret: null, totpEnabledAt: null, totpLastStep: null };

/**
 * A user's second factor (TOTP, RFC 6238): enrolment, turning it off, an admin's reset, and the codes that
 * complete a sign-in. `now` is the clock every code is checked against (tests fix it).
 */
export class SecondFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    readonly now: () => Date = () => new Date(),
  ) {}

  async status(user: AdminUser): Promise<SecondFactorStatus> {
    const recoveryCodesLeft = await this.dataSource
      .getRepository(RecoveryCode)
      .countBy({ userId: user.id, usedAt: IsNull() });
    return {
      enabled: user.totpEnabledAt !== null,
      enabledAt: user.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: user.totpEnabledAt ? recoveryCodesLeft : 0,
      requiredForEveryone: await this.isRequired(),
    };
  }

  isRequired(): Promise<boolean> {
    return readSetting(this.dataSource.manager, 'requireSecondFactor');
  }

  /** A new secret for the user's authenticator, kept until a code confirms it; starting again replaces it. */
  async startEnrolment(user: AdminUser): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    const result = await this.dataSource
      .getRepository(AdminUser)
      .update({ id: user.id, totpEnabledAt: IsNull() }, { totpSecret: secret });
    if (result.affected === 0) throw alreadyOn();
    return enrolmentFor(secret, user.username);
  }

  /** Turns the second factor on once a code from the new secret is right; answers the recovery codes (shown once). */
  async confirmEnrolment(user: AdminUser, code: string): Promise<string[]> {
    const row = await this.dataSource.getRepository(AdminUser).findOneByOrFail({ id: user.id });
    if (row.totpEnabledAt) throw alreadyOn();
    if (!row.totpSecret)
      throw new HttpError(409, 'no_enrolment', 'Please start setting up your authenticator app first.');
    const step = matchingStep(row.totpSecret, code, this.now());
    if (step === null) throw wrongCode();
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .getRepository(AdminUser)
        .update(
          { id: user.id, totpEnabledAt: IsNull(), totpSecret: row.totpSecret! },
          { totpEnabledAt: this.now(), totpLastStep: step },
        );
      // Another request turned it on, or started over with a new secret, meanwhile.
      if (result.affected === 0)
        throw new HttpError(409, 'enrolment_changed', 'Setting up changed in another window. Please start again.');
      await recordAudit(manager, actorOf(row), 'second_factor.enabled', { method: 'totp' });
      return this.replaceRecoveryCodes(manager, user.id);
    });
  }

  /**
   * New recovery codes for a user with the second factor on (the caller has checked a code); the old ones stop working.
   */
  regenerateRecoveryCodes(user: AdminUser): Promise<string[]> {
    if (!user.totpEnabledAt) throw new HttpError(409, 'second_factor_off', 'Turn on your second factor first.');
    return this.dataSource.transaction(async (manager) => {
      await recordAudit(manager, actorOf(user), 'second_factor.recovery_codes_regenerated', { provedBy: 'code' });
      return this.replaceRecoveryCodes(manager, user.id);
    });
  }

  /** The user turns their own second factor off (the caller has checked their password or a code: `provedBy`). */
  async disable(user: AdminUser, provedBy: 'password' | 'code'): Promise<void> {
    if (await this.isRequired()) {
      throw new HttpError(
        409,
        'second_factor_required',
        'A second factor is required for every account, so yours cannot be turned off.',
      );
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(AdminUser).update({ id: user.id }, OFF);
      await manager.getRepository(RecoveryCode).delete({ userId: user.id });
      await recordAudit(manager, actorOf(user), 'second_factor.disabled', { provedBy });
    });
  }

  /**
   * Turns someone's second factor off for them (an admin, or the command line for a locked-out last admin):
   * their recovery codes go and every session of theirs ends. Answers the user as they are now, or null.
   */
  async reset(userId: number, actor: Actor): Promise<AdminUser | null> {
    const user = await this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(AdminUser);
      const result = await users.update(
        { id: userId },
        { ...OFF, credentialsVersion: () => '"credentialsVersion" + 1' },
      );
      if (result.affected === 0) return null;
      await manager.getRepository(RecoveryCode).delete({ userId });
      const row = await users.findOneByOrFail({ id: userId });
      await recordAudit(manager, actor, 'second_factor.reset', { userId, username: row.username });
      return row;
    });
    if (user) await this.sessions.endSessionsOf(userId);
    return user;
  }

  /**
   * An admin turns "Require a second factor for every account" on or off. Turning it on needs their own second
   * factor on first: otherwise the next sign-in would send them, too, to set one up, which is no lock-out but a
   * surprise; being asked first makes the order clear. Turning it on ends, in the same transaction, every session of
   * an account without a second factor (theirs cannot be the admin's own).
   */
  async setRequired(admin: AdminUser, required: boolean): Promise<void> {
    if (required && !admin.totpEnabledAt) {
      throw new HttpError(
        409,
        'own_second_factor_first',
        'Turn on your own second factor first, then require one for every account.',
      );
    }
    await this.dataSource.transaction(async (manager) => {
      const changed = await saveSettings(manager, actorOf(admin), { requireSecondFactor: required });
      // Sessions already open of accounts without a second factor end with it: their next sign-in sets one up.
      if (changed.requireSecondFactor) {
        await manager
          .createQueryBuilder()
          .delete()
          .from(Session)
          .where('"userId" IN (SELECT "id" FROM "admin_users" WHERE "totpEnabledAt" IS NULL)')
          .execute();
      }
    });
  }

  /**
   * Whether a code of the user's authenticator is right now, and newer than the last one accepted: the step is
   * moved on in the same statement, so of two requests with one code (two processes, a replay) only one passes.
   */
  async acceptCode(user: AdminUser, code: string): Promise<boolean> {
    if (!user.totpSecret || !user.totpEnabledAt) return false;
    const step = matchingStep(user.totpSecret, code, this.now());
    if (step === null) return false;
    const result = await this.dataSource
      .createQueryBuilder()
      .update(AdminUser)
      .set({ totpLastStep: step })
      .where('"id" = :id AND "totpEnabledAt" IS NOT NULL', { id: user.id })
      .andWhere('("totpLastStep" IS NULL OR "totpLastStep" < :step)', { step })
      .execute();
    return result.affected === 1;
  }

  /**
   * Spends one of the user's recovery codes; answers how many are left, or null when the code is none of theirs unused.
   */
  async useRecoveryCode(user: AdminUser, code: string): Promise<number | null> {
    if (!user.totpEnabledAt) return null;
    const codes = this.dataSource.getRepository(RecoveryCode);
    const found = await codes.findOneBy({ userId: user.id, codeHash: recoveryCodeHash(code), usedAt: IsNull() });
    if (!found) return null;
    // Only one request spends it, however many send it at once.
    const spent = await codes.update({ id: found.id, usedAt: IsNull() }, { usedAt: this.now() });
    if (spent.affected !== 1) return null;
    return codes.countBy({ userId: user.id, usedAt: IsNull() });
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    const repository = manager.getRepository(RecoveryCode);
    await repository.delete({ userId });
    await repository.insert(
      codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code), createdAt: this.now(), usedAt: null })),
    );
    return codes;
  }
}

export const actorOf = (user: Pick<AdminUser, 'id' | 'username'>): Actor => ({ id: user.id, username: user.username });
