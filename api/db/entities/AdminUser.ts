import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminRole } from '../../domain/admin-api';

/** A back-office account. `passwordHash` never leaves the server: answers go through `toAdminUser`. */
@Entity({ name: 'admin_users' })
export class AdminUser {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** As typed; shown in the back-office. */
  @Column({ type: 'varchar', length: 64 })
  username: string;

  /**
   * The username lowercased by JavaScript (unique): one account per name whatever its case, the
   * same on SQLite (whose lower() folds ASCII only) and PostgreSQL.
   */
  @Index('UQ_admin_users_usernameKey', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  usernameKey: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10 })
  role: AdminRole;

  /** `scrypt$N$r$p$salt$hash` (see password.ts). */
  @Column({ type: 'varchar', length: 200 })
  passwordHash: string;

  /**
   * Counts password and role changes. A session holds the number it signed in with and ends when
   * it no longer matches (see requireSession).
   */
  @Column({ type: 'integer', default: 0 })
  credentialsVersion: number;

  @Column({ type: Date })
  createdAt: Date;

  @Column({ type: Date, nullable: true })
  lastLogin: Date | null;

  @Column({ type: Date })
  updatedAt: Date;
}
