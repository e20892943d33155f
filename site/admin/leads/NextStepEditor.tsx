import { useId, useState } from 'react';
import type { LeadRecord } from '#contract/leads/leads-api';
import { NEXT_STEP_TEXT_MAX, type NextStepInput } from '#contract/follow-ups/follow-up-api';
import { earliestNextStepDay } from '#contract/follow-ups/earliest-next-step-day';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { nextStepInputs } from './next-step-format';
import { nextStepWhenOnCard } from './next-step-both';
import { NextStepZoneChoice, offersTheirTime } from './NextStepZoneChoice';
import type { FollowUpSave } from './useSaveFollowUp';

/**
 * A card's next step: shown with when it is due, or "No next step"; edited in place with a date,
 * an optional time (Accra time, or the lead's own when their zone differs) and what to do, then saved or cleared.
 */
export function NextStepEditor({ lead, update }: { lead: LeadRecord; update: FollowUpSave }) {
  const [draft, setDraft] = useState<(ReturnType<typeof nextStepInputs> & { inLeadZone?: boolean }) | null>(null);
  const id = useId();
  const step = lead.nextStep;

  if (!draft) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 text-ink-900 wrap-anywhere">
          <span className="font-medium text-slate-700">Next step: </span>
          {step ? `${nextStepWhenOnCard(step, lead.timeZone)}${step.text ? `: ${step.text}` : ''}` : 'None'}
        </p>
        <button type="button" onClick={() => setDraft(nextStepInputs(step))} className="btn btn-sm btn-outline">
          {step ? 'Change next step' : 'Set next step'}
          <span className="sr-only"> for {lead.name}</span>
        </button>
      </div>
    );
  }

  const zone = offersTheirTime(lead.timeZone) ? lead.timeZone : null;
  const theirs = zone !== null && draft.inLeadZone === true;
  const save = async (nextStep: NextStepInput | null) => {
    if (await update.save({ nextStep }, nextStep ? 'Next step saved' : 'Next step cleared')) setDraft(null);
  };
  const field = (name: 'date' | 'time' | 'text', label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className={name === 'text' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`${id}-${name}`} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        className={`mt-1 ${CONTROL_CLASS}`}
        {...props}
      />
    </div>
  );
  return (
    <form
      aria-label={`Next step for ${lead.name}`}
      aria-busy={update.saving}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const time = draft.time ? { time: draft.time, ...(theirs ? { inLeadZone: true } : {}) } : {};
        void save({ date: draft.date, ...time, text: draft.text });
      }}
    >
      {zone && (
        <NextStepZoneChoice
          zone={zone}
          inLeadZone={theirs}
          onChange={(inLeadZone) => setDraft({ ...draft, inLeadZone })}
        />
      )}
      {/* No day already gone (in Accra, or where they are): the API refuses one too. An overdue step's form asks for a new day. */}
      {field('date', 'Next step date', {
        type: 'date',
        required: true,
        min: earliestNextStepDay(new Date(), theirs ? zone.name : undefined),
      })}
      {/* A step in their time has a time: a day alone is an Accra day. */}
      {field('time', theirs ? `Time (${zone.label})` : 'Time (Accra, optional)', { type: 'time', required: theirs })}
      {field('text', 'What to do', {
        type: 'text',
        maxLength: NEXT_STEP_TEXT_MAX,
        placeholder: 'Call after 6 pm UK time',
      })}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" disabled={update.saving} className="btn btn-sm btn-primary disabled:opacity-70">
          {update.saving ? 'Saving...' : 'Save next step'}
        </button>
        {step && (
          <button
            type="button"
            disabled={update.saving}
            onClick={() => void save(null)}
            className="btn btn-sm btn-outline disabled:opacity-70"
          >
            Clear next step
          </button>
        )}
        <button
          type="button"
          disabled={update.saving}
          onClick={() => setDraft(null)}
          className="btn btn-sm btn-outline disabled:opacity-70"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
