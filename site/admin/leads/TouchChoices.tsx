import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  TOUCH_KIND_LABELS,
  type LeadTouchInput,
  type TouchKind,
} from '#contract/leads/lead-touches';

const OTHER_KINDS: TouchKind[] = ['whatsapp', 'email', 'met'];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface TouchChoicesProps {
  /** The kinds offered: every kind, or one (the prompt after a tel: or WhatsApp link). */
  kinds?: readonly TouchKind[];
  disabled: boolean;
  onChoose: (touch: Pick<LeadTouchInput, 'kind' | 'outcome'>) => void;
}

/** One button a touch: Called (answered, no answer, left a message), WhatsApp sent, Email sent, Met. */
export function TouchChoices({ kinds = ['called', ...OTHER_KINDS], disabled, onChoose }: TouchChoicesProps) {
  const button = 'btn btn-sm btn-outline disabled:opacity-70';
  return (
    <div className="flex flex-col gap-2">
      {kinds.includes('called') && (
        <div role="group" aria-label={TOUCH_KIND_LABELS.called} className="flex flex-wrap items-center gap-2">
          {/* Said by the group to a screen reader; shown only beside the other kinds. */}
          {kinds.length > 1 && (
            <span aria-hidden="true" className="text-sm font-medium text-slate-700">
              {TOUCH_KIND_LABELS.called}:
            </span>
          )}
          {CALL_OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="button"
              disabled={disabled}
              onClick={() => onChoose({ kind: 'called', outcome })}
              className={button}
            >
              {capitalised(CALL_OUTCOME_LABELS[outcome])}
            </button>
          ))}
        </div>
      )}
      {OTHER_KINDS.some((kind) => kinds.includes(kind)) && (
        <div className="flex flex-wrap gap-2">
          {OTHER_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => (
            <button key={kind} type="button" disabled={disabled} onClick={() => onChoose({ kind })} className={button}>
              {TOUCH_KIND_LABELS[kind]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
