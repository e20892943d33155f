import type { DataSource } from 'typeorm';
import { readSetting, saveSettings, type SettingKey } from '../../platform/db/app-settings';
import type { Actor } from '../../platform/db/record-audit';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import type { AdminUser as SignedInUser } from '#contract/admin-users/admin-users-api';
import { LEAD_TYPES } from '#contract/leads/join-options';
import type { NotificationPreferenceUpdate, NotificationSettings } from '#contract/notifications/notifications-api';
import { HttpError, validationFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { renderTestEmail } from './render-test-email';
import { toNotificationPreference } from './notifications.presenter';

export interface MailSetup {
  /** Undefined when SMTP_URL is not set. */
  mailer: Mailer | undefined;
  mailFrom: string;
  siteUrl: string;
}

export const userNotFound = () => new HttpError(404, 'not_found', 'There is no such user.');

/** Who is alerted about what, the visitor confirmation switch, and the test email. */
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailSetup,
  ) {}

  /** The settings and the preference rows `viewer` may see: everyone's for an admin, their own for a user. */
  async settings(viewer: SignedInUser): Promise<NotificationSettings> {
    const users = await this.dataSource
      .getRepository(AdminUser)
      .find({ where: viewer.role === 'admin' ? {} : { id: viewer.id }, order: { username: 'ASC', id: 'ASC' } });
    const emailEnabled = this.mail.mailer !== undefined;
    return {
      emailEnabled,
      mailFrom: emailEnabled ? this.mail.mailFrom : null,
      visitorConfirmation: await readSetting(this.dataSource.manager, 'visitorConfirmation'),
      preferences: users.map(toNotificationPreference),
    };
  }

  /** Saves one user's choices (the caller checked the viewer may); lead types kept in the form's order. */
  async updatePreference(userId: number, update: NotificationPreferenceUpdate): Promise<AdminUser> {
    const repository = this.dataSource.getRepository(AdminUser);
    const user = await repository.findOneBy({ id: userId });
    if (!user) throw userNotFound();
    user.alertLeadTypes = LEAD_TYPES.filter((type) => update.alertLeadTypes.includes(type));
    user.alertSubscribers = update.alertSubscribers;
    user.dailyDigest = update.dailyDigest;
    await repository.update(
      { id: userId },
      { alertLeadTypes: user.alertLeadTypes, alertSubscribers: user.alertSubscribers, dailyDigest: user.dailyDigest },
    );
    return user;
  }

  /**
   * Saves the shared settings and, in the same transaction, a 'settings.changed' entry naming the keys that
   * changed and their new values (switches only: no setting here is a secret; SMTP lives in the environment).
   * A user's own alert choices are not audited: they decide what reaches their own mailbox, not what anyone
   * may see or do.
   */
  async updateSettings(settings: Partial<Record<SettingKey, boolean>>, actor: Actor): Promise<void> {
    await this.dataSource.transaction((manager) => saveSettings(manager, actor, settings));
  }

  /**
   * Sends the test email to `viewer`'s address now, not through the outbox: the answer is the
   * SMTP server's own (its error text when it refuses, a 502 `email_failed`).
   */
  async sendTestEmail(viewer: SignedInUser): Promise<{ to: string }> {
    if (!this.mail.mailer) throw validationFailed({}, 'Email alerts are off: set SMTP_URL to send email.');
    const user = await this.dataSource.getRepository(AdminUser).findOneBy({ id: viewer.id });
    if (!user?.email)
      throw validationFailed(
        { email: 'Add an email address to your account first.' },
        'Your account has no email address to send the test to.',
      );
    try {
      await this.mail.mailer.sendMail({
        from: this.mail.mailFrom,
        to: user.email,
        ...renderTestEmail(user.username, this.mail.siteUrl),
      });
    } catch (error) {
      throw new HttpError(502, 'email_failed', error instanceof Error ? error.message : String(error));
    }
    return { to: user.email };
  }
}
