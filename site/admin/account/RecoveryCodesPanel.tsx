import { useId } from 'react';
import { DownloadLink } from '../ui/DownloadLink';
import { copyText } from './copy-text';

/** The recovery codes, shown this once: copy or download them, then say they are saved. */
export function RecoveryCodesPanel({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const headingId = useId();
  const text = `Your home in Ghana: recovery codes\nEach code works once, in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        Save your recovery codes
      </h3>
      <p className="mt-1 text-slate-800">
        If you lose your phone, each of these codes signs you in once. They are shown only now: keep them somewhere
        safe.
      </p>
      <ul
        data-testid="recovery-codes"
        className="mt-3 grid grid-cols-1 gap-1 font-mono text-base text-ink-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => void copyText(codes.join('\n'), 'The codes')}
        >
          Copy codes
        </button>
        <DownloadLink
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          className="btn btn-sm btn-outline"
        >
          Download codes
        </DownloadLink>
        <button type="button" className="btn btn-sm btn-primary" onClick={onSaved}>
          I have saved these
        </button>
      </div>
    </section>
  );
}
