import { useId, type ReactNode, type RefObject } from 'react';
import { QueryError } from './QueryError';

interface ListSectionProps {
  /** 'Users': the heading reads 'Users (n)' once the list is there. */
  title: string;
  /** The rows shown (after search and filters); undefined until the list has loaded. */
  items: readonly unknown[] | undefined;
  /** The heading's count when the rows are one page of more ('500+'); the rows' number otherwise. */
  total?: string;
  isLoading: boolean;
  /** The rows shown are those of the search before, until the new ones arrive. */
  updating?: boolean;
  loadingText: string;
  /** The message when the list could not be loaded (and none is on screen). */
  failure?: { message: string; onRetry: () => void };
  emptyText: string;
  /** The section, for moving focus after a row is deleted (see useConfirmedDelete). */
  sectionRef?: RefObject<HTMLElement | null>;
  /** The rows, as <li> elements. */
  children: ReactNode;
  /** The list (for focus after a page is added: LoadMore). */
  listRef?: RefObject<HTMLUListElement | null>;
  /** Below the rows: the next pages (LoadMore). */
  footer?: ReactNode;
}

/** A screen's list: heading with its count, loading text, error box, empty text, then the rows. */
export function ListSection({
  title,
  items,
  total,
  isLoading,
  updating = false,
  loadingText,
  failure,
  emptyText,
  sectionRef,
  children,
  listRef,
  footer,
}: ListSectionProps) {
  const headingId = useId();
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-busy={updating}
      className={`mt-6 rounded-2xl border border-slate-200 bg-white shadow-xs ${updating ? 'opacity-60 transition-opacity' : ''}`}
    >
      {/* tabIndex -1: focus lands here when the last row after a deleted one is gone. */}
      <h2
        id={headingId}
        tabIndex={-1}
        className="border-b border-slate-200 px-4 py-3 text-lg font-bold text-ink-900 sm:px-6"
      >
        {title}
        {items && ` (${total ?? items.length})`}
      </h2>
      {isLoading && (
        <p role="status" className="px-4 py-10 text-center text-slate-700 sm:px-6">
          {loadingText}
        </p>
      )}
      {failure && !items && (
        <div className="px-4 pb-4 sm:px-6">
          <QueryError message={failure.message} onRetry={failure.onRetry} />
        </div>
      )}
      {items?.length === 0 && <p className="px-4 py-10 text-center text-slate-700 sm:px-6">{emptyText}</p>}
      {items && items.length > 0 && (
        <ul ref={listRef} className="divide-y divide-slate-200">
          {children}
        </ul>
      )}
      {items && footer}
    </section>
  );
}
