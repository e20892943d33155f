/** A small labelled number (the newsletter's Total Subscribers, This Month, This Week). */
export function CountCard({ label, value }: { label: string; value: number }) {
  return (
    <dl className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight text-ink-900 tabular-nums">{value}</dd>
    </dl>
  );
}
