import type { DataSource } from 'typeorm';
import { byDialect } from './by-dialect';

type Clear = (dataSource: DataSource, tables: readonly string[]) => Promise<boolean>;

/**
 * SQLite (secure_delete on, see data-source) has already zeroed the freed space in the pages it wrote; a
 * checkpoint copies them into the database file and empties the WAL, which still held the old pages. Another
 * connection reading an older state (a backup under way) holds the WAL: the next checkpoint clears it.
 */
const sqlite: Clear = async (dataSource) => {
  const [result] = (await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)')) as {
    busy: number;
    log: number;
    checkpointed: number;
  }[];
  return !result?.busy;
};

/**
 * PostgreSQL keeps dead row versions and their index entries until a VACUUM (which cannot run inside a
 * transaction). INDEX_CLEANUP ON: with few dead rows VACUUM would otherwise skip the indexes, which hold the
 * old keys and trigrams.
 */
const postgres: Clear = async (dataSource, tables) => {
  await dataSource.query(`VACUUM (INDEX_CLEANUP ON) ${tables.map((table) => `"${table}"`).join(', ')}`);
  return true;
};

/**
 * Rids the database's files of the old versions of the rows deleted or rewritten in `tables`, as far as the
 * database allows; answers false when another connection still holds some for now.
 */
export const clearOldRowVersions: Clear = (dataSource, tables) =>
  byDialect(dataSource, { sqlite, postgres })(dataSource, tables);
