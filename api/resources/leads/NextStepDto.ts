import { IsString, Matches, ValidateBy, ValidateIf } from 'class-validator';
import { DateTime } from 'luxon';
import { NEXT_STEP_TEXT_MAX, type NextStepInput } from '#contract/follow-ups/follow-up-api';
import { earliestNextStepDay } from '#contract/follow-ups/earliest-next-step-day';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { HasNoControlCharacters } from '../../platform/validation/validators';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_MESSAGE = 'Give the date like 2026-06-05.';

const isStaffDay = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) && DateTime.fromISO(value, { zone: STAFF_ZONE }).isValid;

/** Days compare as text in ISO form; checked only once the day is known to be a real one. */
const isTodayOrLater = (value: unknown) => (value as string) >= earliestNextStepDay();

/** Counted as staff see it: trimmed, in characters (an emoji is one). */
const fitsNextStep = (value: unknown) => [...(value as string).trim()].length <= NEXT_STEP_TEXT_MAX;

/**
 * A lead's next step as PATCH sends it (`nextStep`, NextStepInput): a day, optionally a time of day, both in
 * Accra time, and what to do. Rules run bottom-up, the fields in order: the first failure is the one answered.
 */
export class NextStepDto implements NextStepInput {
  @ValidateBy(
    { name: 'isTodayOrLater', validator: { validate: isTodayOrLater } },
    { message: 'Choose today or a later day: a next step cannot be in the past.' },
  )
  @ValidateBy({ name: 'isStaffDay', validator: { validate: isStaffDay } }, { message: DATE_MESSAGE })
  date: string;

  @Matches(TIME_OF_DAY, { message: 'Give the time like 18:30 (Accra time), or leave it out.' })
  @ValidateIf((step: NextStepDto) => step.time !== undefined && step.time !== '')
  time?: string;

  @HasNoControlCharacters('Please remove the unusual invisible characters from the next step.')
  @ValidateBy(
    { name: 'fitsNextStep', validator: { validate: fitsNextStep } },
    { message: `Please keep the next step under ${NEXT_STEP_TEXT_MAX} characters.` },
  )
  @IsString({ message: 'Say what the next step is, as text.' })
  text: string;
}
