import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import {
  type DashboardStats,
  type LeadTypeStats,
  TREND_RANGES,
  type TrendPoint,
  type TrendRange,
} from '#contract/stats/stats-api';
import { CONTACTED_STATUSES, QUALIFIED_STATUSES, qualifiedPercent } from '#contract/leads/lead-counting';
import { LEAD_TYPES, type LeadType } from '#contract/leads/join-options';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { leadsBySource } from './leads-by-source';
import { speedByAgent } from './speed-by-agent';
import { speedToLead } from './speed-to-lead';
import { LeadQueries } from '../leads';
import { subscriberCounts, subscribersByDay } from '../newsletter';

type Series = 'buyers' | 'sellers' | 'renters' | 'newsletters';
const SERIES_OF_TYPE: Record<LeadType, Series> = { buyer: 'buyers', seller: 'sellers', renter: 'renters' };

/** How many periods each range shows and how long one is. */
const RANGES: Record<TrendRange, { count: number; unit: 'day' | 'week' | 'month'; label: string }> = {
  daily: { count: 30, unit: 'day', label: 'MMM dd' },
  weekly: { count: 12, unit: 'week', label: 'MMM dd' },
  monthly: { count: 12, unit: 'month', label: 'MMM yyyy' },
};

interface Period {
  point: TrendPoint;
  start: number;
  end: number;
}

/**
 * The periods of a range in `now`'s zone, oldest first, the last one holding `now`. Luxon's weeks
 * start on Monday. Exported for its unit test.
 */
export function periodsOf(range: TrendRange, now: DateTime): Period[] {
  const { count, unit, label } = RANGES[range];
  const current = now.startOf(unit);
  return Array.from({ length: count }, (_, index) => {
    const start = current.minus({ [`${unit}s`]: count - 1 - index });
    const point = {
      period: start.toFormat(label),
      start: start.toISO() ?? '',
      buyers: 0,
      sellers: 0,
      renters: 0,
      newsletters: 0,
    };
    return { point, start: start.toMillis(), end: start.plus({ [`${unit}s`]: 1 }).toMillis() };
  });
}

/** The period holding `instant`, by binary search: periodsOf answers them in order, back to back. */
function periodAt(periods: Period[], instant: number): Period | undefined {
  let [low, high] = [0, periods.length - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const period = periods[middle]!;
    if (instant < period.start) high = middle - 1;
    else if (instant >= period.end) low = middle + 1;
    else return period;
  }
  return undefined;
}

/** The dashboard's numbers, each computed by the database (from the tallies where it can), never by loading rows. */
export class StatsService {
  private readonly queries: LeadQueries;

  constructor(private readonly dataSource: DataSource) {
    this.queries = new LeadQueries(dataSource);
  }

  /**
   * `now` is a parameter so tests can put it anywhere, a midnight in Accra for instance; the per-agent figures are
   * only worked out for a reader who may see them (`byAgent`).
   */
  async dashboard({ now = new Date(), byAgent = false }: { now?: Date; byAgent?: boolean } = {}): Promise<
    Omit<DashboardStats, 'emailAlertsEnabled'>
  > {
    const [leadStats, subscribers, trends, speed, bySource, speedByAgentNow] = await Promise.all([
      this.leadStats(),
      subscriberCounts(this.dataSource, now),
      this.trends(now),
      speedToLead(this.dataSource, now),
      leadsBySource(this.dataSource, now),
      byAgent ? speedByAgent(this.dataSource, now) : null,
    ]);
    const pipeline = leadStats.buyer.total + leadStats.seller.total + leadStats.renter.total + subscribers.total;
    return {
      buyers: leadStats.buyer,
      sellers: leadStats.seller,
      renters: leadStats.renter,
      subscribers,
      pipeline,
      trends,
      speedToLead: speed,
      leadsBySource: bySource,
      speedByAgent: speedByAgentNow,
    };
  }

  /** From the totals: a few rows per type, whatever the number of leads. */
  private async leadStats(): Promise<Record<LeadType, LeadTypeStats>> {
    const rows = await this.queries.tallyByType(CONTACTED_STATUSES, QUALIFIED_STATUSES);
    const stats = Object.fromEntries(
      LEAD_TYPES.map((type) => [type, { total: 0, contacted: 0, qualified: 0, qualifiedPercent: 0 }]),
    ) as Record<LeadType, LeadTypeStats>;
    for (const { type, total, contacted, qualified } of rows) {
      if (type in stats)
        stats[type] = { total, contacted, qualified, qualifiedPercent: qualifiedPercent(qualified, total) };
    }
    return stats;
  }

  /**
   * Leads and subscribers come from their daily counts (kept by triggers), per Accra day over
   * the window every range needs (at most about 13 months), then folded into Accra days, weeks and
   * months here. Accra keeps UTC all year, so its day is the UTC date, and the window starts and ends
   * at midnight.
   */
  private async trends(now: Date): Promise<Record<TrendRange, TrendPoint[]>> {
    const zoned = DateTime.fromJSDate(now, { zone: STAFF_ZONE }).setLocale('en-US');
    const periods = {
      daily: periodsOf('daily', zoned),
      weekly: periodsOf('weekly', zoned),
      monthly: periodsOf('monthly', zoned),
    };
    const all = Object.values(periods).flat();
    const window = {
      from: new Date(Math.min(...all.map((p) => p.start))),
      to: new Date(Math.max(...all.map((p) => p.end))),
    };

    const [leadDays, subscriberDays] = await Promise.all([this.leadDays(window), this.subscriberDays(window)]);
    for (const { series, instant, count } of [...leadDays, ...subscriberDays]) {
      for (const range of TREND_RANGES) {
        const period = periodAt(periods[range], instant);
        if (period) period.point[series] += count;
      }
    }
    return {
      daily: periods.daily.map((p) => p.point),
      weekly: periods.weekly.map((p) => p.point),
      monthly: periods.monthly.map((p) => p.point),
    };
  }

  private async leadDays(window: {
    from: Date;
    to: Date;
  }): Promise<{ series: Series; instant: number; count: number }[]> {
    const rows = await this.queries.dailyByType(
      window.from.toISOString().slice(0, 10),
      new Date(window.to.getTime() - 1).toISOString().slice(0, 10),
    );
    return rows
      .filter((row) => row.type in SERIES_OF_TYPE)
      .map((row) => ({
        series: SERIES_OF_TYPE[row.type],
        instant: Date.parse(`${row.day}T00:00:00Z`),
        count: row.count,
      }));
  }

  private async subscriberDays(window: {
    from: Date;
    to: Date;
  }): Promise<{ series: Series; instant: number; count: number }[]> {
    const rows = await subscribersByDay(
      this.dataSource,
      window.from.toISOString().slice(0, 10),
      new Date(window.to.getTime() - 1).toISOString().slice(0, 10),
    );
    return rows.map((row) => ({
      series: 'newsletters' as const,
      instant: Date.parse(`${row.day}T00:00:00Z`),
      count: row.count,
    }));
  }
}
