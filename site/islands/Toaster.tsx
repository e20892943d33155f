import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { $toast, dismissToast, type Toast } from '../lib/toast-store';

/**
 * Renders the toast store. Both live regions stay in the page from the first render so that assistive
 * technology is already watching them when a toast arrives; a region added together with its text is
 * often not announced. They hold the toast's words only: the close button sits beside them, over the
 * card, so it is not read out with every toast.
 */
export function Toaster() {
  const current = useStore($toast);
  const urgent = current?.variant === 'destructive';
  const root = useRef<HTMLDivElement>(null);
  // Where focus was before it came to the toast, to give it back when the toast closes.
  const returnFocus = useRef<HTMLElement | null>(null);
  // Hovering or focusing the toast holds it on screen (WCAG 2.2.1: people who read slowly can keep it).
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const held = focusWithin || (current !== null && hoveredId === current.id);

  useEffect(() => {
    if (!current || held || current.duration <= 0) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, held]);

  const isInside = (node: EventTarget | null) => node instanceof Node && !!root.current?.contains(node);

  function close() {
    if (!current) return;
    const hadFocus = isInside(document.activeElement);
    dismissToast(current.id);
    if (!hadFocus) return;
    setFocusWithin(false);
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the toasts' events bubble up
    <div
      ref={root}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4 sm:inset-x-auto sm:right-0 sm:w-[26rem]"
      onMouseEnter={() => setHoveredId(current?.id ?? null)}
      onMouseLeave={() => setHoveredId(null)}
      onFocus={(event: FocusEvent) => {
        if (!isInside(event.relatedTarget)) returnFocus.current = event.relatedTarget as HTMLElement | null;
        setFocusWithin(true);
      }}
      onBlur={(event: FocusEvent) => {
        if (!isInside(event.relatedTarget)) setFocusWithin(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && !urgent && <ToastCard key={current.id} toast={current} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {current && urgent && <ToastCard key={current.id} toast={current} />}
      </div>
      {current && (
        <button
          type="button"
          aria-label="Close notification"
          onClick={close}
          // Over the card's top right corner: the container's padding (1rem) plus the card's inset (0.25rem).
          className={`pointer-events-auto absolute top-5 right-5 inline-flex size-11 items-center justify-center rounded-lg ${
            urgent ? 'text-white hover:bg-red-800' : 'text-gray-600 hover:bg-gray-100 hover:text-ink-900'
          }`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** The toast's words; keyed by id so that a toast repeating the last one's text is still announced. */
function ToastCard({ toast }: { toast: Toast }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-testid="toast"
      data-variant={toast.variant}
      className={`pointer-events-auto rounded-xl border py-3 pr-14 pl-4 shadow-lg ${
        destructive
          ? 'border-red-800 bg-red-700 text-white'
          : 'border-gray-200 border-l-4 border-l-brand-600 bg-white text-ink-900'
      }`}
    >
      <p className="text-base font-semibold">{toast.title}</p>
      {toast.description && (
        <p className={`mt-0.5 text-sm ${destructive ? 'text-white' : 'text-gray-700'}`}>{toast.description}</p>
      )}
    </div>
  );
}
