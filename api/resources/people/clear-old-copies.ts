import type { DataSource } from 'typeorm';
import { clearOldRowVersions } from '../../platform/db/dialects/clear-old-row-versions';
import type { Logger } from '../../platform/logger';

/** The tables an erasure deletes from or rewrites rows of (PostgreSQL's lead_search follows leads by trigger). */
const ERASED_TABLES = [
  'leads',
  'lead_search',
  'lead_notes',
  'lead_touches',
  'lead_record_changes',
  'newsletter_subscribers',
  'submission_keys',
  'outbox',
];

/**
 * After an erasure has committed, rids the database's files of the old versions of what it erased, as far as
 * the database allows (see clearOldRowVersions). The erasure stands whether this succeeds or not, so a failure
 * is logged, never thrown.
 */
export async function clearOldCopies(dataSource: DataSource, log: Logger): Promise<void> {
  try {
    const cleared = await clearOldRowVersions(dataSource, ERASED_TABLES);
    // Only SQLite's can be held up: by another connection reading an older state (a backup under way) from the WAL.
    if (!cleared) {
      log({ level: 'warn', msg: 'After an erasure the WAL could not be emptied yet: another connection is reading' });
    }
  } catch (error) {
    log({
      level: 'error',
      msg: 'After an erasure the old copies could not be cleared',
      error: (error as Error).message,
    });
  }
}
