import { BUYER_SERVICES } from '../../../api/domain/join-options';
import { errorProps, FieldError, FieldLabel } from './FieldFrame';
import { useJoinFormContext } from './JoinFormContext';

/** The buyer's services as a checklist of the seven (SPEC 3): several may apply at once. */
export function ServicesChecklist() {
  const { fields, errors, fieldId, toggleService } = useJoinFormContext();
  const id = fieldId('services');

  return (
    <fieldset id={id} tabIndex={-1} className="space-y-1.5" {...errorProps(id, errors.services)}>
      <legend className="mb-1.5 block text-sm font-medium text-gray-800">
        <FieldLabel label="Services you're interested in" marked />
      </legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {BUYER_SERVICES.map((service, index) => {
          const optionId = `${id}-${index}`;
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
                className="size-5 shrink-0 rounded border-gray-400 accent-brand-700"
              />
              {service}
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={errors.services} />
    </fieldset>
  );
}
