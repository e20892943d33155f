import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { AdminUser } from './AdminUser';

/**
 * A signed-in back-office session (koa-session's external store). In the database, not in
 * memory, so every app process sees it; removed with its user (ON DELETE CASCADE).
 */
@Entity({ name: 'sessions' })
export class Session {
  /** The SHA-256 (hex) of the random id the signed cookie carries, never the id itself. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index('IDX_sessions_userId')
  @ForeignKey(() => AdminUser, { name: 'FK_sessions_userId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  userId: number;

  /** koa-session's data, as JSON text. */
  @Column({ type: 'text' })
  data: string;

  /** End of the idle timeout; each use moves it on. */
  @Index('IDX_sessions_expiresAt')
  @Column({ type: Date })
  expiresAt: Date;
}
