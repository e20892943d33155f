import type { SubmitStatus } from './join-form-reducer';

/**
 * The button's three faces: the form's own label, 'Processing...' while sending, then the success.
 * aria-disabled rather than disabled while it is not offered: a disabled button would throw keyboard focus
 * to the page's start; the submit handler ignores it instead.
 */
export function SubmitButton({ status, idleLabel }: { status: SubmitStatus; idleLabel: string }) {
  return (
    <button
      type="submit"
      aria-disabled={status !== 'idle' || undefined}
      className="btn btn-primary w-full shadow-sm aria-disabled:cursor-not-allowed aria-disabled:hover:bg-brand-700"
    >
      {status === 'pending' && (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 animate-spin motion-reduce:animate-none"
          fill="none"
        >
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {status === 'success' && (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 010 1.4l-7.5 7.5a1 1 0 01-1.4 0L3.3 9.7a1 1 0 111.4-1.4l3.8 3.8 6.8-6.8a1 1 0 011.4 0z" />
        </svg>
      )}
      {status === 'pending' ? 'Processing...' : status === 'success' ? 'Successfully Submitted!' : idleLabel}
    </button>
  );
}
