import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminRole } from '#contract/admin-users/admin-users-api';
import type { LeadType } from '#contract/leads/join-options';
import type { WorkingPeriod } from '#contract/routing/working-hours';
import { NOW } from '../columns';

/** A back-office account. `passwordHash` never leaves the server: answers go through `toAdminUser`. */
@Entity({ name: 'admin_users' })
export class AdminUser {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** As typed, in Unicode's NFKC form; shown in the back-office. */
  @Column({ type: 'varchar', length: 64, default: '' })
  username: string;

  /**
   * The username lowercased by JavaScript (unique): one account per name whatever its case, the
   * same on SQLite (whose lower() folds ASCII only) and PostgreSQL.
   */
  @Index('UQ_admin_users_usernameKey', { unique: true })
  @Column({ type: 'varchar', length: 64, default: '' })
  usernameKey: string;

  /** What the name looks like (usernameSkeleton): unique, so no account can pass for another. */
  @Index('UQ_admin_users_usernameSkeleton', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  usernameSkeleton: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10, default: 'user' })
  role: AdminRole;

  /** `scrypt$N$r$p$salt$hash` (see password.ts). */
  @Column({ type: 'varchar', length: 200, default: '' })
  passwordHash: string;

  /**
   * Counts password and role changes. A session holds the number it signed in with and ends when
   * it no longer matches (see requireSession).
   */
  @Column({ type: 'integer', default: 0 })
  credentialsVersion: number;

  /** A password someone else set (an admin, the command line): the account must choose its own at its next sign-in. */
  @Column({ type: 'boolean', default: false })
  mustChangePassword: boolean;

  @Column({ type: Date, default: NOW })
  createdAt: Date;

  @Column({ type: Date, nullable: true })
  lastLogin: Date | null;

  @Column({ type: Date, default: NOW })
  updatedAt: Date;

  /** The lead types a new lead of which is mailed to this user (when they have an address). */
  @Column({ type: 'simple-json', default: '["buyer","seller","renter"]' })
  alertLeadTypes: LeadType[];

  @Column({ type: 'boolean', default: false })
  alertSubscribers: boolean;

  @Column({ type: 'boolean', default: false })
  dailyDigest: boolean;

  /**
   * The authenticator app's TOTP secret (RFC 6238), base32, set when enrolment starts and kept while the second
   * factor is on; null when off. Stored as it is, not hashed (the server computes codes from it) and not encrypted
   * with a key from SESSION_SECRET: that would tie every second factor to that secret, so rotating it after a leak,
   * or restoring a backup under another one, would lock every such account out. A copy of the database alone still
   * signs no one in (passwords are scrypt hashes, sessions SHA-256 keys); backups are to be kept as secret as the
   * database itself.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  totpSecret: string | null;

  /** When the second factor was turned on (a code confirmed); null: off, or enrolment not finished. */
  @Column({ type: Date, nullable: true })
  totpEnabledAt: Date | null;

  /**
   * The 30-second time step of the last code accepted: a code of that step or an earlier one is refused, so a
   * code seen over someone's shoulder cannot be used again, in any app process (see the second factor's service).
   */
  @Column({ type: 'integer', nullable: true })
  totpLastStep: number | null;

  /**
   * When routing may give this user leads (migration 1764980000000): periods of the week in Africa/Accra; null is
   * always, an empty list never. `away` makes them unavailable whatever the hours.
   */
  @Column({ type: 'simple-json', nullable: true })
  workingHours: WorkingPeriod[] | null;

  @Column({ type: 'boolean', default: false })
  away: boolean;

  /** A `user` an admin has allowed to compose and send newsletter campaigns (admins always may). */
  @Column({ type: 'boolean', default: false })
  sendsCampaigns: boolean;
}
