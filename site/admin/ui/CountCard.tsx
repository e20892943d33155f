/** A small labelled number (the newsletter's Total Subscribers, This Month, This Week). */
export function CountCard({ label, value }: { label: string; value: number }) {
  return (
    <dl className="rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold sm:text-3xl tracking-tight text-ink-900 tabular-nums">{value}</dd>
    </dl>
  );
}
