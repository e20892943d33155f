import type { DataSource } from 'typeorm';
import { OutboxJob } from '../db/entities/OutboxJob';

/**
 * A time as the outbox's fixed statements must pass it: converted by the driver exactly as TypeORM
 * stores the outbox's time columns (text on SQLite, a timestamptz on PostgreSQL), so it compares right.
 */
export function storedTime(dataSource: DataSource, date: Date): unknown {
  return dataSource.driver.preparePersistentValue(date, dataSource.getMetadata(OutboxJob).findColumnWithPropertyName('runAt')!);
}
