import { HONEYPOT_FIELD } from '#contract/leads/join-form';

/**
 * A field people never see or reach but form-filling bots fill in; the API answers such submissions as usual
 * and stores nothing. Moved off-screen rather than display:none, which some bots know to skip.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
