import { COUNTRY_CODES } from '#contract/leads/country-codes';
import { joinFieldLabel } from '#contract/leads/join-field-labels';
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
    <FieldFrame field={phone} label={joinFieldLabel('buyer', 'phone')}>
      {/* On a phone the code takes its own line, so the number's box has the width of an international
          number (+44 7700 900123) rather than what the country's name leaves over. */}
      <div className="grid gap-2 sm:grid-cols-[13rem_minmax(0,1fr)]">
        <label htmlFor={country.id} className="sr-only">
          {joinFieldLabel('buyer', 'countryCode')}
        </label>
        <div className="relative">
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
          required={phone.required}
          className={CONTROL_CLASS}
          {...phone.aria}
        />
      </div>
      <FieldError id={country.errorId} error={country.error} />
    </FieldFrame>
  );
}
