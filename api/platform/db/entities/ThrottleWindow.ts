import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A fixed-window counter for one throttle key (for example a client IP's public submissions).
 * Kept in the database, not in memory, so several app processes share one limit.
 */
@Entity({ name: 'throttle_windows' })
export class ThrottleWindow {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  /** Start of the current window, in milliseconds since the epoch. */
  @Column({ type: 'bigint' })
  windowStart: string;

  @Column({ type: 'integer' })
  hits: number;
}
