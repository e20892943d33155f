import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { indexHints } from '../../platform/db/dialects/index-hints';
import type { LeadsBySource } from '#contract/stats/stats-api';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { queryRows } from '../../platform/db/query-rows';
import { storedTime } from '../../platform/db/stored-time';

/** The dashboard's window: the last 30 Accra days, today included, as the daily trend shows them. */
const WINDOW_DAYS = 30;
/** Rows the dashboard lists; the rest are summed as other sources. */
const LISTED = 10;

/**
 * Leads by source that arrived in the last 30 Accra days, spam left out, most first: one GROUP BY over the
 * IDX_leads_recent_source index, which holds every column it reads (named on SQLite, see below). Sources a
 * lead was stored without ('', before they were recorded) count as their own row.
 */
export async function leadsBySource(dataSource: DataSource, now: Date): Promise<LeadsBySource> {
  const since = DateTime.fromJSDate(now, { zone: STAFF_ZONE })
    .startOf('day')
    .minus({ days: WINDOW_DAYS - 1 })
    .toJSDate();
  // SQLite, left to itself, walks the list index (createdAt, id) and reads each row for its source: 50 ms for
  // the 80,000 leads of 30 days at a million. Its own index holds every column the query names (spamAt too,
  // null in each entry, so that SQLite sees it as covering), so the count reads no row.
  const indexed = indexHints(dataSource).indexedBy('IDX_leads_recent_source');
  const [sql, values] = dataSource.driver.escapeQueryWithParameters(
    `SELECT l."source" AS source, COUNT(*) AS count FROM "leads" l${indexed}
     WHERE l."spamAt" IS NULL AND l."createdAt" >= :since AND l."createdAt" <= :now
     GROUP BY l."source"`,
    { since: storedTime(dataSource, since), now: storedTime(dataSource, now) },
  );
  const rows = (await queryRows<{ source: string; count: unknown }>(dataSource.manager, sql, values))
    .map((row) => ({ source: row.source, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
  const others = rows.slice(LISTED);
  return {
    since: since.toISOString(),
    sources: rows.slice(0, LISTED),
    otherSources: { sources: others.length, count: others.reduce((sum, row) => sum + row.count, 0) },
  };
}
