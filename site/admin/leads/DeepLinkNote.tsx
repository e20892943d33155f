import { deepLinkNote, type LeadDeepLink } from './lead-deep-link';

interface DeepLinkNoteProps {
  link: LeadDeepLink;
  onClear: () => void;
}

/** Says that a deep link narrows the page, so nobody mistakes one lead for the whole list. */
export function DeepLinkNote({ link, onClear }: DeepLinkNoteProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3">
      <p className="font-medium text-amber-900">{deepLinkNote(link)}</p>
      <button
        type="button"
        onClick={onClear}
        className="min-h-11 rounded-lg border border-amber-400 bg-white px-4 font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Show all leads
      </button>
    </div>
  );
}
