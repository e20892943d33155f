import { useId, useState } from 'react';
import type { CampaignInput } from '#contract/campaigns/campaigns-api';
import { ApiError } from '../../lib/api-client';
import { useCampaignPreview } from './useCampaignPreview';

/** The widths a subscriber reads it at: a small phone, and a desktop mail client's reading pane. */
const FRAMES = [
  { key: 'phone', label: 'Phone', title: 'Email preview at phone width, 360 pixels', width: 'w-[360px]' },
  { key: 'desktop', label: 'Desktop', title: 'Email preview at desktop width, 680 pixels', width: 'w-[680px]' },
] as const;
type FrameKey = (typeof FRAMES)[number]['key'];

interface CampaignPreviewPanelProps {
  /** What to preview; null while the form lacks what the server needs (a subject, a body or a post). */
  input: CampaignInput | null;
}

/**
 * The email as a subscriber gets it, rendered by the server from what is typed (once typing pauses), in frames
 * that run nothing and reach nothing (`sandbox=""`): at a phone's width and a desktop's, side by side where the
 * screen has room and one at a time, by a switch, where it has not; then its plain-text part.
 */
export function CampaignPreviewPanel({ input }: CampaignPreviewPanelProps) {
  const preview = useCampaignPreview(input);
  const [shown, setShown] = useState<FrameKey>('phone');
  const id = useId();
  const failure = preview.isError
    ? preview.error instanceof ApiError
      ? preview.error.serverMessage || preview.error.message
      : 'The preview could not be made.'
    : null;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink-900">
        Preview
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {input === null
          ? 'The preview shows once the email has a subject and its text or post.'
          : preview.isFetching
            ? 'Updating the preview...'
            : ''}
      </p>
      {failure && <p className="mt-2 font-medium text-red-700">The preview could not be made: {failure}</p>}
      {preview.data && (
        <div aria-busy={preview.isFetching} className={preview.isPlaceholderData ? 'opacity-60' : undefined}>
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700">
            <span className="sr-only">In the inbox: </span>
            <strong className="text-ink-900">{preview.data.subject}</strong>
            {preview.data.preheader && <> — {preview.data.preheader}</>}
          </p>
          <div
            role="group"
            aria-label="Preview width"
            className="mt-3 inline-flex rounded-lg border border-slate-300 bg-white lg:hidden"
          >
            {FRAMES.map((frame) => (
              <button
                key={frame.key}
                type="button"
                aria-pressed={shown === frame.key}
                onClick={() => setShown(frame.key)}
                className={`min-h-11 px-4 font-medium first:rounded-l-lg last:rounded-r-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  shown === frame.key ? 'bg-brand-700 text-white' : 'text-ink-900 hover:bg-slate-100'
                }`}
              >
                {frame.label}
              </button>
            ))}
          </div>
          <div className="mt-3 flex flex-wrap items-start gap-6">
            {FRAMES.map((frame) => (
              <figure key={frame.key} className={`max-w-full ${shown === frame.key ? '' : 'hidden lg:block'}`}>
                <figcaption className="text-sm font-medium text-slate-700">{frame.label}</figcaption>
                {/* The frame keeps its width: a narrower screen scrolls it inside its box, never the page. */}
                <div
                  role="region"
                  aria-label={`${frame.label} preview`}
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box the keyboard must reach
                  tabIndex={0}
                  className="mt-1 max-w-full overflow-x-auto rounded-lg border border-slate-300"
                >
                  <iframe
                    title={frame.title}
                    sandbox=""
                    srcDoc={preview.data.html}
                    className={`block h-[36rem] bg-white ${frame.width}`}
                  />
                </div>
              </figure>
            ))}
          </div>
          <details className="mt-4">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
              Plain-text version
            </summary>
            <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-ink-900">
              {preview.data.text}
            </pre>
          </details>
        </div>
      )}
    </section>
  );
}
