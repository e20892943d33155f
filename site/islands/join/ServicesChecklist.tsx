import { BUYER_SERVICES } from '#contract/leads/join-options';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { LABEL_CLASS, SCROLL_CLEAR_CLASS } from './field-styles';
import { useJoinField } from './useJoinField';
import { useJoinFormContext } from './useJoinFormContext';

/** The buyer's services as a checklist of the seven: several may apply at once. */
export function ServicesChecklist() {
  const field = useJoinField('services');
  const { fields, toggleService } = useJoinFormContext();
  if (!field.shown) return null;
  // A group takes no `required`, so the legend says it in words the eye does not need.
  return (
    <fieldset id={field.id} tabIndex={-1} className={`space-y-1.5 ${SCROLL_CLEAR_CLASS}`} {...field.aria}>
      <legend className={`mb-1.5 ${LABEL_CLASS}`}>
        <FieldLabel label="Services you're interested in" marked={field.marked} />
        {field.marked && <span className="sr-only"> (required)</span>}
      </legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {BUYER_SERVICES.map((service, index) => {
          const optionId = `${field.id}-${index}`;
          return (
            <label
              key={service}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-base text-ink-900 hover:bg-brand-50"
            >
              <input
                id={optionId}
                type="checkbox"
                name="services"
                value={service}
                checked={fields.services.includes(service)}
                onChange={(event) => toggleService(service, event.target.checked)}
                aria-disabled={field.locked || undefined}
                className="size-5 shrink-0 rounded border-gray-400 accent-brand-700"
              />
              {service}
            </label>
          );
        })}
      </div>
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  );
}
