import { lazy, Suspense, useId, useState } from 'react';
import { TREND_RANGES, type DashboardStats, type TrendRange } from '#contract/stats/stats-api';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { TrendTable } from './TrendTable';
import { RANGE_LABELS, trendCaption } from './trend-series';

// ApexCharts is most of the dashboard's weight: only this screen downloads it, and only once it is needed.
const TrendChart = lazy(() => import('./TrendChart').then((module) => ({ default: module.TrendChart })));

const CHART_HEIGHT = 320;

/**
 * 'Lead Trends Analytics': Daily / Weekly / Monthly, default Weekly, four lines. Keyboard users can
 * step through the chart's points (ApexCharts' own navigation shows the tooltip); screen readers also get the
 * numbers as a table.
 */
export function TrendsPanel({ trends }: { trends: DashboardStats['trends'] }) {
  const [range, setRange] = useState<TrendRange>('weekly');
  const points = trends[range];
  const headingId = useId();
  const captionId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-ink-900">
            Lead Trends Analytics
          </h2>
          <p id={captionId} className="mt-1 text-sm text-slate-700" aria-live="polite">
            {trendCaption(range)}
          </p>
        </div>
        <div
          role="group"
          aria-label="Trend period"
          className="inline-flex self-start rounded-lg border border-slate-300 bg-slate-50 p-1"
        >
          {TREND_RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={range === option}
              onClick={() => setRange(option)}
              className="min-h-11 rounded-md px-3 text-sm font-semibold text-slate-700 hover:text-ink-900 aria-pressed:bg-brand-700 aria-pressed:text-white sm:px-4"
            >
              {RANGE_LABELS[option]}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4" style={{ minHeight: CHART_HEIGHT }} data-testid="trend-chart">
        <ChunkErrorBoundary
          fallback={
            <p className="py-10 text-center text-slate-700">
              The chart could not be loaded. The numbers are in the table below.
            </p>
          }
        >
          <Suspense fallback={<p className="py-10 text-center text-slate-700">Loading chart...</p>}>
            <TrendChart points={points} height={CHART_HEIGHT} />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
      <TrendTable points={points} captionId={captionId} />
    </section>
  );
}
