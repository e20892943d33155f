interface QueryErrorProps {
  message: string;
  onRetry: () => void;
  /** Inline, without the box: inside a card (a lead's history) rather than in place of a page or list. */
  compact?: boolean;
}

/** A list or page that failed to load: its message, and a way to try again. */
export function QueryError({ message, onRetry, compact = false }: QueryErrorProps) {
  const layout = compact
    ? 'flex flex-wrap items-center gap-3 text-red-800'
    : 'mt-6 flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between';
  return (
    <div role="alert" className={layout}>
      <p className={compact ? undefined : 'font-medium'}>{message}</p>
      <button type="button" className="btn btn-sm btn-outline" onClick={() => void onRetry()}>
        Try again
      </button>
    </div>
  );
}
