import type { DataSource } from 'typeorm';
import { advisoryLocks } from './dialects/advisory-locks';
import { byDialect } from './dialects/by-dialect';

// Any fixed number, the same in every process of this app: the key of the advisory lock one fold holds.
const FOLD_LOCK_KEY = 72_823_111;

const upsertSums = (table: string, key: string[], count: string, from: string) => {
  const columns = key.map((column) => `"${column}"`).join(', ');
  const order = key.map((_, index) => index + 1).join(', ');
  return `INSERT INTO "${table}" (${columns}, "${count}")
    SELECT ${columns}, SUM("${count}") FROM ${from} GROUP BY ${order} HAVING SUM("${count}") <> 0 ORDER BY ${order}
    ON CONFLICT (${columns}) DO UPDATE SET "${count}" = "${table}"."${count}" + EXCLUDED."${count}"`;
};

/**
 * Moves PostgreSQL's pending count changes into the tallies, each in one statement: what it deletes is exactly
 * what it adds, so a reader of the `live_*` views sees every change once, before the fold or after it.
 */
export const FOLD_PENDING_COUNTS = [
  `WITH moved AS (DELETE FROM "lead_tally_changes" RETURNING *),
    tallies AS (${upsertSums('lead_tallies', ['type', 'contactStatus', 'leadStatus', 'day'], 'leads', 'moved')}),
    totals AS (${upsertSums('lead_totals', ['type', 'contactStatus', 'leadStatus'], 'leads', 'moved')})
   ${upsertSums('lead_days', ['type', 'day'], 'leads', 'moved')}`,
  `WITH moved AS (DELETE FROM "subscriber_day_changes" RETURNING *)
   ${upsertSums('subscriber_days', ['day'], 'subscribers', 'moved')}`,
];

/**
 * Folds the count changes PostgreSQL's triggers appended since the last fold (see the CountWithoutWaiting
 * migration), in one transaction. One process folds at a time; another finding the lock taken leaves it to that
 * one. Only the fold writes the tallies, so writers never wait on a tally row. SQLite's triggers keep the tallies
 * themselves: nothing to do there.
 */
export async function foldPendingCounts(dataSource: DataSource): Promise<void> {
  const statements = byDialect(dataSource, { sqlite: [], postgres: FOLD_PENDING_COUNTS });
  if (statements.length === 0) return;
  await dataSource.transaction(async (manager) => {
    if (!(await advisoryLocks.tryUntilCommit(manager, FOLD_LOCK_KEY))) return;
    for (const statement of statements) await manager.query(statement);
  });
}
