import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';
import { AdminUser } from './AdminUser';

/**
 * One of a user's one-time recovery codes (migration 1764867600000), for when their authenticator is lost.
 * Only its SHA-256 is kept (see recovery-codes.ts for why a fast hash is enough); `usedAt` set means spent.
 */
@Entity({ name: 'second_factor_recovery_codes' })
export class RecoveryCode {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Index('IDX_second_factor_recovery_codes_userId')
  @ForeignKey(() => AdminUser, { name: 'FK_second_factor_recovery_codes_userId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  userId: number;

  /** SHA-256 (hex) of the code as normalised (lowercase, no dashes or spaces). */
  @Column({ type: 'varchar', length: 64, default: '' })
  codeHash: string;

  @Column({ type: Date, default: NOW })
  createdAt: Date;

  @Column({ type: Date, nullable: true })
  usedAt: Date | null;
}
