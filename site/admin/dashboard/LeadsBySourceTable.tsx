import type { LeadsBySource } from '#contract/stats/stats-api';
import { sourceLabel } from '#contract/leads/first-touch';

/**
 * "Leads by source", last 30 days: a table with a bar per row, scaled to the largest source.
 * The bars only repeat the numbers, so they are hidden from screen readers.
 */
export function LeadsBySourceTable({ bySource }: { bySource: LeadsBySource }) {
  const { sources, otherSources } = bySource;
  const rows =
    otherSources.sources > 0
      ? [...sources, { source: `${otherSources.sources} other sources`, count: otherSources.count, other: true }]
      : sources;
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section
      aria-labelledby="leads-by-source-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
    >
      <h2 id="leads-by-source-heading" className="text-lg font-semibold text-ink-900">
        Leads by source
      </h2>
      <p id="leads-by-source-caption" className="text-sm text-slate-700">
        Buyer, seller and renter leads of the last 30 days, by utm_source, else the referring site, else Direct
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700">No leads in the last 30 days.</p>
      ) : (
        <table aria-describedby="leads-by-source-caption" className="mt-3 w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${'other' in row ? 'other:' : ''}${row.source}`}
                className="border-t border-slate-100 first:border-t-0"
              >
                <th scope="row" className="w-2/5 py-1.5 pr-3 text-left font-medium text-ink-900 wrap-anywhere">
                  {'other' in row ? row.source : sourceLabel(row.source)}
                </th>
                <td className="py-1.5">
                  <div className="flex items-center gap-2">
                    <div
                      aria-hidden="true"
                      className="h-3 rounded bg-brand-700"
                      style={{ width: `${(row.count / largest) * 80}%` }}
                    />
                    <span className="tabular-nums text-ink-900">{row.count}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
