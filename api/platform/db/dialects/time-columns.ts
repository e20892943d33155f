import type { Driver } from 'typeorm/driver/Driver.js';
import { byDialect } from './by-dialect';

/** How a column holding a UTC instant is typed. */
export interface TimeColumns {
  /** The type a migration gives it. */
  created(driver: Driver): string;
  /** How the driver must describe an entity's `{ type: Date }` to match it; undefined: as it does anyway. */
  described: string | undefined;
}

const sqlite: TimeColumns = { created: (driver) => driver.normalizeType({ type: Date }), described: undefined };

/** `timestamptz`: a plain `timestamp` would shift by the process time zone. */
const postgres: TimeColumns = { created: () => 'timestamptz', described: 'timestamp with time zone' };

export const timeColumns = (driver: Driver): TimeColumns => byDialect(driver, { sqlite, postgres });
