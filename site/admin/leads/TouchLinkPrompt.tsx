import type { LeadRecord } from '#contract/leads/leads-api';
import { TouchChoices } from './TouchChoices';
import { useLogTouch } from './useLogTouch';

/** What a card's contact link just did: dialled (tel:) or opened a WhatsApp chat. */
export type FollowedLink = 'called' | 'whatsapp';

interface TouchLinkPromptProps {
  lead: Pick<LeadRecord, 'id' | 'type' | 'name'>;
  link: FollowedLink;
  onClose: () => void;
}

/**
 * Shown on a card once its tel: or WhatsApp link was followed: "Log this call?" with how it went, or "Log WhatsApp
 * sent?", each one tap to log; "Not now" dismisses it. It takes no focus: the call comes first.
 */
export function TouchLinkPrompt({ lead, link, onClose }: TouchLinkPromptProps) {
  const touches = useLogTouch(lead);
  const question = link === 'called' ? 'Log this call?' : 'Log WhatsApp sent?';

  async function choose(touch: Parameters<typeof touches.log>[0]) {
    if (await touches.log(touch)) onClose();
  }

  return (
    <div
      role="group"
      aria-label={`${question.slice(0, -1)}: ${lead.name}`}
      className="mt-3 rounded-lg border border-brand-100 bg-brand-50 p-3"
    >
      <p role="status" className="mb-2 font-medium text-ink-900">
        {question}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {link === 'called' ? (
          <TouchChoices kinds={['called']} disabled={touches.logging} onChoose={(touch) => void choose(touch)} />
        ) : (
          <button
            type="button"
            disabled={touches.logging}
            onClick={() => void choose({ kind: 'whatsapp' })}
            className="btn btn-sm btn-primary disabled:opacity-70"
          >
            Yes, log it
          </button>
        )}
        <button type="button" onClick={onClose} className="btn btn-sm btn-outline">
          Not now
        </button>
      </div>
    </div>
  );
}
