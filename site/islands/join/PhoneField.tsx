import { COUNTRY_CODES } from '../../../api/domain/country-codes';
import { CONTROL_CLASS, LABEL_CLASS, SELECT_CLASS } from './field-styles';
import { errorProps, FieldError, FieldLabel } from './FieldFrame';
import { useJoinFormContext } from './JoinFormContext';
import { SelectChevron } from './SelectChevron';

// Built once: 248 options re-created on every keystroke would be wasted work on a cheap phone.
const COUNTRY_OPTIONS = COUNTRY_CODES.map((country) => (
  <option key={country.iso} value={country.iso}>
    {`${country.dial} ${country.name}`}
  </option>
));

/** The phone number with its country code; the select's value is the ISO code since dial codes repeat. */
export function PhoneField() {
  const { fields, errors, fieldId, setField, countryIso, setCountry } = useJoinFormContext();
  const phoneId = fieldId('phone');
  const countryId = fieldId('countryCode');

  return (
    <div className="space-y-1.5">
      <label htmlFor={phoneId} className={LABEL_CLASS}>
        <FieldLabel label="Phone Number" marked />
      </label>
      <div className="flex gap-2">
        <label htmlFor={countryId} className="sr-only">
          Country code
        </label>
        <div className="relative w-40 shrink-0 sm:w-52">
          <select
            id={countryId}
            name="countryIso"
            value={countryIso}
            onChange={(event) => setCountry(event.target.value)}
            className={SELECT_CLASS}
            {...errorProps(countryId, errors.countryCode)}
          >
            {COUNTRY_OPTIONS}
          </select>
          <SelectChevron />
        </div>
        <input
          id={phoneId}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="24 123 4567"
          value={fields.phone}
          onChange={(event) => setField('phone', event.target.value)}
          aria-required="true"
          className={`${CONTROL_CLASS} min-w-0 flex-1`}
          {...errorProps(phoneId, errors.phone)}
        />
      </div>
      <FieldError id={countryId} error={errors.countryCode} />
      <FieldError id={phoneId} error={errors.phone} />
    </div>
  );
}
