import type { TrendPoint, TrendRange } from '#contract/stats/stats-api';

/** The four lines of the trends chart, each in its group's colour: green, teal, cyan, purple. */
export const TREND_SERIES = [
  { key: 'buyers', name: 'Buyers', color: '#15803d' },
  { key: 'sellers', name: 'Sellers', color: '#0f766e' },
  { key: 'renters', name: 'Renters', color: '#0891b2' },
  { key: 'newsletters', name: 'Newsletter', color: '#7e22ce' },
] as const satisfies readonly { key: keyof TrendPoint; name: string; color: string }[];

export const RANGE_LABELS: Record<TrendRange, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** The chart's caption: 'Showing daily/weekly/monthly trends for the last 30 days / 12 periods'. */
export function trendCaption(range: TrendRange): string {
  return range === 'daily'
    ? 'Showing daily trends for the last 30 days'
    : `Showing ${range} trends for the last 12 periods`;
}
