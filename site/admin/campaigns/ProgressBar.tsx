import { formatCount } from '../lib/format';

/** How far a campaign has gone: `value` of `max`, as a bar and in words. */
export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  const words = `${formatCount(value)} of ${formatCount(max)} (${percent}%)`;
  return (
    <div>
      <div className="flex justify-between text-sm font-medium text-slate-800">
        <span>{label}</span>
        <span className="tabular-nums">{words}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={words}
        className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
