import type { DataSource } from 'typeorm';
import { aggregates } from '../../platform/db/dialects/aggregates';
import { timeArithmetic } from '../../platform/db/dialects/time-arithmetic';
import { GOING_COLD_MS } from '#contract/stats/going-cold';
import { LEAD_TYPES, type LeadType } from '#contract/leads/join-options';
import type { SpeedToLead } from '#contract/notifications/notifications-api';
import { LeadQueries } from '../leads';

/** The median's window: leads that arrived in the last 30 days. */
const WINDOW_DAYS = 30;

/**
 * The median of each type's minutes from arrival to the FIRST contact (`firstContactedAt`: set by the lead's first
 * touch, or by a trigger on the status history at its first change to Contacted), for leads that arrived in the window,
 * by each database's median aggregate (SQLite's median() and PostgreSQL's percentile_cont(0.5): the
 * middle value, or the mean of the two middle ones), so no rows leave the database. The conditions are
 * those of the IDX_leads_first_contact index, which holds every column read: `type IN (…)` holds every
 * lead and lets each database walk it by type and time.
 */
function medianSql(dataSource: DataSource): string {
  const toContact = timeArithmetic(dataSource).minutesBetween('l."createdAt"', 'l."firstContactedAt"');
  const minutes = aggregates(dataSource).median(toContact);
  return `
    SELECT l."type" AS type, COUNT(*) AS sample, ${minutes} AS median
    FROM "leads" l
    WHERE l."type" IN (${LEAD_TYPES.map((type) => `'${type}'`).join(', ')}) AND l."createdAt" >= :since AND l."createdAt" <= :now
      AND l."spamAt" IS NULL AND l."firstContactedAt" IS NOT NULL
    GROUP BY l."type"`;
}

async function rawQuery<T>(dataSource: DataSource, sql: string, parameters: Record<string, unknown>): Promise<T[]> {
  const [query, values] = dataSource.driver.escapeQueryWithParameters(sql, parameters);
  return dataSource.query(query, values);
}

/** Speed to lead per lead type, computed by the database from each lead's first contact. */
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
