import type { DataSource } from 'typeorm';
import type { Logger } from '../../platform/logger';

/** The PostgreSQL tables an erasure deletes from or rewrites rows of (lead_search follows leads by trigger). */
const ERASED_TABLES = ['leads', 'lead_search', 'lead_notes', 'newsletter_subscribers', 'submission_keys', 'outbox'];

/**
 * After an erasure has committed, rids the database's files of the old versions of what it erased, as far as
 * the database allows. SQLite (secure_delete on, see data-source) has already zeroed the freed space in the pages
 * it wrote; a checkpoint copies them into the database file and empties the WAL, which still held the old
 * pages. PostgreSQL keeps dead row versions and their index entries until a VACUUM; it cannot run inside a
 * transaction, and the erasure stands whether it succeeds or not, so a failure is logged, never thrown.
 */
export async function clearOldCopies(dataSource: DataSource, log: Logger): Promise<void> {
  try {
    if (dataSource.options.type === 'postgres') {
      // INDEX_CLEANUP ON: with few dead rows VACUUM would otherwise skip the indexes, which hold the old keys and trigrams.
      await dataSource.query(`VACUUM (INDEX_CLEANUP ON) ${ERASED_TABLES.map((table) => `"${table}"`).join(', ')}`);
      return;
    }
    const [result] = (await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)')) as { busy: number; log: number; checkpointed: number }[];
    // Another connection reading an older state (a backup under way) holds the WAL: the next checkpoint clears it.
    if (result?.busy) log({ level: 'warn', msg: 'After an erasure the WAL could not be emptied yet: another connection is reading' });
  } catch (error) {
    log({ level: 'error', msg: 'After an erasure the old copies could not be cleared', error: (error as Error).message });
  }
}
