import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $toast, dismissToast, type Toast } from '../lib/toast-store';

/**
 * Renders the toast store. Both live regions stay in the page from the first render so that assistive
 * technology is already watching them when a toast arrives; a region added together with its text is
 * often not announced.
 */
export function Toaster() {
  const current = useStore($toast);
  const urgent = current?.variant === 'destructive';

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-stretch p-4 sm:inset-x-auto sm:right-0 sm:w-[26rem]">
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && !urgent && <ToastCard key={current.id} toast={current} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {current && urgent && <ToastCard key={current.id} toast={current} />}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  // Hovering or focusing the toast holds it on screen (WCAG 2.2.1: people who read slowly can keep it).
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held || toast.duration <= 0) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [held, toast.id, toast.duration]);

  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-testid="toast"
      data-variant={toast.variant}
      className={`pointer-events-auto relative rounded-xl border py-3 pr-14 pl-4 shadow-lg ${
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-gray-200 border-l-4 border-l-brand-600 bg-white text-ink-900'
      }`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(toast.id);
      }}
    >
      <p className="text-base font-semibold">{toast.title}</p>
      {toast.description && (
        <p className={`mt-0.5 text-sm ${destructive ? 'text-white' : 'text-gray-700'}`}>{toast.description}</p>
      )}
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(toast.id)}
        className={`absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-lg ${
          destructive ? 'text-white hover:bg-red-800' : 'text-gray-600 hover:bg-gray-100 hover:text-ink-900'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
