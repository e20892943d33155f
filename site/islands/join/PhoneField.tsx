import { COUNTRY_CODES } from '#contract/leads/country-codes';
import { CONTROL_CLASS, SELECT_CLASS } from './field-styles';
import { FieldError } from './FieldError';
import { FieldFrame } from './FieldFrame';
import { SelectChevron } from './SelectChevron';
import { useJoinField } from './useJoinField';
import { useJoinFormContext } from './useJoinFormContext';

// Built once: 248 options re-created on every keystroke would be wasted work on a cheap phone.
const COUNTRY_OPTIONS = COUNTRY_CODES.map((country) => (
  <option key={country.iso} value={country.iso}>
    {`${country.dial} ${country.name}`}
  </option>
));

/** The phone number with its country code; the select's value is the ISO code since dial codes repeat. */
export function PhoneField() {
  const phone = useJoinField('phone');
  const country = useJoinField('countryCode');
  const { fields, setField, countryIso, setCountry } = useJoinFormContext();

  return (
    <FieldFrame field={phone} label="Phone Number">
      <div className="flex gap-2">
        <label htmlFor={country.id} className="sr-only">
          Country code
        </label>
        <div className="relative w-40 shrink-0 sm:w-52">
          <select
            id={country.id}
            name="countryIso"
            value={countryIso}
            onChange={(event) => setCountry(event.target.value)}
            className={SELECT_CLASS}
            aria-disabled={country.locked || undefined}
            {...country.aria}
          >
            {COUNTRY_OPTIONS}
          </select>
          <SelectChevron />
        </div>
        <input
          id={phone.id}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="24 123 4567"
          value={fields.phone}
          onChange={(event) => setField('phone', event.target.value)}
          readOnly={phone.locked}
          className={`${CONTROL_CLASS} min-w-0 flex-1`}
          {...phone.aria}
        />
      </div>
      <FieldError id={country.errorId} error={country.error} />
    </FieldFrame>
  );
}
