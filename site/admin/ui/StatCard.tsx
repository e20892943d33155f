/** Colours of the dashboard's groups (the trends chart's line colours), as a top border. */
const ACCENTS = {
  green: 'border-t-4 border-t-green-700',
  teal: 'border-t-4 border-t-teal-700',
  cyan: 'border-t-4 border-t-cyan-700',
  purple: 'border-t-4 border-t-purple-700',
} as const;

export type StatAccent = keyof typeof ACCENTS;

interface StatCardProps {
  label: string;
  /** Undefined until the numbers have arrived: a dash rather than a 0 that is not true. */
  value: string | number | undefined;
  accent?: StatAccent;
}

/** One labelled number; its own <dl> keeps the label and its number together for screen readers. */
export function StatCard({ label, value, accent }: StatCardProps) {
  return (
    <dl className={`rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:p-4 ${accent ? ACCENTS[accent] : ''}`}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums sm:text-3xl">
        {value ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="sr-only">Loading</span>
          </>
        )}
      </dd>
    </dl>
  );
}
