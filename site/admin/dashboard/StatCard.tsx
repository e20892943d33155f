import type { SummaryCard } from './dashboard-cards';

const ACCENTS: Record<SummaryCard['group'], string> = {
  buyers: 'border-t-green-700',
  sellers: 'border-t-teal-700',
  renters: 'border-t-cyan-700',
  subscribers: 'border-t-purple-700',
};

/** One summary number; its own <dl> keeps the label and its number together for screen readers. */
export function StatCard({ card }: { card: SummaryCard }) {
  return (
    <dl className={`rounded-xl border border-t-4 border-slate-200 bg-white p-3 shadow-xs sm:p-4 ${ACCENTS[card.group]}`}>
      <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
      <dd className="mt-1 text-2xl font-bold sm:text-3xl tracking-tight text-ink-900 tabular-nums">{card.value}</dd>
    </dl>
  );
}
