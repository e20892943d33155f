import type { DataSource } from 'typeorm';
import { OutboxJob } from './entities/OutboxJob';

/**
 * A time as a hand-written statement must pass it: converted by the driver exactly as TypeORM stores
 * every time column (text on SQLite, a timestamptz on PostgreSQL), so it compares right.
 */
export function storedTime(dataSource: DataSource, date: Date): unknown {
  // Every time column is converted alike; the outbox's runAt stands for them all.
  return dataSource.driver.preparePersistentValue(
    date,
    dataSource.getMetadata(OutboxJob).findColumnWithPropertyName('runAt')!,
  );
}
