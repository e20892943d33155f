import type { DataSource } from 'typeorm';
import { GOING_COLD_MS } from '../../domain/going-cold';
import { LEAD_TYPES, type LeadType } from '../../domain/join-options';
import type { SpeedToLead } from '../../domain/notifications-api';
import { LeadQueries } from '../leads/lead-queries';

/** The median's window: leads that arrived in the last 30 days (issue 10). */
const WINDOW_DAYS = 30;

/** Minutes from `from` to `to`, two time columns, in each database's own arithmetic. */
function minutesBetween(dataSource: DataSource, from: string, to: string): string {
  return dataSource.options.type === 'postgres'
    ? `EXTRACT(EPOCH FROM (${to} - ${from})) / 60.0`
    : // SQLite keeps times as UTC text 'YYYY-MM-DD HH:MM:SS.SSS'; julianday counts days.
      `(julianday(${to}) - julianday(${from})) * 1440.0`;
}

/**
 * The median of each type's minutes from arrival to the FIRST change of contactStatus to Contacted,
 * for leads that arrived in the window. The median is picked by ROW_NUMBER and COUNT over the
 * sorted sample (the middle row, or the mean of the two middle rows), so no rows leave the database.
 */
function medianSql(dataSource: DataSource): string {
  const minutes = minutesBetween(dataSource, 'created_at', 'contacted_at');
  return `
    WITH first_contact AS (
      SELECT l."id" AS id, l."type" AS type, l."createdAt" AS created_at, MIN(c."changedAt") AS contacted_at
      FROM "leads" l
      JOIN "lead_status_changes" c ON c."leadId" = l."id" AND c."field" = 'contactStatus' AND c."toStatus" = 'Contacted'
      WHERE l."createdAt" >= :since AND l."createdAt" <= :now AND l."spamAt" IS NULL
      GROUP BY l."id", l."type", l."createdAt"
    ),
    ranked AS (
      SELECT type, ${minutes} AS minutes,
        ROW_NUMBER() OVER (PARTITION BY type ORDER BY ${minutes}) AS position,
        COUNT(*) OVER (PARTITION BY type) AS sample
      FROM first_contact
    )
    SELECT type, AVG(minutes) AS median, MAX(sample) AS sample
    FROM ranked
    WHERE position IN ((sample + 1) / 2, (sample + 2) / 2)
    GROUP BY type`;
}


async function rawQuery<T>(dataSource: DataSource, sql: string, parameters: Record<string, unknown>): Promise<T[]> {
  const [query, values] = dataSource.driver.escapeQueryWithParameters(sql, parameters);
  return dataSource.query(query, values);
}

/** Speed to lead per lead type (issue 10), computed by the database from the status history. */
export async function speedToLead(dataSource: DataSource, now: Date): Promise<Record<LeadType, SpeedToLead>> {
  const queries = new LeadQueries(dataSource);
  // Going cold: still Not Contacted and arrived more than 24 hours ago, counted from the tallies.
  const coldUpTo = new Date(now.getTime() - GOING_COLD_MS - 1);
  const [medians, ...cold] = await Promise.all([
    rawQuery<{ type: string; median: unknown; sample: unknown }>(dataSource, medianSql(dataSource), {
      since: new Date(now.getTime() - WINDOW_DAYS * 86_400_000),
      now,
    }),
    ...LEAD_TYPES.map((type) => queries.count({ type, contactStatus: 'Not Contacted', to: coldUpTo })),
  ]);
  const answer = Object.fromEntries(
    LEAD_TYPES.map((type) => [type, { medianMinutesToContact: null, contactedCount: 0, goingColdCount: 0 }]),
  ) as Record<LeadType, SpeedToLead>;
  for (const row of medians) {
    const entry = answer[row.type as LeadType];
    if (!entry) continue;
    // Rounded to a tenth of a minute: julianday's floating point leaves noise in the last digits.
    entry.medianMinutesToContact = Math.round(Number(row.median) * 10) / 10;
    entry.contactedCount = Number(row.sample);
  }
  LEAD_TYPES.forEach((type, index) => (answer[type].goingColdCount = cold[index] as number));
  return answer;
}
