import { NEWSLETTER_WANTED } from '#contract/leads/join-form';
import { FieldError } from './FieldError';
import { useJoinField } from './useJoinField';
import { useJoinFormContext } from './useJoinFormContext';

/** The `newsletter` field on the buyer, seller and renter forms: ticked, the address is also subscribed. */
export function NewsletterOptIn() {
  const field = useJoinField('newsletter');
  const { fields, setField } = useJoinFormContext();
  if (!field.shown) return null;
  return (
    <div>
      <label
        htmlFor={field.id}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-base text-ink-900 hover:bg-brand-50"
      >
        <input
          id={field.id}
          type="checkbox"
          name="newsletter"
          value={NEWSLETTER_WANTED}
          checked={fields.newsletter === NEWSLETTER_WANTED}
          onChange={(event) => setField('newsletter', event.target.checked ? NEWSLETTER_WANTED : '')}
          aria-disabled={field.locked || undefined}
          aria-invalid={field.aria['aria-invalid']}
          aria-describedby={field.aria['aria-describedby']}
          className="size-5 shrink-0 rounded border-gray-400 accent-brand-700"
        />
        Also send me the newsletter
      </label>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
