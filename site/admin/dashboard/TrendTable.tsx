import type { TrendPoint } from '#contract/stats/stats-api';
import { TREND_SERIES } from './trend-series';

/**
 * The chart's numbers as a table for screen readers: the chart's SVG and its keyboard tooltip give no
 * overview of every number. Visually hidden; its caption is the panel's caption.
 */
export function TrendTable({ points, captionId }: { points: TrendPoint[]; captionId: string }) {
  return (
    // The wrapper hides it: a table grows to fit its cells whatever width sr-only gives it.
    <div className="sr-only">
      <table aria-describedby={captionId}>
        <caption>Leads per period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {TREND_SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.start}>
              <th scope="row">{point.period}</th>
              {TREND_SERIES.map((series) => (
                <td key={series.key}>{point[series.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
