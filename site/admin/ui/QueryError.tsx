/** A list or page that failed to load: the SPEC 8 message, and a way to try again. */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium">{message}</p>
      <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
