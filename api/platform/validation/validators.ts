import { isEmail, ValidateBy, type ValidationArguments } from 'class-validator';
import { isAnswered, isRequiredNow, type JoinField } from '#contract/leads/join-requirements';
import { isDialCode } from '#contract/leads/country-codes';
import { parsePhone } from '../phones/parse-phone';
import type { LeadType } from '#contract/leads/join-options';

const isFilledText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A required text field: present and not just spaces. */
export function IsFilled(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isFilled', validator: { validate: isFilledText } }, { message });
}

/** A DTO class that says which lead type it carries (see JoinFormDto). */
interface LeadTypedClass {
  readonly leadType: LeadType;
}

/**
 * Required when the lead type's form marks it required and shows it for the answers given (REQUIRED_FIELDS,
 * SHOWN_WHEN), so the rule has one source for the page and the API: a field the form hides is never asked for.
 */
export function IsRequiredForLeadType(message: string): PropertyDecorator {
  const validate = (value: unknown, args?: ValidationArguments) => {
    const form = args?.object as Record<string, unknown>;
    const { leadType } = form.constructor as unknown as LeadTypedClass;
    return !isRequiredNow(leadType, form, args?.property as JoinField) || isAnswered(value);
  };
  return ValidateBy({ name: 'isRequiredForLeadType', validator: { validate } }, { message });
}

/**
 * Required only while another field has a given value (for example the commercial type when the
 * property is commercial). Unlike `@ValidateIf` it leaves the property's other rules in force.
 */
export function IsFilledWhen<T>(condition: (dto: T) => boolean, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isFilledWhen',
      validator: { validate: (value, args) => !condition(args?.object as T) || isFilledText(value) },
    },
    { message },
  );
}

// Format rules pass an empty value: whether a field is required is decided by the rules above
// alone, so an empty required field gets one clear message rather than two.

/**
 * A phone number that can exist, read with the form's `countryCode` (or its own + prefix): the one check of
 * every phone the API takes (parse-phone.ts). The message says what is wrong with this number.
 */
export function IsPhoneNumber(): PropertyDecorator {
  const problem = (value: unknown, args?: ValidationArguments) => {
    if (value === '' || typeof value !== 'string') return null;
    const countryCode = String((args?.object as { countryCode?: unknown }).countryCode ?? '');
    // A country code not in the list has its own message; a number with its own prefix is read without it.
    if (!isDialCode(countryCode) && !/^\s*(\+|00)/.test(value)) return null;
    const parsed = parsePhone(countryCode, value);
    return parsed.e164 === null ? parsed.problem : null;
  };
  return ValidateBy(
    { name: 'isPhoneNumber', validator: { validate: (value, args) => problem(value, args) === null } },
    { message: (args) => problem(args.value, args) ?? '' },
  );
}

export function IsEmailFormat(message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailFormat',
      validator: { validate: (value) => value === '' || (typeof value === 'string' && isEmail(value)) },
    },
    { message },
  );
}

// Tabs and line breaks are text; NUL and the other control characters are not (PostgreSQL even refuses NUL).
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F]/;

/** Text read in one line (a name, a subject): no line break, tab or other control character at all. */
export function IsOneLine(message: string, { each = false } = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isOneLine',
      validator: { validate: (value) => typeof value !== 'string' || !LINE_BREAKS_AND_CONTROLS.test(value) },
    },
    { message, each },
  );
}

export function HasNoControlCharacters(
  message = 'Please remove the unusual invisible characters from this field.',
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasNoControlCharacters',
      validator: { validate: (value) => typeof value !== 'string' || !CONTROL_CHARACTERS.test(value) },
    },
    { message },
  );
}

/**
 * Text that fits a varchar(`max`) column: counted in code points, as PostgreSQL counts one. class-validator's
 * MaxLength leaves out the emoji variation selectors (U+FE0E, U+FE0F), so text it passes can be too long there.
 */
export function FitsColumn(max: number, message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'fitsColumn', validator: { validate: (value) => typeof value !== 'string' || [...value].length <= max } },
    { message },
  );
}

/**
 * The text lowercased (how a unique key such as `usernameKey` stores it) still fits `max`:
 * lowercasing can lengthen text ('İ' becomes two characters), and a key too long for its column
 * would fail in the database instead of being answered here.
 */
export function FitsWhenLowercased(max: number, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'fitsWhenLowercased',
      validator: { validate: (value) => typeof value !== 'string' || value.toLowerCase().length <= max },
    },
    { message },
  );
}
